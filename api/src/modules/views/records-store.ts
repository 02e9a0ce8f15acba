import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../core/database';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import { ListSummaryCache, summaryOf, type ListSummary } from './list-summary-cache';
import { readCacheOf, type ReadCache, type TableChanges } from '../../core/table-changes';
import { numberValueSql, sortKeySql } from './record-field-indexes';
import { field, filterCondition, isSpan } from './record-filters';
import { USERS_REFERENCE, fieldKind, type RecordType } from './record-types';
import { refuseForeignIds } from '../../core/owned-ids';

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

export { FILTER_DATE_MESSAGE, FILTER_VALUE_MESSAGE } from './record-filters';

/** A record's place in a list query (previous/next record buttons). */
export interface Neighbours {
  previous_id: number | null;
  next_id: number | null;
  /** 1-based place in the list; null when the list does not hold the record. */
  position: number | null;
}

/**
 * The order of a list: the sort field (nulls last; each sortable field has an index per
 * direction), then the id, so rows with equal values keep one order on every page. `columns`
 * names the sort key and the id when they were selected already (the one-scan page).
 */
function orderTerms(
  type: RecordType,
  request: Pick<ListRequest, 'sortBy' | 'sortDirection'>,
  columns?: { key: string; id: string },
) {
  const sortKind = request.sortBy ? fieldKind(type, request.sortBy) : undefined;
  const idDirection = request.sortDirection === 'desc' && !sortKind ? sql`desc` : sql`asc`;
  const terms = [sql`${sql.raw(columns?.id ?? 'id')} ${idDirection}`];
  if (request.sortBy && sortKind) {
    const direction = request.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
    const key = columns?.key ?? sortKeySql(sortKind, request.sortBy);
    terms.unshift(sql`${sql.raw(key)} ${direction}`);
  }
  return terms;
}

/** The page size used: the request's, capped by what one answer may carry. */
function pageSizeOf(request: ListRequest): number {
  return Math.min(request.pageSize, MAX_PAGE_SIZE);
}

/** Reads, lists and changes the demo records of one organisation. */
/**
 * Pages of lists per app (the answers are shared: read-only). Pages of up to 1,000 rows are kept,
 * at most 200 of them (a few MB); a whole 10,000-row list is read each time.
 */
const LIST_CACHE_SIZE = 200;
const LIST_CACHE_MAX_ROWS = 1000;
/**
 * Pages of up to this many rows are read with their summary in one scan; a larger page (a list
 * without pagination) keeps the page and its summary apart rather than join its documents back.
 */
const ONE_SCAN_MAX_ROWS = 1000;
const listCaches = new WeakMap<TableChanges, ReadCache<ListResult>>();

/** One summary cache per database, shared by every store of the app. */
const summaryCaches = new WeakMap<Db, ListSummaryCache>();

