import { idTable as id, createTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';
import { noticeChangesOf } from '../../core/table-changes';

export const authMigrations: Migration[] = [
  {
    name: '001-codes-and-links',
    async up(db) {
      await id(db, 'phone_codes', {
        user_id: 'integer not null references users.id on delete cascade',
        purpose: 'text not null',
        session_hash: 'text unique',
        code_hash: 'text not null',
        phone: 'text not null',
        attempts: 'integer not null default 0',
        device_token: 'text',
        device_type: 'text',
        expires_at: 'timestamptz not null',
        used_at: 'timestamptz',
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'phone_codes_user_idx', 'phone_codes', ['user_id']);

      await id(db, 'action_codes', {
        user_id: 'integer not null references users.id on delete cascade',
        mode: 'text not null',
        code_hash: 'text not null unique',
        expires_at: 'timestamptz not null',
        used_at: 'timestamptz',
        created_at: 'timestamptz not null default now()',
      }).execute();

      await id(db, 'oauth_links', {
        user_id: 'integer not null references users.id on delete cascade',
        provider_id: 'text not null',
        uid: 'text not null',
        linked_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('oauth_links_provider_uid', ['provider_id', 'uid'])
        .addUniqueConstraint('oauth_links_user_provider', ['user_id', 'provider_id'])
        .execute();

      await id(db, 'oauth_requests', {
        provider: 'text not null',
        state_hash: 'text not null unique',
        code_hash: 'text',
        organisation_id: 'integer not null',
        user_id: 'integer not null references users.id on delete cascade',
        device_token: 'text',
        expires_at: 'timestamptz not null',
        approved_at: 'timestamptz',
        used_at: 'timestamptz',
        created_at: 'timestamptz not null default now()',
      }).execute();

      await createTable(db, 'organisation_integrations', {
        organisation_id: 'integer not null references organisations.id on delete cascade',
        provider: 'text not null',
        connected_by: 'integer not null',
        connected_at: 'timestamptz not null default now()',
      })
        .addPrimaryKeyConstraint('organisation_integrations_pk', ['organisation_id', 'provider'])
        .execute();

      await id(db, 'user_calendars', {
        user_id: 'integer not null references users.id on delete cascade',
        calendar_id: 'text not null',
        name: 'text not null',
      })
        .addUniqueConstraint('user_calendars_user_calendar', ['user_id', 'calendar_id'])
        .execute();
    },
  },
  {
    // Failed sign-ins per account and per address, kept across restarts and processes (ADR 022).
    name: '002-login-failures',
    async up(db) {
      await createTable(db, 'login_failures', {
        key: 'text primary key',
        failures: 'integer not null',
        locked_until: 'timestamptz',
        last_failure_at: 'timestamptz not null',
      }).execute();
    },
  },
  {
    // The sign-in providers of a user are kept while unchanged (docs/decisions/175).
    name: '003-oauth-link-notices',
    async up(db) {
      await noticeChangesOf(db, 'oauth_links');
    },
  },
];
