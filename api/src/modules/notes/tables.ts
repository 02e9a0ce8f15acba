import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface NotesTable {
  id: Generated<number>;
  organisation_id: number;
  table_name: string;
  table_id: number;
  parent_id: number | null;
  user_id: number;
  text: string;
  tagged_user_ids: ColumnType<number[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  voided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NoteVersionsTable {
  id: Generated<number>;
  organisation_id: number;
  note_id: number;
  version: number;
  action: 'add' | 'edit' | 'void' | 'reply';
  text: string;
  user_id: number;
  created_at: Timestamp;
}

export interface RecordAuditTable {
  id: Generated<number>;
  organisation_id: number;
  record_type: string;
  record_id: number;
  old_data: Json<Record<string, unknown>>;
  new_data: Json<Record<string, unknown>>;
  changed_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    notes: NotesTable;
    note_versions: NoteVersionsTable;
    record_audit: RecordAuditTable;
  }
}
