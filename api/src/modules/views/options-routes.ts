import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DropdownOptionsRequest, OptionsPage, SelectOption } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { HttpError, ok, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { JOB_STATUSES, JOB_TYPES, PRIORITIES, QUOTE_STATUSES } from './record-types';
import { LIST_PAGINATION_SCHEMA, OPEN_OBJECT, repliesWith } from './schemas';

export const OPTIONS_PAGE_SIZE = 20;

/** Fixed option lists. */
const STATIC_OPTIONS: Record<string, SelectOption[]> = {
  'job-types': Object.entries(JOB_TYPES).map(([id, name]) => ({ id, name })),
  'job-statuses': Object.entries(JOB_STATUSES).map(([id, status]) => ({ id, name: status.name })),
  priorities: Object.entries(PRIORITIES).map(([id, name]) => ({ id, name })),
  'quote-statuses': Object.entries(QUOTE_STATUSES).map(([id, status]) => ({
    id,
    name: status.name,
  })),
  'customer-types': ['Residential', 'Commercial', 'Builder'].map((name) => ({ id: name, name })),
  'supplier-categories': ['Mesh', 'Aluminium', 'Hardware', 'Glass'].map((name) => ({
    id: name,
    name,
  })),
  products: [
    { id: 'frame', name: 'Aluminium frame', compulsory: true },
    { id: 'mesh-ss', name: 'Stainless steel mesh' },
    { id: 'mesh-alu', name: 'Aluminium mesh' },
    { id: 'lock', name: 'Triple lock', compulsory: true },
    { id: 'closer', name: 'Door closer' },
    { id: 'pet-door', name: 'Pet door' },
  ],
};

/** Options read from the organisation's records, by source name. */
const RECORD_SOURCES: Record<string, string> = { customers: 'customers', suppliers: 'suppliers' };

interface OptionsQuery {
  search?: string;
  page: number;
  pageSize: number;
}

/** One page of a source's options; the selected value is answered even when off the page. */
async function optionsPage(
  ctx: AppContext,
  user: AuthUser,
  source: string,
  query: OptionsQuery,
  selected?: unknown,
): Promise<OptionsPage> {
  const search = query.search?.trim().toLowerCase() ?? '';
  // Own properties only: a source named 'constructor' is unknown, not Object (issue 36, item 8).
  const fixed = Object.hasOwn(STATIC_OPTIONS, source) ? STATIC_OPTIONS[source] : undefined;
  if (fixed) {
    const matching = fixed.filter((option) => option.name.toLowerCase().includes(search));
    const start = (query.page - 1) * query.pageSize;
    return { options: matching.slice(start, start + query.pageSize), total: matching.length };
  }
  if (source === 'staff') {
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('organisation_id', '=', user.organisation_id)
      .where('user_type_id', '!=', 4)
      .orderBy('first_name')
      .execute();
    const matching = rows
      .map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }))
      .filter((option) => option.name.toLowerCase().includes(search));
    const start = (query.page - 1) * query.pageSize;
    return { options: matching.slice(start, start + query.pageSize), total: matching.length };
  }
  const recordType = Object.hasOwn(RECORD_SOURCES, source) ? RECORD_SOURCES[source] : undefined;
  if (!recordType) throw new HttpError(404, `Unknown options '${source}'.`);
  const base = ctx.db
    .selectFrom('records')
    .where('organisation_id', '=', user.organisation_id)
    .where('record_type', '=', recordType)
    .where(sql<boolean>`lower(data->>'name') like ${`%${search}%`}`);
  const count = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', sql<string>`data->>'name'`.as('name')])
    .orderBy(sql`lower(data->>'name')`)
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const options: SelectOption[] = rows.map((row) => ({ id: row.id, name: row.name }));
  const selectedId = Number(selected);
  if (
    Number.isInteger(selectedId) &&
    selectedId > 0 &&
    !options.some((option) => option.id === selectedId)
  ) {
    const chosen = await ctx.db
      .selectFrom('records')
      .select(['id', sql<string>`data->>'name'`.as('name')])
      .where('organisation_id', '=', user.organisation_id)
      .where('record_type', '=', recordType)
      .where('id', '=', selectedId)
      .executeTakeFirst();
    if (chosen) options.unshift({ id: chosen.id, name: chosen.name });
  }
  return { options, total: Number(count.count) };
}

/** The query string of a searched, paged option list. */
export interface OptionsQueryString {
  search?: string;
  pagination_object?: { page_number?: number; page_size?: number };
}

