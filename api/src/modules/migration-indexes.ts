import type { Kysely } from 'kysely';

/**
 * `create index name on table (columns…)`, the one statement every module's migrations repeated
 * as a five-line `db.schema.createIndex` chain (issue 40); it emits the same SQL.
 */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** `create unique index name on table (columns…)`. */
export async function createUniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).unique().execute();
}
