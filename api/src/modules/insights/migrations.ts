import { createTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';

export const insightsMigrations: Migration[] = [
  {
    name: '001-insight-charts',
    async up(db) {
      await createTable(db, 'insight_charts', {
        id: 'integer primary key',
        organisation_id: 'integer references organisations.id on delete cascade',
        name: 'text not null',
        chart_type: 'text not null',
        definition: 'jsonb not null',
        created_at: 'timestamptz not null default now()',
        updated_at: 'timestamptz not null default now()',
      }).execute();
    },
  },
];