/** One page of options as a route answers it; `load` reads the page (at most `maxPageSize`). */
export async function optionsAnswer<T>(
  query: OptionsQueryString,
  maxPageSize: number,
  load: (paging: OptionsQuery) => Promise<{ options: T[]; total: number }>,
) {
  const page = query.pagination_object?.page_number ?? 1;
  const pageSize = Math.min(query.pagination_object?.page_size ?? OPTIONS_PAGE_SIZE, maxPageSize);
  const result = await load({ search: query.search, page, pageSize });
  return ok(result.options, {
    pagination_object: { page_number: page, page_size: pageSize, total_records: result.total },
  });
}

const SOURCE_URL = /^\/options\/([a-z-]+)$/;

export const DROPDOWN_ENTRY_MESSAGE = 'Each entry of values must be an object with a data_url.';

/** Select options: paged sources, the first pages of a whole form at once, and relationships. */
export function registerOptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { source: string }; Querystring: OptionsQueryString }>(
    '/options/:source',
    {
      schema: {
        params: S.obj({ source: S.str({ pattern: '^[a-z-]{2,40}$' }) }, ['source']),
        querystring: S.obj(
          { search: S.str({ maxLength: 200 }), pagination_object: LIST_PAGINATION_SCHEMA },
          [],
          {
            additionalProperties: true,
          },
        ),
        response: repliesWith(S.arr(OPEN_OBJECT)),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return optionsAnswer(request.query, 1000, (paging) =>
        optionsPage(ctx, user, request.params.source, paging),
      );
    },
  );

  app.get<{ Querystring: { values: string } }>(
    '/dropdown-options',
    {
      schema: {
        querystring: S.obj({ values: S.str({ maxLength: 20_000 }) }, ['values']),
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      let requests: DropdownOptionsRequest[];
      try {
        const parsed: unknown = JSON.parse(request.query.values);
        if (!Array.isArray(parsed)) throw new Error('values must be a list');
        // Each entry is read as an object: null, a number or a list inside is the client's error
        // (`values=[null]` was a 500, issue 36, item 5).
        if (
          !parsed.every(
            (entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry),
          )
        )
          throw new Error(DROPDOWN_ENTRY_MESSAGE);
        requests = parsed as DropdownOptionsRequest[];
      } catch (error) {
        throw new HttpError(400, 'The option request could not be read.', {
          errors: { values: [(error as Error).message] },
        });
      }
      const answer: Record<string, OptionsPage> = {};
      for (const entry of requests.slice(0, 100)) {
        // Fields are read only when they are plain values (an object's toString is never called).
        const url = typeof entry.data_url === 'string' ? entry.data_url : '';
        const match = SOURCE_URL.exec(url);
        if (!match || Object.hasOwn(answer, url)) continue;
        const size = ['string', 'number'].includes(typeof entry.page_size)
          ? Number(entry.page_size)
          : Number.NaN;
        const pageSize = Math.min(
          Number.isInteger(size) && size > 0 ? size : OPTIONS_PAGE_SIZE,
          100,
        );
        const selected = ['string', 'number'].includes(typeof entry.value)
          ? entry.value
          : undefined;
        answer[url] = await optionsPage(ctx, user, match[1], { page: 1, pageSize }, selected);
      }
      return ok(answer);
    },
  );

  app.post<{ Params: { name: string }; Body: Record<string, unknown> }>(
    '/relationships/:name',
    {
      schema: {
        params: S.obj({ name: S.str({ pattern: '^[a-z-]{2,40}$' }) }, ['name']),
        body: S.obj({ trigger_field: S.str({ maxLength: 64 }) }, ['trigger_field'], {
          additionalProperties: true,
        }),
        response: repliesWith({}),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const customerId = Number(request.body.customer_id);
      const customer =
        Number.isInteger(customerId) && customerId > 0
          ? await ctx.db
              .selectFrom('records')
              .select('data')
              .where('organisation_id', '=', user.organisation_id)
              .where('record_type', '=', 'customers')
              .where('id', '=', customerId)
              .executeTakeFirst()
          : undefined;
      const data = customer?.data ?? {};
      switch (request.params.name) {
        case 'customer-contact':
          return ok({ contact: data.contact_name ?? null, contact_phone: data.phone ?? null });
        case 'customer-sites': {
          const sites = Array.isArray(data.sites) ? data.sites : [];
          return ok(sites.map((site) => ({ id: String(site), name: String(site) })));
        }
        default:
          throw new HttpError(404, `Unknown relationship '${request.params.name}'.`);
      }
    },
  );
}
