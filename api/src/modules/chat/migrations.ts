import { sql } from 'kysely';
import { organisationTable as table } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex, createUniqueIndex } from '../migration-indexes';

export const chatMigrations: Migration[] = [
  {
    name: '001-chat-rooms-messages-reactions-simple',
    async up(db) {
      await table(db, 'chat_rooms', {
        name: 'text not null',
        created_at: 'timestamptz not null',
      }).execute();
      await table(db, 'chat_room_members', {
        room_id: 'integer not null references chat_rooms.id on delete cascade',
        user_id: 'integer not null references users.id on delete cascade',
        notifications_active: 'boolean not null default true',
        following: 'boolean not null default true',
      }).execute();
      await createUniqueIndex(db, 'chat_room_members_room_user_idx', 'chat_room_members', [
        'room_id',
        'user_id',
      ]);
      await table(db, 'chat_messages', {
        room_id: 'integer not null references chat_rooms.id on delete cascade',
        user_id: 'integer not null references users.id',
        type_id: 'integer not null',
        text: 'text not null',
        message_type: 'text',
        reply_message_id: 'integer references chat_messages.id on delete set null',
        tagged_user_ids: "jsonb not null default '[]'::jsonb",
        created_at: 'timestamptz not null',
        edited_at: 'timestamptz',
        deleted_at: 'timestamptz',
      }).execute();
      await createIndex(db, 'chat_messages_room_idx', 'chat_messages', [
        'organisation_id',
        'room_id',
        'id',
      ]);
      await table(db, 'chat_message_reactions', {
        message_id: 'integer not null references chat_messages.id on delete cascade',
        user_id: 'integer not null references users.id on delete cascade',
        reaction: 'text not null',
      }).execute();
      await createUniqueIndex(db, 'chat_message_reactions_unique_idx', 'chat_message_reactions', [
        'message_id',
        'user_id',
        'reaction',
      ]);
      // The simple chat: one message list per organisation and key, open to its staff.
      await table(db, 'chat_simple_messages', {
        chat_key: 'text not null',
        user_id: 'integer not null references users.id',
        text: 'text not null',
        created_at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'chat_simple_messages_key_idx', 'chat_simple_messages', [
        'organisation_id',
        'chat_key',
        'id',
      ]);
    },
  },
  {
    // Files attached to a message (spec §3 Chat message `files`): File results of uploads.
    name: '002-chat-message-files',
    async up(db) {
      await db.schema
        .alterTable('chat_messages')
        .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute();
    },
  },
];
