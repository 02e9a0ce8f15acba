import { sql } from 'kysely';
import type { Migration } from '../../core/module';

export const authExtraMigrations: Migration[] = [
  {
    name: '001-identity-sign-ins',
    async up(db) {
      await db.schema
        .createTable('identity_sign_ins')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('state_hash', 'text', (col) => col.notNull().unique())
        .addColumn('step', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('email_code_hash', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('approval_hash', 'text')
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
];
