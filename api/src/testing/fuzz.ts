import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { routeCatalogue, type RouteEntry } from '../core/validation';
import type { TestApp } from './create-test-app';
import { login } from './create-test-app';
import {
  FUZZ_ADDRESS,
  badRequest,
  spoilsFor,
  targetedRequests,
  type FuzzRequest,
} from './fuzz-requests';

export {
  badRequest,
  spoilsFor,
  targetedRequests,
  type FuzzRequest,
  type Spoil,
} from './fuzz-requests';

/**
 * A schema-driven fuzzer of every route (issue 19, ADR 120): for each route it takes the
 * params, querystring and body schemas the route validates with, builds a valid-looking
 * request and spoils one part of it (wrong types, integers past PostgreSQL's range, Infinity,
 * NUL characters, huge strings, missing fields, extra and nested keys, arrays for scalars,
 * __proto__). Requests go with a staff administrator's session, one in four anonymously. It
 * reports every answer of 500 or more and every change to the database.
 */

/** Where the fuzzer's triggers log each row a request writes (test databases only). */
const FUZZ_CHANGES_TABLE = 'fuzz_changes';

/** Tables that every request may touch (sessions seen, throttles, logs): left out of the checksum. */
const VOLATILE_TABLES = new Set([
  'sessions',
  'login_failures',
  'rate_limits',
  'hub_relay',
  'hub_events',
  'hub_events_horizon',
  'kysely_migration',
  'kysely_migration_lock',
  FUZZ_CHANGES_TABLE,
]);

/** Routes the fuzzer leaves alone: development tools (off in production) and the websocket. */
export function fuzzableRoutes(app: FastifyInstance): RouteEntry[] {
  return routeCatalogue(app).filter(
    (r) => !r.url.startsWith('/dev/') && !r.websocket && !r.multipart,
  );
}

export interface FuzzFailure {
  route: string;
  request?: FuzzRequest;
  status?: number;
  message: string;
}

/**
 * How a request's database changes are judged (issue 36, item 12), by its class:
 * - `refused` (any answer of 300 or more) and `read` (an accepted GET) may change nothing;
 * - `write` (an accepted POST, PUT, PATCH or DELETE) may change rows of the caller's
 *   organisation only: a row of another organisation written, inserted or deleted is a
 *   violation (every row with an organisation_id is judged; the others by class only).
 */
export type RequestClass = 'refused' | 'read' | 'write';

export interface ClassFigures {
  requests: number;
  /** Requests that changed at least one row. */
  changed: number;
  /** Rows they changed, all tables but the volatile ones. */
  rows: number;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  histogram: Record<string, number>;
  serverErrors: FuzzFailure[];
  /** Accepted requests (answers below 300), each judged by its database changes. */
  accepted: number;
  judged: number;
  classes: Record<RequestClass, ClassFigures>;
  violations: FuzzFailure[];
}

