import { sql } from 'kysely';
import { organisationTable as table } from '../../core/migration-columns';
import type { Migration } from '../../core/module';

export const chatMigrations: Migration[] = [
  {
    name: '001-chat-rooms-messages-reactions-simple',
    async up(db) {
      await table(db, 'chat_rooms')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await table(db, 'chat_room_members')
        .addColumn('room_id', 'integer', (c) =>
          c.notNull().references('chat_rooms.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('notifications_active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('following', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
      await db.schema
        .createIndex('chat_room_members_room_user_idx')
        .on('chat_room_members')
        .columns(['room_id', 'user_id'])
        .unique()
        .execute();
      await table(db, 'chat_messages')
        .addColumn('room_id', 'integer', (c) =>
          c.notNull().references('chat_rooms.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('message_type', 'text')
        .addColumn('reply_message_id', 'integer', (c) =>
          c.references('chat_messages.id').onDelete('set null'),
        )
        .addColumn('tagged_user_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('edited_at', 'timestamptz')
        .addColumn('deleted_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('chat_messages_room_idx')
        .on('chat_messages')
        .columns(['organisation_id', 'room_id', 'id'])
        .execute();
      await table(db, 'chat_message_reactions')
        .addColumn('message_id', 'integer', (c) =>
          c.notNull().references('chat_messages.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reaction', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_message_reactions_unique_idx')
        .on('chat_message_reactions')
        .columns(['message_id', 'user_id', 'reaction'])
        .unique()
        .execute();
      // The simple chat: one message list per organisation and key, open to its staff.
      await table(db, 'chat_simple_messages')
        .addColumn('chat_key', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_simple_messages_key_idx')
        .on('chat_simple_messages')
        .columns(['organisation_id', 'chat_key', 'id'])
        .execute();
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
