import { sql } from 'kysely';
import { organisationTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';

export const reportsMigrations: Migration[] = [
  {
    name: '001-reports',
    async up(db) {
      await organisationTable(db, 'reports', {
        name: 'text not null',
        definition: 'jsonb not null',
        created_by: 'integer references users.id on delete set null',
        created_at: 'timestamptz not null',
        updated_at: 'timestamptz not null',
      }).execute();
      // One report of a name per organisation, whatever its case.
      await sql`create unique index reports_org_name_idx on reports (organisation_id, lower(name))`.execute(
        db,
      );
    },
  },
];
