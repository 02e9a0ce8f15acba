import { sql, type Kysely } from 'kysely';
import { fieldSql } from './record-field-indexes';

/**
 * The fields each record type's list searches (`RecordType.search`), as migration
 * 012-list-search-trigrams indexed them: a trigram index per field and type serves that field's
 * `ilike '%term%'` (docs/decisions/232). Frozen: a search field added later needs a migration of
 * its own (the views tests compare this list with the record types).
 */
export const TRIGRAM_SEARCHED_FIELDS: Record<string, readonly string[]> = {
  jobs: ['number', 'title', 'customer_name', 'site'],
  customers: ['name', 'email', 'suburb', 'contact_name'],
  quotes: ['number', 'title', 'customer_name'],
  quote_options: ['name', 'description'],
  job_items: ['location', 'product', 'application', 'colour'],
  suppliers: ['name', 'category', 'email'],
  notes: ['text', 'author'],
  organisation_requests: ['name'],
};

/** Index names: records_<type>_<field>_trgm. */
export function trigramIndexName(type: string, field: string): string {
  return `records_${type}_${field}_trgm`;
}

/** Said when the database cannot give the extension: what to do about it. */
export const TRIGRAM_EXTENSION_MISSING =
  'The PostgreSQL extension pg_trgm is needed (its indexes serve the lists\u2019 text search, ' +
  'docs/decisions/232) but could not be created in this database';

/**
 * Makes sure pg_trgm is in the database and answers the schema that holds it, to name its
 * operator class. It is created in `public`, never in the migrating schema: an extension is one
 * per database, and a schema of its own would take the extension, and every other schema's
 * indexes on it, along when it is dropped (the tests' schemas are). Migrations run under one
 * advisory lock per database (core/migrate.ts), so two schemas never create it at once.
 * A server without it (no contrib package, or a role that may not create it) stops the start
 * with TRIGRAM_EXTENSION_MISSING and the reason: a superuser's `create extension pg_trgm` in the
 * database is the fix, and the next start finds it there.
 */
export async function trigramExtensionSchema(db: Kysely<unknown>): Promise<string> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select nspname as schema from pg_extension
        join pg_namespace on pg_namespace.oid = extnamespace
        where extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await installed();
  if (found) return found;
  try {
    // A savepoint, so a refusal leaves the migrations' transaction usable for the message.
    await sql`savepoint create_pg_trgm`.execute(db);
    await sql`create extension pg_trgm schema public`.execute(db);
    await sql`release savepoint create_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${TRIGRAM_EXTENSION_MISSING} (${reason}). Run \`create extension pg_trgm;\` in it as a ` +
        'superuser (it ships with PostgreSQL\u2019s contrib, as in every standard package and ' +
        'managed service), then start again.',
      { cause: error },
    );
  }
  return (await installed()) ?? 'public';
}

/** The name of the statistics of a searched field's text (all record types together). */
export function searchedFieldStatisticsName(field: string): string {
  return `records_${field}_text`;
}

/**
 * The trigram indexes of every searched field of every record type, and statistics of each
 * searched field's text. Without the statistics the planner guesses how many rows a term
 * matches from its length alone: a common term (a street name in every site) was guessed rare,
 * and the page read every match through the indexes and sorted them (40 ms over 10,000 jobs)
 * instead of walking its sort index and stopping after its rows (4 ms).
 */
export async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  const schema = await trigramExtensionSchema(db);
  const opclass = `"${schema.replaceAll('"', '""')}".gin_trgm_ops`;
  for (const [type, fields] of Object.entries(TRIGRAM_SEARCHED_FIELDS)) {
    for (const field of fields) {
      // No pending list (fastupdate off): a write puts its trigrams into the index itself.
      // With one, PGlite (which runs no vacuum) merges it only when a write passes its limit,
      // every search reads it, and the planner, which prices reading it, read all of the tests'
      // 3,000 jobs rather than the indexes for a rare term. With a list of 64 kB (the least)
      // an update on 10,000 jobs took 0.57 ms, against 0.94 ms with none and 0.38 ms without
      // the indexes.
      await sql
        .raw(
          `create index ${trigramIndexName(type, field)} on records using gin (${fieldSql(field)} ${opclass}) with (fastupdate = off) where record_type = '${type}'`,
        )
        .execute(db);
    }
  }
  const searched = new Set(Object.values(TRIGRAM_SEARCHED_FIELDS).flat());
  for (const field of searched) {
    await sql
      .raw(
        `create statistics ${searchedFieldStatisticsName(field)} on (${fieldSql(field)}) from records`,
      )
      .execute(db);
  }
}
