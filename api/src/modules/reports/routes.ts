import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type {
  ReportDefinition,
  ReportRunResult,
  SavedReport,
  SavedReportSummary,
} from '@platform/shared/contracts';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { roleIdsOf } from '../../core/permissions';
import type { AuthUser } from '../../core/sessions';
import { publicCatalogue } from './catalogue';
import {
  compileReport,
  MAX_FIELDS,
  MAX_FILTERS,
  MAX_OPTION_VALUES,
  MAX_SORTS,
  MAX_TEXT_VALUE,
  rowsByKey,
} from './compiler';

export const REPORT_PAGE_SIZE = 25;
export const REPORT_MAX_PAGE_SIZE = 100;
export const REPORT_NAME_MAX = 100;

const KEY = S.str({ minLength: 1, maxLength: 129 });
const SCALAR = { type: ['string', 'number'], maxLength: MAX_TEXT_VALUE };

/** The shape of a definition; what it names and holds is checked by the compiler. */
export const DEFINITION_SCHEMA = S.obj(
  {
    module: S.str({ minLength: 1, maxLength: 64 }),
    fields: { type: 'array', maxItems: MAX_FIELDS, items: KEY },
    filters: {
      type: 'array',
      maxItems: MAX_FILTERS,
      items: S.obj(
        {
          field: KEY,
          comparator: S.str({ maxLength: 32 }),
          type: S.str({ maxLength: 32 }),
          value: {
            type: ['string', 'number', 'array', 'object', 'null'],
            maxLength: MAX_TEXT_VALUE,
            maxItems: MAX_OPTION_VALUES,
            items: S.str({ maxLength: MAX_TEXT_VALUE }),
            properties: { from: SCALAR, to: SCALAR },
            additionalProperties: false,
          },
        },
        ['field', 'comparator'],
        { additionalProperties: false },
      ),
    },
    sorting: {
      type: 'array',
      maxItems: MAX_SORTS,
      items: S.obj(
        { field: KEY, comparator: S.str({ enum: ['asc', 'desc'] }) },
        ['field', 'comparator'],
        { additionalProperties: false },
      ),
    },
  },
  ['module', 'fields'],
  { additionalProperties: false },
);

interface RunBody {
  definition: ReportDefinition;
  page_number?: number;
  page_size?: number;
  export?: boolean;
}

interface SaveBody {
  id?: number;
  name: string;
  definition: ReportDefinition;
}

const normalised = (definition: ReportDefinition): ReportDefinition => ({
  module: definition.module,
  fields: definition.fields ?? [],
  filters: definition.filters ?? [],
  sorting: definition.sorting ?? [],
});

