import { sql } from 'kysely';
import { createTable, organisationTable as table } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';

export const fabricationMigrations: Migration[] = [
  {
    name: '001-jobs-items-notes-stock-rights',
    async up(db) {
      await table(db, 'fabrication_jobs', {
        job_number: 'text not null',
        title: 'text not null',
        customer_name: "text not null default ''",
        due_date: 'text',
        status: "text not null default 'In production'",
        created_at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'fabrication_jobs_org_idx', 'fabrication_jobs', [
        'organisation_id',
        'id',
      ]);
      await table(db, 'fabrication_items', {
        job_id: 'integer not null references fabrication_jobs.id on delete cascade',
        item_number: 'integer not null',
        notes: "text not null default ''",
        mesh_size: 'text not null',
        item_data: "jsonb not null default '[]'::jsonb",
        panels: "jsonb not null default '[]'::jsonb",
        accessories: "jsonb not null default '[]'::jsonb",
        override_diagram: 'jsonb',
        mesh_border: 'text',
        mesh_background: 'text',
        product_border: 'text',
        product_background: 'text',
      }).execute();
      await createIndex(db, 'fabrication_items_job_idx', 'fabrication_items', [
        'job_id',
        'item_number',
      ]);
      await table(db, 'fabrication_job_notes', {
        job_id: 'integer not null references fabrication_jobs.id on delete cascade',
        notes: 'text not null',
        created_by: 'integer not null references users.id',
        updated_at: 'timestamptz not null',
      }).execute();
      await table(db, 'fabrication_mesh_stock', {
        mesh_size: 'text not null',
        name: 'text not null',
        width: 'integer not null',
        height: 'integer not null',
        price: 'numeric(12, 2) not null',
      })
        .addCheckConstraint(
          'fabrication_mesh_stock_size',
          sql`width > 0 and height > 0 and price >= 0`,
        )
        .execute();
      await createTable(db, 'fabrication_role_rights', {
        organisation_id: 'integer not null references organisations.id on delete cascade',
        role_id: 'integer not null',
        right_name: 'text not null',
      })
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
      await table(db, 'packing_jobs', {
        user_id: 'integer not null references users.id',
        status: 'text not null',
        progress: 'real not null default 0',
        request: 'jsonb not null',
        search_ms: 'integer',
        result: 'jsonb',
        error: 'text',
        created_at: 'timestamptz not null',
        updated_at: 'timestamptz not null',
      })
        .addCheckConstraint(
          'packing_jobs_status',
          sql`status in ('queued', 'running', 'done', 'failed', 'cancelled')`,
        )
        .execute();
      await createIndex(db, 'packing_jobs_organisation', 'packing_jobs', ['organisation_id', 'id']);
    },
  },
];
