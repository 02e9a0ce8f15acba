import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../core/module';
import { noticeChangesOf } from '../../core/table-changes';

const now = sql`now()`;
const id = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());

export const authMigrations: Migration[] = [
  {
    name: '001-codes-and-links',
    async up(db) {
      await id(db, 'phone_codes')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('session_hash', 'text', (col) => col.unique())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('device_token', 'text')
        .addColumn('device_type', 'text')
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('phone_codes_user_idx')
        .on('phone_codes')
        .column('user_id')
        .execute();

      await id(db, 'action_codes')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('mode', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();

      await id(db, 'oauth_links')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('provider_id', 'text', (col) => col.notNull())
        .addColumn('uid', 'text', (col) => col.notNull())
        .addColumn('linked_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('oauth_links_provider_uid', ['provider_id', 'uid'])
        .addUniqueConstraint('oauth_links_user_provider', ['user_id', 'provider_id'])
        .execute();

      await id(db, 'oauth_requests')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('state_hash', 'text', (col) => col.notNull().unique())
        .addColumn('code_hash', 'text')
        .addColumn('organisation_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('device_token', 'text')
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('approved_at', 'timestamptz')
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('organisation_integrations')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('connected_by', 'integer', (col) => col.notNull())
        .addColumn('connected_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('organisation_integrations_pk', ['organisation_id', 'provider'])
        .execute();

      await id(db, 'user_calendars')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('calendar_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addUniqueConstraint('user_calendars_user_calendar', ['user_id', 'calendar_id'])
        .execute();
    },
  },
  {
    // Failed sign-ins per account and per address, kept across restarts and processes (ADR 022).
    name: '002-login-failures',
    async up(db) {
      await db.schema
        .createTable('login_failures')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull())
        .execute();
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
