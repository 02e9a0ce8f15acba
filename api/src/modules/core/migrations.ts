import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../core/module';
import { normaliseStoredPhones } from '../../core/stored-phones';
import { createTableChangeNotices, noticeChangesOf } from '../../core/table-changes';

const id = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());

const now = sql`now()`;

export const coreMigrations: Migration[] = [
  {
    name: '001-organisations-users-sessions',
    async up(db) {
      await id(db, 'organisations')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('short_code', 'text', (col) => col.notNull().unique())
        .addColumn('pay_cycle', 'text', (col) => col.notNull().defaultTo('Monday'))
        .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('Australia/Sydney'))
        .addColumn('timesheets_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();

      await id(db, 'users')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('user_type_id', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('staff_role_id', 'integer')
        .addColumn('user_role_ids', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('is_super_admin', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('is_email_verified', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('password_migration', 'text', (col) => col.notNull().defaultTo('none'))
        .addColumn('mfa_phone', 'text')
        .addColumn('identity_uid', 'text', (col) => col.notNull().unique())
        .addColumn('timezone', 'text')
        .addColumn('profile_picture', 'text')
        .addColumn('profile_picture_thumb', 'text')
        .addColumn('mobile_app_tracker', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('timesheets_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('default_calendar_id', 'text')
        .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('users_organisation_idx')
        .on('users')
        .column('organisation_id')
        .execute();

      await id(db, 'sessions')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('organisation_id', 'integer', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('device_token', 'text')
        .addColumn('device_type', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('absolute_expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    },
  },
  {
    name: '002-notifications-outbox',
    async up(db) {
      await id(db, 'notifications')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status_id', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('short_message', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('path', 'text')
        .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('notifications_user_sent_idx')
        .on('notifications')
        .columns(['user_id', 'sent_at'])
        .execute();

      await id(db, 'outbox_messages')
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('outbox_recipient_idx')
        .on('outbox_messages')
        .column('recipient')
        .execute();
    },
  },
  {
    // Realtime messages too large for a NOTIFY payload travel through this table (core/hub-relay.ts).
    name: '003-hub-relay',
    async up(db) {
      await id(db, 'hub_relay')
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
    },
  },
  {
    // Attempt counters of core/limits.ts, shared by every API process.
    name: '004-rate-limits',
    async up(db) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_window_idx')
        .on('rate_limits')
        .column('window_started_at')
        .execute();
    },
  },
  {
    // Two-step phones enrolled before ADR 150 were stored as typed; every number is E.164 now.
    name: '005-mfa-phones-e164',
    async up(db) {
      await normaliseStoredPhones(db, 'users', 'mfa_phone');
    },
  },
  {
    // Writes are counted per table so answers built on them can be kept (docs/decisions/175).
    name: '006-table-change-notices',
    async up(db) {
      await createTableChangeNotices(db);
      for (const table of ['organisations', 'users', 'sessions', 'notifications']) {
        await noticeChangesOf(db, table);
      }
    },
  },
  {
    // The organisation a message belongs to: the development outbox shows an administrator their
    // own organisation's messages only (issue 36, item 9).
    name: '007-outbox-organisation',
    async up(db) {
      await db.schema
        .alterTable('outbox_messages')
        .addColumn('organisation_id', 'integer')
        .execute();
    },
  },
  {
    // Every hub message to a user or an organisation, for a reconnecting client to catch up on
    // (ADR 200). Kept a few minutes; `hub_events_horizon` holds the newest id removed.
    name: '008-hub-events',
    async up(db) {
      await db.schema
        .createTable('hub_events')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('to_kind', 'text', (col) => col.notNull())
        .addColumn('to_id', 'integer', (col) => col.notNull())
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('hub_events_recipient')
        .on('hub_events')
        .columns(['to_kind', 'to_id', 'id'])
        .execute();
      await db.schema
        .createIndex('hub_events_created_at')
        .on('hub_events')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('hub_events_horizon')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('pruned_through', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into hub_events_horizon (id, pruned_through) values (1, 0)`.execute(db);
    },
  },
];
