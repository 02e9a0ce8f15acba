/** Room chat and simple chat (spec §2.13, §3 Chat message / Chat room / Room info, §7.4). */

/** type_id of a message a user wrote. */
export const CHAT_USER_MESSAGE_TYPE_ID = 1;
/** type_id of a message sent as the system (send_as_system). */
export const CHAT_SYSTEM_MESSAGE_TYPE_ID = 2;

/** A ticket outcome a system message can announce. */
export type ChatMessageType = 'Completion' | 'Rejection';

export interface ChatReaction {
  reaction: string;
  count: number;
  user_ids: number[];
}

/** The message a reply answers, as quoted above the reply. */
export interface ChatReplyQuote {
  id: number;
  name: string;
  /** Plain text. */
  text: string;
}

/**
 * A file attached to a message: a File result of an upload (spec §3), always one of this API's
 * stored files of the organisation. Images are their own thumbnail; other files have null.
 */
export interface ChatFile {
  filename: string;
  name?: string | null;
  publicUrl?: string;
  thumbnail: { publicUrl: string | null };
}

export interface ChatMessage {
  id: number;
  room_id: number;
  user_id: number;
  /** 1 user message, 2 system message; anything else is shown as an invalid type. */
  type_id: number;
  name: string;
  /** Plain text, never HTML: always rendered as text. */
  text: string;
  /** When it was sent (ISO, UTC). */
  timestamp: string;
  message_type: ChatMessageType | null;
  color: string | null;
  content: string | null;
  /** Attached files (ChatFile); a client still reads them defensively. */
  files: unknown[];
  /** Tagged user ids. */
  tags: number[];
  reactions: ChatReaction[];
  reply_message_id: number | null;
  reply_to: ChatReplyQuote | null;
  edited_at: string | null;
}

export interface ChatRoomMember {
  id: number;
  name: string;
}

export interface ChatRoom {
  roomId: number;
  name: string;
  following: boolean;
  notifications_active: boolean;
  members: ChatRoomMember[];
}

/** What a multi-view item or route tells the room chat (spec Room info). */
export interface ChatRoomInfo {
  chat_room_id?: number | null;
  chat_room_ids?: number[];
  send_as_system?: boolean;
}

/** Body of POST /chat/{roomId}/messages. */
export interface ChatSendRequest {
  message: string;
  tags?: number[];
  /** The newest message the sender has: the answer holds every message after it. */
  previousMessageId?: number | null;
  reply_message_id?: number | null;
  message_type?: ChatMessageType | null;
  config?: { send_as_system?: boolean; output?: boolean };
  /** Attached files; the message text may then be empty. */
  files?: ChatFile[];
}

/** Body of POST /chat/{roomId}/messages/{messageId} (edit; the sender only). */
export interface ChatEditRequest {
  message: string;
  tags?: number[];
  /** Filenames of attached files to remove. */
  deleted_file_ids?: string[];
  /** Files to attach in addition. */
  files?: ChatFile[];
}

/** Hub event of a room's new, edited, deleted or reacted-to message (members only). */
export const CHAT_MESSAGE_EVENT = 'chat.message';

export interface ChatMessageEvent {
  room_id: number;
  action: 'created' | 'updated' | 'deleted';
  message: ChatMessage;
}

/** A message of a simple chat. */
export interface SimpleChatMessage {
  id: number;
  user_id: number;
  name: string;
  /** Plain text. */
  text: string;
  timestamp: string;
}
