import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** A row's organisation: required, and deleted with it. */
export const organisationColumn = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('organisations.id').onDelete('cascade');

/** A table of one organisation's rows: an identity `id` and its `organisation_id`; add the rest. */
export const organisationTable = (db: Kysely<unknown>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('organisation_id', 'integer', organisationColumn);
