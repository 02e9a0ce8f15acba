import { sql } from 'kysely';
import type { SearchResult } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { SEARCH_COUNT_CAP, type SearchHits, type SearchProvider } from '../../core/search';
import { prefixQuery, searchVectorSql } from '../../core/search-text';
import { isDashboardUser } from '../../core/permissions';
import { visibleRoutes } from '../shell/route-list';
import { fieldSql } from './record-field-indexes';
import { JOB_STATUSES, QUOTE_STATUSES } from './record-types';

/**
 * The record types the global search finds, and what it reads of each (docs/decisions/198).
 * `weighted` fields rank above `other` ones. Migration 009-record-search builds the stored
 * `search_vector` column from this list, so it is frozen: a change needs a migration of its own.
 */
export const SEARCHED_RECORD_FIELDS = {
  jobs: { weighted: ['number', 'customer_name'], other: ['site'] },
  customers: { weighted: ['name'], other: ['email', 'phone', 'contact_name', 'suburb', 'sites'] },
  quotes: { weighted: ['number', 'customer_name'], other: [] },
  suppliers: { weighted: ['name'], other: [] },
} as const satisfies Record<string, { weighted: string[]; other: string[] }>;

export type SearchedRecordType = keyof typeof SEARCHED_RECORD_FIELDS;

/** The text of fields as one SQL text (a JSON array such as `sites` reads as its strings). */
function fieldsTextSql(fields: readonly string[]): string {
  if (fields.length === 0) return `''`;
  return fields
    .map((field) =>
      field === 'sites'
        ? `coalesce((data->'sites')::text, '')`
        : `coalesce(${fieldSql(field)}, '')`,
    )
    .join(` || ' ' || `);
}

/** The stored column's expression: each searched type's vector, null for other types. */
export function recordSearchVectorSql(): string {
  const branches = Object.entries(SEARCHED_RECORD_FIELDS).map(([type, { weighted, other }]) => {
    const vector = [searchVectorSql(fieldsTextSql(weighted), 'A')];
    if (other.length > 0) vector.push(searchVectorSql(fieldsTextSql(other), 'B'));
    return `when '${type}' then ${vector.join(' || ')}`;
  });
  return `case record_type ${branches.join(' ')} else null end`;
}

export function recordSearchIndexName(type: string): string {
  return `records_${type}_search`;
}

interface Hit {
  id: number;
  data: Record<string, unknown>;
  total: string | number;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');

interface SearchedType {
  type: SearchedRecordType;
  group: string;
  order: number;
  /** The page a hit opens (':id' is the record's), as the shell's routes name it. */
  page: string;
  /** The field that, equal to the whole query, puts a hit first (a number, a name). */
  exact: string;
  label(data: Record<string, unknown>, id: number): string;
  caption(data: Record<string, unknown>): string;
}

/**
 * Jobs, customers and quotes open their record pages; suppliers have no record page, so a
 * supplier opens the suppliers list.
 */
export const SEARCHED_TYPES: SearchedType[] = [
  {
    type: 'jobs',
    group: 'Jobs',
    order: 11,
    page: '/jobs/:id',
    exact: 'number',
    label: (data, id) => `Job ${text(data.number) || id}`,
    caption: (data) =>
      joined(data.customer_name, data.site, JOB_STATUSES[text(data.status)]?.name ?? data.status),
  },
  {
    type: 'customers',
    group: 'Customers',
    order: 12,
    page: '/customers/:id',
    exact: 'name',
    label: (data) => text(data.name),
    caption: (data) => joined(data.suburb, data.email, data.phone),
  },
  {
    type: 'quotes',
    group: 'Quotes',
    order: 13,
    page: '/quotes/:id',
    exact: 'number',
    label: (data, id) => `Quote ${text(data.number) || id}`,
    caption: (data) =>
      joined(
        data.customer_name,
        data.title,
        QUOTE_STATUSES[text(data.status)]?.name ?? data.status,
      ),
  },
  {
    type: 'suppliers',
    group: 'Suppliers',
    order: 15,
    page: '/suppliers',
    exact: 'name',
    label: (data) => text(data.name),
    caption: (data) => joined(data.category, data.email, data.phone),
  },
];

/**
 * The path of the page `page` ('/jobs/:id') in the user's organisation, or null when the user
 * may not open it (its route's roles, a dashboard user, another organisation's page).
 */
export async function visiblePage(
  ctx: AppContext,
  user: Parameters<typeof visibleRoutes>[1],
  page: string,
): Promise<string | null> {
  const routes = await visibleRoutes(ctx, user);
  const wanted = `/_${user.organisation_short_code}_${page}`;
  return routes.find((route) => route.path === wanted)?.path ?? null;
}

/**
 * The first SEARCH_COUNT_CAP matches by the type's index, ranked: the exact number or name
 * first, then by ts_rank (matches in the weighted fields above others), then the newest.
 */
export function recordSearchQuery(
  organisationId: number,
  searched: Pick<SearchedType, 'type' | 'exact'>,
  query: string,
  tsquery: string,
  limit: number,
) {
  const q = sql`to_tsquery('simple', ${tsquery})`;
  const exact = sql.raw(`lower(${fieldSql(searched.exact)})`);
  return sql<Hit>`
    select id, data, count(*) over () as total
    from (
      select id, data, search_vector from records
      where organisation_id = ${organisationId}
        and record_type = ${searched.type}
        and search_vector @@ ${q}
      limit ${SEARCH_COUNT_CAP}
    ) hits
    order by ${exact} = ${query.toLowerCase()} desc, ts_rank(search_vector, ${q}) desc, id desc
    limit ${limit}
  `;
}

function recordsProvider(ctx: AppContext, searched: SearchedType): SearchProvider {
  return {
    group: searched.group,
    order: searched.order,
    async search(query, user, limit): Promise<SearchHits> {
      const none = { results: [], total: 0 };
      const tsquery = prefixQuery(query);
      if (!tsquery || isDashboardUser(user)) return none;
      const page = await visiblePage(ctx, user, searched.page);
      if (!page) return none;
      const { rows } = await recordSearchQuery(
        user.organisation_id,
        searched,
        query,
        tsquery,
        limit,
      ).execute(ctx.db);
      const total = rows.length > 0 ? Number(rows[0].total) : 0;
      return {
        total,
        capped: total >= SEARCH_COUNT_CAP,
        results: rows.map((row): SearchResult => ({
          label: searched.label(row.data, row.id),
          caption: searched.caption(row.data),
          type_name: searched.type.replace(/s$/, ''),
          path: page.replace(':id', String(row.id)),
          item_class: `search-item search-${searched.type}`,
        })),
      };
    },
  };
}

export function registerRecordSearch(ctx: AppContext): void {
  for (const searched of SEARCHED_TYPES) ctx.search.register(recordsProvider(ctx, searched));
}
