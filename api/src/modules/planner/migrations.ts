import { sql } from 'kysely';
import type { Migration } from '../../core/module';

export const plannerMigrations: Migration[] = [
  {
    name: '001-sales-events-planner-weeks',
    async up(db) {
      await db.schema
        .createTable('sales_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('record_id', 'integer', (c) =>
          c.notNull().references('records.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('sales_events_record_idx')
        .on('sales_events')
        .columns(['organisation_id', 'record_id', 'occurred_at'])
        .execute();
      await db.schema
        .createTable('planner_weeks')
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('events', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('planner_weeks_pk', ['organisation_id', 'user_id', 'week_start'])
        .execute();
    },
  },
];
