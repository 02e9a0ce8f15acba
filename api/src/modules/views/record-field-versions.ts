import { sql, type Kysely } from 'kysely';
import { createChangeVersions, raiseChangeVersionsOn } from '../../core/change-versions';
import type { Db } from '../../core/database';

/**
 * Change counters of the records' fields (docs/decisions/218): one row per organisation, record
 * type and top-level field of the document, raised in the transaction of every change that
 * gives the field another value; the field `*` is raised when a record is added, removed or
 * moved to another organisation or type. A summary that reads some fields is still right while
 * the sum of their counters and `*`'s is unchanged: counters only grow, so any change of any of
 * them changes the sum. A note typed into a job does not make every jobs list count again.
 */
export const ROWS_FIELD = '*';

const TABLE = 'record_field_versions';

/** A document's top-level fields; a document that is not an object has none. */
const fieldsOf = (row: string) =>
  `jsonb_each(case when jsonb_typeof(${row}.data) = 'object' then ${row}.data else '{}'::jsonb end)`;

/** The fields whose values differ between the rows before (o) and after (n) an update. */
const CHANGED_FIELDS = `
  select n.organisation_id, n.record_type, coalesce(d.key_after, d.key_before) as field
  from changed_before o join changed n on n.id = o.id
  cross join lateral (
    select a.key as key_after, b.key as key_before
    from ${fieldsOf('n')} a full join ${fieldsOf('o')} b on a.key = b.key
    where a.value is distinct from b.value
  ) d
  where n.organisation_id = o.organisation_id and n.record_type = o.record_type`;

/** Rows that moved between organisations or types count as removed there and added here. */
const MOVED_ROWS = `
  select o.organisation_id, o.record_type, '${ROWS_FIELD}' as field
  from changed_before o join changed n on n.id = o.id
  where n.organisation_id <> o.organisation_id or n.record_type <> o.record_type
  union all
  select n.organisation_id, n.record_type, '${ROWS_FIELD}'
  from changed_before o join changed n on n.id = o.id
  where n.organisation_id <> o.organisation_id or n.record_type <> o.record_type`;

const TOUCHED = {
  insert: `select organisation_id, record_type, '${ROWS_FIELD}' as field from changed`,
  delete: `select organisation_id, record_type, '${ROWS_FIELD}' as field from changed`,
  update: `${CHANGED_FIELDS} union all ${MOVED_ROWS}`,
} as const;

/** Creates the counters, their statement-level triggers on `records`, and counts what exists. */
export async function createRecordFieldVersions(db: Kysely<unknown>): Promise<void> {
  await createChangeVersions(
    db,
    TABLE,
    [
      { column: 'organisation_id', type: 'integer' },
      { column: 'record_type', type: 'text' },
      { column: 'field', type: 'text' },
    ],
    TOUCHED,
  );
  // Its triggers on records; a truncate raises every counter (each type with records has its `*` row).
  await raiseChangeVersionsOn(db, 'records', TABLE);
  await sql
    .raw(
      `insert into ${TABLE} (organisation_id, record_type, field, version)
       select distinct organisation_id, record_type, '${ROWS_FIELD}', 1 from records`,
    )
    .execute(db);
}

/**
 * The version of what a summary of an organisation's records of one type reads: the sum of the
 * counters of `fields` and of the rows ('0' before any change).
 */
export async function fieldsVersion(
  db: Db,
  organisationId: number,
  recordType: string,
  fields: readonly string[],
): Promise<string> {
  const row = await db
    .selectFrom(TABLE)
    .select(sql<string>`coalesce(sum(version), 0)::text`.as('version'))
    .where('organisation_id', '=', organisationId)
    .where('record_type', '=', recordType)
    .where('field', 'in', [ROWS_FIELD, ...fields])
    .executeTakeFirstOrThrow();
  return row.version;
}