function summaryCacheOf(db: Db): ListSummaryCache {
  let cache = summaryCaches.get(db);
  if (!cache) summaryCaches.set(db, (cache = new ListSummaryCache(db)));
  return cache;
}

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
      if (fieldKind(type, name)) conditions.push(sql<SqlBool>`${field(name)} = ${value}`);
    }
    for (const [name, value] of Object.entries(request.filters)) {
      const kind = fieldKind(type, name);
      if (!kind) continue;
      const condition = filterCondition(kind, name, value, timeZone);
      if (condition) conditions.push(condition);
    }
    return conditions;
  }

  /** The records of the type the request selects, scoped to the organisation. */
  private selected(
    organisationId: number,
    type: RecordType,
    request: ListRequest,
    timeZone: string,
  ) {
    return (
      this.ctx.db
        .selectFrom('records')
        .where('organisation_id', '=', organisationId)
        // A literal, not a parameter: the field indexes are partial, one record type each.
        .where('record_type', '=', sql.lit(type.name))
        .where((eb) => eb.and(this.conditions(type, request, timeZone)))
    );
  }

  /** One page of rows in the asked order; a builder, so tests can EXPLAIN it. */
  pageQuery(organisationId: number, type: RecordType, request: ListRequest, timeZone: string) {
    const pageSize = pageSizeOf(request);
    const selected = this.selected(organisationId, type, request, timeZone);
    let query = selected.select(['id', 'data']);
    for (const term of orderTerms(type, request)) query = query.orderBy(term);
    return query.limit(pageSize).offset((request.page - 1) * pageSize);
  }

  /**
   * One page with the count and the total of every matching row, from ONE scan of them
   * (docs/decisions/232): the matching ids, sort keys and amounts are read once into a
   * materialised CTE, which the summary and the page both read; the page's documents are then
   * read by id. The summary row is there even when the page is empty (its id is null).
   */
  pageWithSummaryQuery(
    organisationId: number,
    type: RecordType,
    request: ListRequest,
    timeZone: string,
  ) {
    const pageSize = pageSizeOf(request);
    const sortKind = request.sortBy ? fieldKind(type, request.sortBy) : undefined;
    const totalField = type.totalField;
    const where = sql.join(
      [
        sql`organisation_id = ${organisationId}`,
        // A literal, not a parameter: the field indexes are partial, one record type each.
        sql`record_type = ${sql.lit(type.name)}`,
        ...this.conditions(type, request, timeZone),
      ],
      sql` and `,
    );
    const columns = [sql`id`];
    if (request.sortBy && sortKind)
      columns.push(sql`${sql.raw(sortKeySql(sortKind, request.sortBy))} as sort_key`);
    if (totalField) columns.push(sql`${sql.raw(numberValueSql(totalField))} as amount`);
    const total = totalField ? sql`sum(amount)` : sql`null`;
    return sql<{
      count: string;
      total: string | null;
      id: number | null;
      data: Record<string, unknown> | null;
    }>`with matched as materialized (select ${sql.join(columns)} from records where ${where}),
page as (select * from matched order by ${sql.join(orderTerms(type, request, { key: 'sort_key', id: 'id' }))} limit ${pageSize} offset ${(request.page - 1) * pageSize})
select summary.count, summary.total, page.id, records.data
from (select count(*) as count, ${total} as total from matched) summary
left join (page join records on records.id = page.id) on true
order by ${sql.join(orderTerms(type, request, { key: 'page.sort_key', id: 'page.id' }))}`;
  }

  /**
   * The records before and after one record in the order of a list query (search, filters,
   * sort, ties by id), read by the database without sending the list: null at either end, and
   * both null with position null when the query does not hold the record.
   */
  async neighbours(
    organisationId: number,
    type: RecordType,
    id: number,
    request: Omit<ListRequest, 'page' | 'pageSize'>,
  ): Promise<Neighbours> {
    const listRequest: ListRequest = { ...request, page: 1, pageSize: 1 };
    const timeZone = Object.values(request.filters).some(isSpan)
      ? await this.timeZoneOf(organisationId)
      : 'UTC';
    const order = sql.join(orderTerms(type, listRequest));
    const ordered = this.selected(organisationId, type, listRequest, timeZone).select([
      'id',
      sql<number | null>`lag(id) over (order by ${order})`.as('previous_id'),
      sql<number | null>`lead(id) over (order by ${order})`.as('next_id'),
      sql<string>`row_number() over (order by ${order})`.as('position'),
    ]);
    const row = await this.ctx.db
      .selectFrom(ordered.as('ordered'))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { previous_id: null, next_id: null, position: null };
    return {
      previous_id: row.previous_id === null ? null : Number(row.previous_id),
      next_id: row.next_id === null ? null : Number(row.next_id),
      position: Number(row.position),
    };
  }

  /**
   * One page of a list with its count and totals: from memory while the records (and the
   * organisation's time zone) are unchanged, where writes are counted (docs/decisions/175).
   */
  list(organisationId: number, type: RecordType, request: ListRequest): Promise<ListResult> {
    const cache = readCacheOf(listCaches, this.ctx.tableChanges, ['records', 'organisations'], {
      capacity: LIST_CACHE_SIZE,
      keep: (result) => result.rows.length <= LIST_CACHE_MAX_ROWS,
    });
    return cache.get(`${organisationId}\u0000${type.name}\u0000${JSON.stringify(request)}`, () =>
      this.readList(organisationId, type, request),
    );
  }

  private async readList(
    organisationId: number,
    type: RecordType,
    request: ListRequest,
  ): Promise<ListResult> {
    // Only a date span needs the organisation's zone: other lists skip that query.
    const timeZone = Object.values(request.filters).some(isSpan)
      ? await this.timeZoneOf(organisationId)
      : 'UTC';
    const totalField = type.totalField;
    const pageSize = pageSizeOf(request);
    // The count and the sum of show_total, as one aggregate query; remembered while the fields
    // it reads are unchanged (its compiled text is the key).
    const summaryQuery = this.selected(organisationId, type, request, timeZone).select((eb) => [
      eb.fn.countAll<string>().as('count'),
      totalField
        ? sql<string | null>`sum(${sql.raw(numberValueSql(totalField))})`.as('total')
        : sql<null>`null`.as('total'),
    ]);
    const summaries = summaryCacheOf(this.ctx.db);
    const fields = [
      ...(request.search?.trim() ? type.search : []),
      ...Object.keys(request.equals),
      ...Object.keys(request.filters),
      ...(totalField ? [totalField] : []),
    ];
    const result = (
      summary: ListSummary,
      rows: { id: number; data: Record<string, unknown> }[],
    ) => ({
      rows: rows.map((row) => this.present(type, row.id, row.data)),
      total: summary.count,
      pageSize,
      totals: totalField ? { [totalField]: Math.round((summary.total ?? 0) * 100) / 100 } : {},
    });
    // Only a text search scans every record of the type for its page (no index serves
    // `ilike '%…%'`): such a page reads its summary in that one scan when it has none remembered.
    // Any other page walks a sort index and stops after its rows, cheaper beside its summary
    // than one statement that computes every matching row's sort key (docs/decisions/232).
    const searched = Boolean(request.search?.trim()) && type.search.length > 0;
    if (!searched || pageSize > ONE_SCAN_MAX_ROWS) {
      const [summary, rows] = await Promise.all([
        summaries.summary(organisationId, type.name, fields, summaryQuery),
        this.pageQuery(organisationId, type, request, timeZone).execute(),
      ]);
      return result(summary, rows);
    }
    const known = await summaries.known(organisationId, type.name, fields, summaryQuery);
    if (known.summary) {
      // Only the page.
      return result(
        known.summary,
        await this.pageQuery(organisationId, type, request, timeZone).execute(),
      );
    }
    // The page and its summary from one scan of the matching rows (docs/decisions/232).
    const { rows } = await this.pageWithSummaryQuery(
      organisationId,
      type,
      request,
      timeZone,
    ).execute(this.ctx.db);
    const summary = known.remember(summaryOf(rows[0]));
    return result(
      summary,
      rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, data: row.data ?? {} }])),
    );
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

  /**
   * Creates (id null) or replaces a record; the stored document is answered. `stored` is the
   * record as the caller just read it, when it did (saves reading it again).
   */
  async save(
    organisationId: number,
    type: RecordType,
    id: number | null,
    data: Record<string, unknown>,
    stored?: Record<string, unknown>,
  ): Promise<RecordRow> {
    // References kept as stored pass (a job of a since deleted customer still saves).
    const previous =
      id === null ? {} : (stored ?? (await this.find(organisationId, type.name, id)) ?? {});
    const document = await this.complete(organisationId, type, data, previous);
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
    previous: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const document: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data)) {
      if (name === 'id') continue;
      const kind = fieldKind(type, name);
      if (kind === 'number')
        document[name] =
          value === '' || value === null || value === undefined ? null : Number(value);
      else if (kind === 'boolean')
        document[name] = value === true || value === 1 || value === '1' || value === 'true';
      else document[name] = value;
    }
    // Ids of other rows must be the organisation's (issue 36, item 3): every save passes here.
    await refuseForeignIds(
      this.ctx.db,
      organisationId,
      Object.entries(type.references ?? {})
        .filter(([name]) => JSON.stringify(document[name]) !== JSON.stringify(previous[name]))
        .map(([name, target]) => ({
          field: name,
          target:
            target === USERS_REFERENCE
              ? { kind: 'user' as const }
              : { kind: 'record' as const, recordType: target },
          value: document[name],
        })),
    );
    if (fieldKind(type, 'customer_name') && document.customer_id) {
      const customer = await this.find(organisationId, 'customers', Number(document.customer_id));
      document.customer_name = customer ? String(customer.name ?? '') : null;
    }
    return document;
  }
}
