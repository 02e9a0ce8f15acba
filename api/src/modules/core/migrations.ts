import { sql } from 'kysely';
import { idTable as id, createTable, organisationTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';
import { normaliseStoredPhones } from '../../core/stored-phones';
import { createTableChangeNotices, noticeChangesOf } from '../../core/table-changes';

export const coreMigrations: Migration[] = [
  {
    name: '001-organisations-users-sessions',
    async up(db) {
      await id(db, 'organisations', {
        name: 'text not null',
        short_code: 'text not null unique',
        pay_cycle: "text not null default 'Monday'",
        timezone: "text not null default 'Australia/Sydney'",
        timesheets_enabled: 'boolean not null default true',
        created_at: 'timestamptz not null default now()',
      }).execute();

      await organisationTable(db, 'users', {
        email: 'text not null unique',
        first_name: 'text not null',
        last_name: "text not null default ''",
        password_hash: 'text not null',
        user_type_id: 'integer not null default 1',
        staff_role_id: 'integer',
        user_role_ids: "text not null default ''",
        is_super_admin: 'boolean not null default false',
        is_email_verified: 'boolean not null default true',
        password_migration: "text not null default 'none'",
        mfa_phone: 'text',
        identity_uid: 'text not null unique',
        timezone: 'text',
        profile_picture: 'text',
        profile_picture_thumb: 'text',
        mobile_app_tracker: 'boolean not null default false',
        timesheets_enabled: 'boolean not null default true',
        default_calendar_id: 'text',
        active: 'boolean not null default true',
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'users_organisation_idx', 'users', ['organisation_id']);

      await id(db, 'sessions', {
        user_id: 'integer not null references users.id on delete cascade',
        organisation_id: 'integer not null',
        token_hash: 'text not null unique',
        device_token: 'text',
        device_type: 'text',
        created_at: 'timestamptz not null default now()',
        last_used_at: 'timestamptz not null default now()',
        expires_at: 'timestamptz not null',
        absolute_expires_at: 'timestamptz not null',
        revoked_at: 'timestamptz',
      }).execute();
      await createIndex(db, 'sessions_user_idx', 'sessions', ['user_id']);
    },
  },
  {
    name: '002-notifications-outbox',
    async up(db) {
      await organisationTable(db, 'notifications', {
        user_id: 'integer not null references users.id on delete cascade',
        status_id: 'integer not null default 1',
        short_message: 'text not null',
        message: 'text not null',
        path: 'text',
        sent_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'notifications_user_sent_idx', 'notifications', ['user_id', 'sent_at']);

      await id(db, 'outbox_messages', {
        channel: 'text not null',
        recipient: 'text not null',
        subject: 'text',
        body: 'text not null',
        status: "text not null default 'queued'",
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'outbox_recipient_idx', 'outbox_messages', ['recipient']);
    },
  },
  {
    // Realtime messages too large for a NOTIFY payload travel through this table (core/hub-relay.ts).
    name: '003-hub-relay',
    async up(db) {
      await id(db, 'hub_relay', {
        body: 'text not null',
        created_at: 'timestamptz not null default now()',
      }).execute();
    },
  },
  {
    // Attempt counters of core/limits.ts, shared by every API process.
    name: '004-rate-limits',
    async up(db) {
      await createTable(db, 'rate_limits', {
        key: 'text primary key',
        window_started_at: 'timestamptz not null',
        count: 'integer not null',
      }).execute();
      await createIndex(db, 'rate_limits_window_idx', 'rate_limits', ['window_started_at']);
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
      await createTable(db, 'hub_events', {
        id: 'bigserial primary key',
        to_kind: 'text not null',
        to_id: 'integer not null',
        event: 'text not null',
        payload: 'text not null',
        created_at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'hub_events_recipient', 'hub_events', ['to_kind', 'to_id', 'id']);
      await createIndex(db, 'hub_events_created_at', 'hub_events', ['created_at']);
      await createTable(db, 'hub_events_horizon', {
        id: 'integer primary key',
        pruned_through: 'bigint not null',
      }).execute();
      await sql`insert into hub_events_horizon (id, pruned_through) values (1, 0)`.execute(db);
    },
  },
];