export interface FuzzOptions {
  seed: number;
  /** Requests per route. */
  perRoute: number;
  /** The session used for authenticated requests. */
  email?: string;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Signs in again after a sign-out route ended the session. Past the address's sign-in limit
 * (50 in 15 minutes) the test clock moves on 16 minutes: the fuzzer tests input, not throttles.
 */
async function signIn(testApp: TestApp, email: string): Promise<string> {
  try {
    return await login(testApp.app, email);
  } catch (error) {
    if (!/ 429 /.test(String(error))) throw error;
    testApp.clock.advance(16 * 60_000);
    return login(testApp.app, email);
  }
}

interface RowChange {
  table_name: string;
  op: string;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

/**
 * Logs every row written to a non-volatile table into fuzz_changes, by triggers the fuzzer
 * adds to the test database (a checksum of every table per request would take ~0.5 s each).
 * Returns the function that removes them.
 */
async function installChangeLog(testApp: TestApp): Promise<() => Promise<void>> {
  const { db } = testApp.ctx;
  await sql`create table if not exists ${sql.table(FUZZ_CHANGES_TABLE)} (
    id serial primary key, table_name text not null, op text not null,
    old_row jsonb, new_row jsonb)`.execute(db);
  await sql`create or replace function fuzz_log_change() returns trigger language plpgsql as $$
    begin
      insert into fuzz_changes (table_name, op, old_row, new_row) values (
        tg_table_name, tg_op,
        case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end,
        case when tg_op in ('UPDATE', 'INSERT') then to_jsonb(new) end);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const names = tables.rows.map((r) => r.name).filter((n) => !VOLATILE_TABLES.has(n));
  for (const name of names) {
    await sql`create trigger fuzz_log_change after insert or update or delete on ${sql.table(
      name,
    )} for each row execute function fuzz_log_change()`.execute(db);
  }
  return async () => {
    for (const name of names) {
      await sql`drop trigger if exists fuzz_log_change on ${sql.table(name)}`.execute(db);
    }
    await sql`drop table if exists ${sql.table(FUZZ_CHANGES_TABLE)}`.execute(db);
  };
}

/** The rows written since the last call, oldest first; the log is emptied. */
async function takeChanges(testApp: TestApp): Promise<RowChange[]> {
  const result = await sql<RowChange & { id: number }>`
    delete from fuzz_changes returning id, table_name, op, old_row, new_row`.execute(
    testApp.ctx.db,
  );
  return result.rows.sort((a, b) => a.id - b.id);
}

function organisationsOf(change: RowChange): unknown[] {
  return [change.old_row, change.new_row]
    .filter((row): row is Record<string, unknown> => row !== null && 'organisation_id' in row)
    .map((row) => row.organisation_id)
    .filter((id) => id !== null);
}

/**
 * GET routes that write by design, and the only tables they may write: the sign-in links
 * store a one-time OAuth state, opening a notification's details marks it read, and a record's
 * PDF link is a one-time row of document_links, removed when used or expired (ADR 187).
 */
export const WRITING_READS: Readonly<Record<string, readonly string[]>> = {
  'GET /auth/google/link-url': ['oauth_requests'],
  'GET /xero/connect': ['oauth_requests'],
  'GET /auth/google/sign-in-url': ['identity_sign_ins'],
  'GET /notifications/:id/details': ['notifications'],
  'GET /records/:type/:id/pdf': ['document_links'],
};

/** A request's class: refused, read or write (a GET of WRITING_READS is a write). */
export function classOf(route: string, method: string, status: number): RequestClass {
  if (status >= 300) return 'refused';
  if (['GET', 'HEAD'].includes(method) && !Object.hasOwn(WRITING_READS, route)) return 'read';
  return 'write';
}

/** What is wrong with a request's changes, by its class; null when nothing is. */
export function judgeChanges(
  requestClass: RequestClass,
  changes: readonly RowChange[],
  organisationId: number,
  onlyTables?: readonly string[],
): string | null {
  if (changes.length === 0) return null;
  const tables = [...new Set(changes.map((c) => c.table_name))].sort().join(', ');
  if (requestClass !== 'write') return `a ${requestClass} request changed ${tables}`;
  const outside = changes.filter((c) => onlyTables && !onlyTables.includes(c.table_name));
  if (outside.length > 0)
    return `changed ${[...new Set(outside.map((c) => c.table_name))].join(', ')}, not its own tables`;
  const foreign = changes.filter((c) =>
    organisationsOf(c).some((id) => Number(id) !== organisationId),
  );
  if (foreign.length === 0) return null;
  const where = [...new Set(foreign.map((c) => `${c.op.toLowerCase()} ${c.table_name}`))];
  return `changed another organisation's rows: ${where.join(', ')}`;
}

/**
 * Sends perRoute bad requests to every route; reports 5xx answers, and judges the database
 * changes of every request (accepted ones included) by its class (judgeChanges).
 */
export async function fuzzApp(testApp: TestApp, options: FuzzOptions): Promise<FuzzReport> {
  const { app } = testApp;
  const email = options.email ?? 'admin@demo.test';
  const caller = await testApp.ctx.db
    .selectFrom('users')
    .select('organisation_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const uninstall = await installChangeLog(testApp);
  let tokenValue = await signIn(testApp, email);
  await takeChanges(testApp);
  const routes = fuzzableRoutes(app);
  const figures = (): ClassFigures => ({ requests: 0, changed: 0, rows: 0 });
  const report: FuzzReport = {
    routes: routes.length,
    requests: 0,
    histogram: {},
    serverErrors: [],
    accepted: 0,
    judged: 0,
    classes: { refused: figures(), read: figures(), write: figures() },
    violations: [],
  };
  const spoils = spoilsFor(options.seed, options.perRoute * routes.length);
  const planned: Array<[RouteEntry, FuzzRequest]> = [
    ...routes.flatMap((route, index) =>
      spoils
        .slice(index * options.perRoute, (index + 1) * options.perRoute)
        .map((spoil): [RouteEntry, FuzzRequest] => [route, badRequest(route, spoil)]),
    ),
    ...targetedRequests(routes),
  ];
  try {
    for (const [index, [route, request]] of planned.entries()) {
      const name = `${route.method} ${route.url}`;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (!request.anonymous) headers.authorization = `Bearer ${tokenValue}`;
      const response = await app.inject({
        // Bad sign-ins count against this address, not the one the session signs in from.
        remoteAddress: FUZZ_ADDRESS,
        method: request.method as 'GET',
        url: request.url,
        payload: request.payload,
        headers:
          request.payload === undefined
            ? request.anonymous
              ? {}
              : { authorization: headers.authorization }
            : headers,
      });
      report.requests += 1;
      const bucket = String(response.statusCode);
      report.histogram[bucket] = (report.histogram[bucket] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.serverErrors.push({
          route: name,
          request,
          status: response.statusCode,
          message: response.body.slice(0, 300),
        });
      }
      const changes = await takeChanges(testApp);
      const requestClass = classOf(name, request.method, response.statusCode);
      if (requestClass !== 'refused') {
        report.accepted += 1;
        report.judged += 1;
      }
      const figure = report.classes[requestClass];
      figure.requests += 1;
      if (changes.length) figure.changed += 1;
      figure.rows += changes.length;
      const problem = judgeChanges(
        requestClass,
        changes,
        caller.organisation_id,
        Object.hasOwn(WRITING_READS, name) ? WRITING_READS[name] : undefined,
      );
      if (problem) {
        report.violations.push({
          route: name,
          request,
          status: response.statusCode,
          message: problem,
        });
      }
      // A 401 with the session is often the route's own (a wholesale token expected); sign in
      // again only when the session itself has ended (a sign-out route was hit), since every
      // sign-in counts against the address's rate limit.
      if (response.statusCode === 401 && !request.anonymous) {
        const me = await app.inject({
          method: 'GET',
          url: '/auth/me',
          headers: { authorization: `Bearer ${tokenValue}` },
        });
        if (me.statusCode === 401) tokenValue = await signIn(testApp, email);
        await takeChanges(testApp);
      }
      options.onProgress?.(index + 1, planned.length);
    }
  } finally {
    await uninstall();
  }
  return report;
}

/** The report `npm run fuzz` prints; its first line is the summary `npm test` shows. */
export function formatReport(report: FuzzReport, seed: number): string {
  const histogram = Object.entries(report.histogram)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const percent = report.requests ? ((100 * report.accepted) / report.requests).toFixed(1) : '0';
  const classes = (Object.entries(report.classes) as Array<[RequestClass, ClassFigures]>).map(
    ([name, f]) => `  ${name}: ${f.requests} requests, ${f.changed} changed data (${f.rows} rows)`,
  );
  const lines = [
    `fuzz (seed ${seed}): ${report.requests} requests to ${report.routes} routes; ` +
      `${report.serverErrors.length} server errors; ${report.accepted} accepted (${percent} %), ` +
      `${report.judged} judged; ${report.violations.length} violations`,
    `status histogram: ${histogram}`,
    'requests by class (judged by their database changes):',
    ...classes,
    `server errors: ${report.serverErrors.length}`,
    ...report.serverErrors.map(
      (e) => `  ${e.status} ${e.route}: ${e.request?.spoiled ?? ''} ${e.request?.url ?? ''}`,
    ),
    `violations: ${report.violations.length}`,
    ...report.violations.map(
      (e) => `  ${e.status} ${e.route}: ${e.message} (${e.request?.spoiled ?? ''})`,
    ),
  ];
  return lines.join('\n');
}
