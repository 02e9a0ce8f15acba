import type { ColumnType, Generated } from 'kysely';
import type { ChatFile, ChatMessageType } from '@platform/shared/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ChatRoomsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  created_at: Timestamp;
}

export interface ChatRoomMembersTable {
  id: Generated<number>;
  organisation_id: number;
  room_id: number;
  user_id: number;
  notifications_active: ColumnType<boolean, boolean | undefined, boolean>;
  following: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  organisation_id: number;
  room_id: number;
  user_id: number;
  type_id: number;
  text: string;
  message_type: ChatMessageType | null;
  reply_message_id: number | null;
  tagged_user_ids: ColumnType<number[], string | undefined, string>;
  files: ColumnType<ChatFile[], string | undefined, string>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface ChatMessageReactionsTable {
  id: Generated<number>;
  organisation_id: number;
  message_id: number;
  user_id: number;
  reaction: string;
}

export interface ChatSimpleMessagesTable {
  id: Generated<number>;
  organisation_id: number;
  chat_key: string;
  user_id: number;
  text: string;
  created_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    chat_rooms: ChatRoomsTable;
    chat_room_members: ChatRoomMembersTable;
    chat_messages: ChatMessagesTable;
    chat_message_reactions: ChatMessageReactionsTable;
    chat_simple_messages: ChatSimpleMessagesTable;
  }
}
