import { createTable, organisationTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';

export const plannerMigrations: Migration[] = [
  {
    name: '001-sales-events-planner-weeks',
    async up(db) {
      await organisationTable(db, 'sales_events', {
        record_id: 'integer not null references records.id on delete cascade',
        kind: 'text not null',
        title: 'text not null',
        description: "text not null default ''",
        user_id: 'integer references users.id on delete set null',
        occurred_at: 'timestamptz not null',
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'sales_events_record_idx', 'sales_events', [
        'organisation_id',
        'record_id',
        'occurred_at',
      ]);
      await createTable(db, 'planner_weeks', {
        organisation_id: 'integer not null references organisations.id on delete cascade',
        user_id: 'integer not null references users.id on delete cascade',
        week_start: 'text not null',
        events: "jsonb not null default '[]'::jsonb",
        updated_at: 'timestamptz not null',
      })
        .addPrimaryKeyConstraint('planner_weeks_pk', ['organisation_id', 'user_id', 'week_start'])
        .execute();
    },
  },
];
