import { sql } from 'kysely';
import type { Db } from './database';
import { HttpError } from './http';

/**
 * Ids a client writes into a row that point at another row (owner, customer, job, pricing
 * group, …) are checked here, in one place, against the caller's organisation (issue 36,
 * item 3; docs/decisions/184). Another organisation's id and an id that does not exist get
 * the same answer, a 404 naming the field, so ids reveal nothing.
 */
export type OwnedKind =
  /** A staff member of the organisation (users.organisation_id). */
  | { kind: 'user' }
  /** A record of one type (records.organisation_id, records.record_type). */
  | { kind: 'record'; recordType: string }
  /** A row of a table with an organisation_id column. */
  | { kind: 'table'; table: OrganisationTable };

/** Tables whose rows a client may name by id, each with an organisation_id column. */
export type OrganisationTable =
  | 'wholesale_pricing_groups'
  | 'wholesale_customers'
  | 'wholesale_products'
  | 'wholesale_applications'
  | 'wholesale_colours'
  | 'wholesale_accessories';

export interface OwnedReference {
  /** The field as the client named it (shown in the 404's errors). */
  field: string;
  target: OwnedKind;
  /** One id or a list of ids; null, undefined and '' name nothing. */
  value: unknown;
}

export const NOT_IN_ORGANISATION_MESSAGE = 'Not found.';

function idsOf(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.filter((v) => v !== null && v !== '') : [value];
}

function asId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647
    ? id
    : null;
}

async function ownedIdsOf(
  db: Db,
  organisationId: number,
  target: OwnedKind,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let rows: Array<{ id: number }>;
  if (target.kind === 'user') {
    rows = await db
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .execute();
  } else if (target.kind === 'record') {
    rows = await db
      .selectFrom('records')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', target.recordType)
      .where('id', 'in', ids)
      .execute();
  } else {
    const result = await sql<{ id: number }>`select id from ${sql.table(target.table)}
      where organisation_id = ${organisationId} and id in (${sql.join(ids)})`.execute(db);
    rows = result.rows;
  }
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Refuses (404, the field named) any reference that is not an id of a row of the caller's
 * organisation. Every store that writes client-given ids calls this before it writes.
 */
export async function refuseForeignIds(
  db: Db,
  organisationId: number,
  references: readonly OwnedReference[],
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const reference of references) {
    const raw = idsOf(reference.value);
    const ids = raw.map(asId);
    const valid = ids.filter((id): id is number => id !== null);
    const owned = await ownedIdsOf(db, organisationId, reference.target, [...new Set(valid)]);
    if (ids.length !== valid.length || valid.some((id) => !owned.has(id))) {
      errors[reference.field] = [NOT_IN_ORGANISATION_MESSAGE];
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new HttpError(404, `${fields[0]}: ${NOT_IN_ORGANISATION_MESSAGE}`, { errors });
  }
}
