import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../core/database';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import type { FieldKind, RecordType } from './record-types';

/** A record as the client receives it: the document plus id and the computed fields. */
export type RecordRow = Record<string, unknown> & { id: number };

export interface ListRequest {
  search?: string;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  /** field → value: a { from, to } span, a list, or one value. */
  filters: Record<string, unknown>;
  /** Equality on fields of the type (e.g. job_id from a tab). */
  equals: Record<string, string>;
  /** Rows of `{ id }` only (for previous/next navigation), up to MAX_IDS_PAGE_SIZE. */
  idsOnly?: boolean;
}

export interface ListResult {
  /** The page size used (the request's, capped). */
  pageSize: number;
  rows: RecordRow[];
  total: number;
  totals: Record<string, number>;
}

/** Full rows per answer at most (a list without pagination shows up to this many). */
export const MAX_PAGE_SIZE = 10_000;
/** Ids per answer at most: the previous/next navigation asks for every id, not every row. */
export const MAX_IDS_PAGE_SIZE = 100_000;

function field(name: string) {
  return sql`data->>${name}`;
}

function sortExpression(kind: FieldKind, name: string) {
  switch (kind) {
    case 'number':
      return sql`records_number(data->>${name})`;
    case 'date':
      return sql`records_date(data->>${name})`;
    case 'datetime':
      return sql`records_instant(data->>${name})`;
    case 'boolean':
      return sql`records_boolean(data->>${name})`;
    default:
      return sql`lower(data->>${name})`;
  }
}

function isSpan(value: unknown): value is { from: string; to: string } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

