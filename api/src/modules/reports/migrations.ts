import { sql } from 'kysely';
import type { Migration } from '../../core/module';

export const reportsMigrations: Migration[] = [
  {
    name: '001-reports',
    async up(db) {
      await db.schema
        .createTable('reports')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('definition', 'jsonb', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .execute();
      // One report of a name per organisation, whatever its case.
      await sql`create unique index reports_org_name_idx on reports (organisation_id, lower(name))`.execute(
        db,
      );
    },
  },
];
