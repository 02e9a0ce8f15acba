import { sql } from 'kysely';
import type { Migration } from '../../core/module';

const now = sql`now()`;

export const insightsMigrations: Migration[] = [
  {
    name: '001-insight-charts',
    async up(db) {
      await db.schema
        .createTable('insight_charts')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('organisation_id', 'integer', (col) =>
          col.references('organisations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('chart_type', 'text', (col) => col.notNull())
        .addColumn('definition', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
    },
  },
];
