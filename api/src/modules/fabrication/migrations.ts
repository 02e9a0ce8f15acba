import { sql, type ColumnDefinitionBuilder } from 'kysely';
import {
  organisationColumn as organisation,
  organisationTable as table,
} from '../../core/migration-columns';
import type { Migration } from '../../core/module';

const job = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('fabrication_jobs.id').onDelete('cascade');
const json = (fallback: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().defaultTo(sql.raw(`'${fallback}'::jsonb`));

export const fabricationMigrations: Migration[] = [
  {
    name: '001-jobs-items-notes-stock-rights',
    async up(db) {
      await table(db, 'fabrication_jobs')
        .addColumn('job_number', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('due_date', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('In production'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fabrication_jobs_org_idx')
        .on('fabrication_jobs')
        .columns(['organisation_id', 'id'])
        .execute();
      await table(db, 'fabrication_items')
        .addColumn('job_id', 'integer', job)
        .addColumn('item_number', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mesh_size', 'text', (c) => c.notNull())
        .addColumn('item_data', 'jsonb', json('[]'))
        .addColumn('panels', 'jsonb', json('[]'))
        .addColumn('accessories', 'jsonb', json('[]'))
        .addColumn('override_diagram', 'jsonb')
        .addColumn('mesh_border', 'text')
        .addColumn('mesh_background', 'text')
        .addColumn('product_border', 'text')
        .addColumn('product_background', 'text')
        .execute();
      await db.schema
        .createIndex('fabrication_items_job_idx')
        .on('fabrication_items')
        .columns(['job_id', 'item_number'])
        .execute();
      await table(db, 'fabrication_job_notes')
        .addColumn('job_id', 'integer', job)
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await table(db, 'fabrication_mesh_stock')
        .addColumn('mesh_size', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
        .addCheckConstraint(
          'fabrication_mesh_stock_size',
          sql`width > 0 and height > 0 and price >= 0`,
        )
        .execute();
      await db.schema
        .createTable('fabrication_role_rights')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('role_id', 'integer', (c) => c.notNull())
        .addColumn('right_name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('fabrication_role_rights_pk', [
          'organisation_id',
          'role_id',
          'right_name',
        ])
        .execute();
    },
  },
  {
    // Packing jobs (docs/decisions/188): state, progress and result in the database, so any API
    // process answers the poll and a cancel reaches the process whose worker runs the job.
    name: '002-packing-jobs',
    async up(db) {
      await table(db, 'packing_jobs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('request', 'jsonb', (c) => c.notNull())
        .addColumn('search_ms', 'integer')
        .addColumn('result', 'jsonb')
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint(
          'packing_jobs_status',
          sql`status in ('queued', 'running', 'done', 'failed', 'cancelled')`,
        )
        .execute();
      await db.schema
        .createIndex('packing_jobs_organisation')
        .on('packing_jobs')
        .columns(['organisation_id', 'id'])
        .execute();
    },
  },
];