function filterCondition(
  kind: FieldKind,
  name: string,
  value: unknown,
  timeZone: string,
): Expression<SqlBool> | null {
  if (isSpan(value)) {
    const from = new Date(value.from);
    const to = new Date(value.to);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
    // A calendar date counts from its start in the organisation's zone.
    const instant =
      kind === 'date'
        ? sql`(records_date(data->>${name})::timestamp at time zone ${timeZone})`
        : sql`records_instant(data->>${name})`;
    return sql<SqlBool>`${instant} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return sql<SqlBool>`${field(name)} in (${sql.join(value.map((entry) => String(entry)))})`;
  }
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'text') return sql<SqlBool>`${field(name)} ilike ${`%${String(value)}%`}`;
  return sql<SqlBool>`${field(name)} = ${String(value)}`;
}

/** Reads, lists and changes the demo records of one organisation. */
export class RecordsStore {
  constructor(private readonly ctx: AppContext) {}

  async timeZoneOf(organisationId: number): Promise<string> {
    const row = await this.ctx.db
      .selectFrom('organisations')
      .select('timezone')
      .where('id', '=', organisationId)
      .executeTakeFirst();
    return row?.timezone ?? 'UTC';
  }

  private conditions(
    type: RecordType,
    request: ListRequest,
    timeZone: string,
  ): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    const search = request.search?.trim();
    if (search && type.search.length > 0) {
      const pattern = `%${search}%`;
      conditions.push(
        sql<SqlBool>`(${sql.join(
          type.search.map((name) => sql`${field(name)} ilike ${pattern}`),
          sql` or `,
        )})`,
      );
    }
    for (const [name, value] of Object.entries(request.equals)) {
      if (type.fields[name]) conditions.push(sql<SqlBool>`${field(name)} = ${value}`);
    }
    for (const [name, value] of Object.entries(request.filters)) {
      const kind = type.fields[name];
      if (!kind) continue;
      const condition = filterCondition(kind, name, value, timeZone);
      if (condition) conditions.push(condition);
    }
    return conditions;
  }

  async list(organisationId: number, type: RecordType, request: ListRequest): Promise<ListResult> {
    const timeZone = await this.timeZoneOf(organisationId);
    const conditions = this.conditions(type, request, timeZone);
    const base = this.ctx.db
      .selectFrom('records')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', type.name)
      .where((eb) => eb.and(conditions));
    const totalField = type.totalField;
    const summary = await base
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        totalField
          ? sql<string | null>`sum(records_number(data->>${totalField}))`.as('total')
          : sql<null>`null`.as('total'),
      ])
      .executeTakeFirstOrThrow();
    const pageSize = Math.min(
      request.pageSize,
      request.idsOnly ? MAX_IDS_PAGE_SIZE : MAX_PAGE_SIZE,
    );
    const sortKind = request.sortBy ? type.fields[request.sortBy] : undefined;
    let query = request.idsOnly
      ? base.select(['id', sql<Record<string, unknown>>`'{}'::jsonb`.as('data')])
      : base.select(['id', 'data']);
    if (request.sortBy && sortKind) {
      const direction =
        request.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
      query = query.orderBy(sql`${sortExpression(sortKind, request.sortBy)} ${direction}`);
    }
    const rows = await query
      .orderBy('id', request.sortDirection === 'desc' && !sortKind ? 'desc' : 'asc')
      .limit(pageSize)
      .offset((request.page - 1) * pageSize)
      .execute();
    return {
      rows: request.idsOnly
        ? rows.map((row) => ({ id: row.id }))
        : rows.map((row) => this.present(type, row.id, row.data)),
      total: Number(summary.count),
      pageSize,
      totals: totalField
        ? { [totalField]: Math.round(Number(summary.total ?? 0) * 100) / 100 }
        : {},
    };
  }

  present(type: RecordType, id: number, data: Record<string, unknown>): RecordRow {
    return { ...data, ...(type.decorate?.(data) ?? {}), id };
  }

  async find(
    organisationId: number,
    typeName: string,
    id: number,
  ): Promise<Record<string, unknown> | null> {
    const row = await this.ctx.db
      .selectFrom('records')
      .select('data')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', typeName)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.data ?? null;
  }

  async get(
    organisationId: number,
    type: RecordType,
    id: number,
  ): Promise<Record<string, unknown>> {
    const data = await this.find(organisationId, type.name, id);
    if (!data) throw new HttpError(404, `${type.label} not found.`);
    return data;
  }

  /** Creates (id null) or replaces a record; the stored document is answered. */
  async save(
    organisationId: number,
    type: RecordType,
    id: number | null,
    data: Record<string, unknown>,
  ): Promise<RecordRow> {
    const document = await this.complete(organisationId, type, data);
    if (id === null) {
      // The row and its generated number are written together: no numberless job is ever seen.
      const insertedId = await this.ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('records')
          .values({
            organisation_id: organisationId,
            record_type: type.name,
            data: JSON.stringify(document),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (type.numberPrefix && !document.number) {
          document.number = `${type.numberPrefix}${String(inserted.id).padStart(5, '0')}`;
          await this.replace(organisationId, type, inserted.id, document, trx);
        }
        return inserted.id;
      });
      return this.present(type, insertedId, document);
    }
    await this.replace(organisationId, type, id, document);
    return this.present(type, id, document);
  }

  async replace(
    organisationId: number,
    type: RecordType,
    id: number,
    document: Record<string, unknown>,
    db: Db = this.ctx.db,
  ): Promise<void> {
    const result = await db
      .updateTable('records')
      .set({ data: JSON.stringify(document), updated_at: this.ctx.clock.now() })
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', type.name)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, `${type.label} not found.`);
  }

  async remove(organisationId: number, type: RecordType, id: number): Promise<void> {
    const result = await this.ctx.db
      .deleteFrom('records')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', type.name)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, `${type.label} not found.`);
  }

  /** Fills the denormalised names (customer_name) and coerces numbers and booleans. */
  private async complete(
    organisationId: number,
    type: RecordType,
    data: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const document: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data)) {
      if (name === 'id') continue;
      const kind = type.fields[name];
      if (kind === 'number')
        document[name] =
          value === '' || value === null || value === undefined ? null : Number(value);
      else if (kind === 'boolean')
        document[name] = value === true || value === 1 || value === '1' || value === 'true';
      else document[name] = value;
    }
    if (type.fields.customer_name && document.customer_id) {
      const customer = await this.find(organisationId, 'customers', Number(document.customer_id));
      document.customer_name = customer ? String(customer.name ?? '') : null;
    }
    return document;
  }
}
