import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from '../../core/module';

export const deliveryMigrations: Migration[] = [
  {
    name: '001-remote-loads',
    async up(db) {
      // One row per load of a remote's module that a browser reported (load telemetry, ADR 159).
      await db.schema
        .createTable('remote_loads')
        .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('module', 'text', (col) => col.notNull())
        .addColumn('phase', 'text', (col) => col.notNull())
        .addColumn('duration_ms', 'integer', (col) => col.notNull())
        .addColumn('error_class', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('remote_loads_organisation_time_idx')
        .on('remote_loads')
        .columns(['organisation_id', 'created_at'])
        .execute();
    },
  },
  {
    name: '002-override-signing-key',
    async up(db) {
      // The key that signs per-browser overrides (ADR 160): made once, shared by every process.
      await db.schema
        .createTable('delivery_signing_keys')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`insert into delivery_signing_keys (id, secret) values (1, ${randomBytes(32).toString('base64url')})`.execute(
        db,
      );
    },
  },
];
