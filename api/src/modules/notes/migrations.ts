import { sql } from 'kysely';
import { organisationTable as table } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex, createUniqueIndex } from '../migration-indexes';

export const notesMigrations: Migration[] = [
  {
    name: '001-notes-versions-record-audit',
    async up(db) {
      await table(db, 'notes', {
        table_name: 'text not null',
        table_id: 'integer not null',
        parent_id: 'integer references notes.id on delete cascade',
        user_id: 'integer not null references users.id',
        text: 'text not null',
        tagged_user_ids: "jsonb not null default '[]'::jsonb",
        created_at: 'timestamptz not null',
        updated_at: 'timestamptz not null',
        voided_at: 'timestamptz',
      }).execute();
      await createIndex(db, 'notes_record_idx', 'notes', [
        'organisation_id',
        'table_name',
        'table_id',
        'parent_id',
      ]);
      // Every version of every note: what was written, edited or voided, by whom and when.
      await table(db, 'note_versions', {
        note_id: 'integer not null references notes.id on delete cascade',
        version: 'integer not null',
        action: 'text not null',
        text: 'text not null',
        user_id: 'integer not null references users.id',
        created_at: 'timestamptz not null',
      }).execute();
      await createUniqueIndex(db, 'note_versions_note_idx', 'note_versions', [
        'note_id',
        'version',
      ]);
      // The records store keeps no change log: a trigger keeps one of every save that changes a
      // record's document (the store stamps updated_at with the app's clock), the audit's source.
      await table(db, 'record_audit', {
        record_type: 'text not null',
        record_id: 'integer not null',
        old_data: 'jsonb not null',
        new_data: 'jsonb not null',
        changed_at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'record_audit_record_idx', 'record_audit', [
        'organisation_id',
        'record_type',
        'record_id',
      ]);
      await sql`
        create function notes_record_audit() returns trigger language plpgsql as $$
        begin
          if new.data is distinct from old.data then
            insert into record_audit (organisation_id, record_type, record_id, old_data, new_data, changed_at)
            values (new.organisation_id, new.record_type, new.id, old.data, new.data,
              case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end);
          end if;
          return new;
        end
        $$`.execute(db);
      await sql`
        create trigger records_audit after update on records
        for each row execute function notes_record_audit()`.execute(db);
    },
  },
];