/** GET /report-modules, POST /reports/run and the saved reports of the organisation. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rolesOf = (user: AuthUser) => (user.is_super_admin ? null : roleIdsOf(user));

  const timeZoneOf = async (organisationId: number) =>
    (
      await ctx.db
        .selectFrom('organisations')
        .select('timezone')
        .where('id', '=', organisationId)
        .executeTakeFirst()
    )?.timezone ?? 'UTC';

  /** Compiles the definition for the caller; throws 400/403 on anything outside the whitelist. */
  const compileFor = async (user: AuthUser, definition: ReportDefinition) =>
    compileReport(normalised(definition), {
      organisationId: user.organisation_id,
      timeZone: await timeZoneOf(user.organisation_id),
      roles: rolesOf(user),
    });

  app.get('/report-modules', { schema: { response: replies(S.any()) } }, async (request) => {
    const user = await requireStaff(request);
    return ok(publicCatalogue(rolesOf(user)));
  });

  app.post<{ Body: RunBody }>(
    '/reports/run',
    {
      schema: {
        body: S.obj(
          {
            definition: DEFINITION_SCHEMA,
            page_number: S.int({ minimum: 1 }),
            page_size: S.int({ minimum: 1, maximum: REPORT_MAX_PAGE_SIZE }),
            export: S.bool(),
          },
          ['definition'],
          { additionalProperties: false },
        ),
        response: replies(S.any()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const compiled = await compileFor(user, request.body.definition);
      const cap = ctx.config.reportRowCap;
      const matched = (await compiled.count(cap).execute(ctx.db)).rows[0]?.count ?? 0;
      const total = Math.min(Number(matched), cap);
      const exporting = request.body.export === true;
      const pageSize = exporting ? cap : (request.body.page_size ?? REPORT_PAGE_SIZE);
      const pageNumber = exporting ? 1 : (request.body.page_number ?? 1);
      const offset = (pageNumber - 1) * pageSize;
      // Paging stops at the cap: rows past it are reached by narrowing the report.
      const limit = Math.max(0, Math.min(pageSize, cap - offset));
      const rows = limit === 0 ? [] : (await compiled.rows(limit, offset).execute(ctx.db)).rows;
      const result: ReportRunResult = {
        columns: compiled.columns,
        rows: rowsByKey(compiled.columns, rows),
        total_records: total,
        capped: Number(matched) > cap,
        row_cap: cap,
      };
      return ok(result, {
        pagination_object: {
          page_number: pageNumber,
          page_size: pageSize,
          total_records: total,
        },
      });
    },
  );

  app.get('/reports', { schema: { response: replies(S.any()) } }, async (request) => {
    const user = await requireStaff(request);
    const rows = await ctx.db
      .selectFrom('reports as r')
      .leftJoin('users as u', 'u.id', 'r.created_by')
      .select([
        'r.id',
        'r.name',
        'r.definition',
        'r.updated_at',
        sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by'),
      ])
      .where('r.organisation_id', '=', user.organisation_id)
      .orderBy(sql`lower(r.name)`)
      .orderBy('r.id')
      .execute();
    const list: SavedReportSummary[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      module: row.definition.module,
      created_by: row.created_by ?? '',
      updated_at: new Date(row.updated_at).toISOString(),
    }));
    return ok(list);
  });

  const savedReport = async (user: AuthUser, id: number): Promise<SavedReport> => {
    const row = await ctx.db
      .selectFrom('reports')
      .select(['id', 'name', 'definition'])
      .where('id', '=', id)
      .where('organisation_id', '=', user.organisation_id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Report not found');
    return { id: row.id, name: row.name, definition: normalised(row.definition) };
  };

  app.get<{ Params: { id: number } }>(
    '/reports/:id',
    { schema: { params: S.idParams(), response: replies(S.any()) } },
    async (request) => {
      const user = await requireStaff(request);
      return ok(await savedReport(user, request.params.id));
    },
  );

  app.post<{ Body: SaveBody }>(
    '/reports',
    {
      schema: {
        body: S.obj(
          {
            id: S.int({ minimum: 1 }),
            name: S.str({ minLength: 1, maxLength: REPORT_NAME_MAX }),
            definition: DEFINITION_SCHEMA,
          },
          ['name', 'definition'],
          { additionalProperties: false },
        ),
        response: replies(S.any()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { id } = request.body;
      const name = request.body.name.trim();
      if (name === '') {
        throw new HttpError(400, 'Give the report a name.', { errors: { name: ['Required'] } });
      }
      const definition = normalised(request.body.definition);
      // Only a definition that runs is stored.
      await compileFor(user, definition);
      const now = ctx.clock.now();
      const clash = await ctx.db
        .selectFrom('reports')
        .select('id')
        .where('organisation_id', '=', user.organisation_id)
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (clash && clash.id !== id) {
        throw new HttpError(400, `A report named '${name}' already exists.`, {
          errors: { name: ['Already used'] },
        });
      }
      let savedId: number;
      try {
        if (id !== undefined) {
          const updated = await ctx.db
            .updateTable('reports')
            .set({ name, definition: JSON.stringify(definition), updated_at: now })
            .where('id', '=', id)
            .where('organisation_id', '=', user.organisation_id)
            .returning('id')
            .executeTakeFirst();
          if (!updated) throw new HttpError(404, 'Report not found');
          savedId = updated.id;
        } else {
          const inserted = await ctx.db
            .insertInto('reports')
            .values({
              organisation_id: user.organisation_id,
              name,
              definition: JSON.stringify(definition),
              created_by: user.id,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          savedId = inserted.id;
        }
      } catch (error) {
        // Two saves of one name at once: the unique index refuses the second.
        if ((error as { code?: string }).code === '23505') {
          throw new HttpError(400, `A report named '${name}' already exists.`, {
            errors: { name: ['Already used'] },
          });
        }
        throw error;
      }
      return ok(await savedReport(user, savedId), { message: `Report '${name}' saved` });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/reports/:id',
    { schema: { params: S.idParams(), response: replies(S.any()) } },
    async (request) => {
      const user = await requireStaff(request);
      const deleted = await ctx.db
        .deleteFrom('reports')
        .where('id', '=', request.params.id)
        .where('organisation_id', '=', user.organisation_id)
        .returning('name')
        .executeTakeFirst();
      if (!deleted) throw new HttpError(404, 'Report not found');
      return ok(null, { message: `Report '${deleted.name}' deleted` });
    },
  );
}
