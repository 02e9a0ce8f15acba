import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../core/http';
import { routeCatalogue, type RouteEntry } from '../core/validation';
import type { TestApp } from './create-test-app';
import { login } from './create-test-app';
import { RECORD_TYPES } from '../modules/views/record-types';

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

/** Raw JSON tokens JSON.stringify cannot write: replaced in the body text after stringify. */
const RAW = {
  '"\u0001INF\u0001"': '1e400',
  '"\u0001NINF\u0001"': '-1e400',
  '"\u0001BIG\u0001"': '123456789012345678901234567890',
  '"\u0001PROTO\u0001"': '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
};
const token = (name: string) => `\u0001${name}\u0001`;

const HUGE = 'x'.repeat(200_001);

/** The address the bad requests come from (a documentation range). */
const FUZZ_ADDRESS = '192.0.2.19';

const badScalar = fc.constantFrom<unknown>(
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e300,
  Number.MAX_SAFE_INTEGER + 2,
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  HUGE,
  'true',
  '2147483648',
  true,
  false,
  null,
  [],
  [1, 2],
  [null],
  {},
  { a: { b: { c: [1] } } },
  '__proto__',
  token('INF'),
  token('NINF'),
  token('BIG'),
  token('PROTO'),
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  // Issue 36, item 5: dates JavaScript holds but day arithmetic and PostgreSQL do not.
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  { from: '-271821-04-20T00:00:00.000Z', to: '+275760-09-13T00:00:00.000Z' },
  [null, 1],
  [{ toString: 1, valueOf: 1 }],
  { toString: 1, valueOf: 1 },
  'constructor',
  'toString',
);

/** Values a URL part (path parameter or query value) can carry. */
const badText = fc.constantFrom(
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  'Infinity',
  'NaN',
  '1e400',
  '0x10',
  '%00',
  'a%00b',
  '%E0%A4%A',
  'x'.repeat(3000),
  'true',
  '',
  '%5B%5D',
  '__proto__',
  '%27%20or%201%3D1',
  // Issue 36, items 5 and 8: JSON parameters holding nulls, extreme dates and prototype names.
  '%5Bnull%5D',
  '%5B%7B%22data_url%22%3A%7B%22toString%22%3A1%7D%7D%5D',
  '-271821-04-20T00%3A00%3A00.000Z',
  'constructor',
  'hasOwnProperty',
);

function typesOf(schema: JsonSchema | undefined): string[] {
  const type = schema?.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

/** A value that satisfies a schema (as far as a quick guess goes): the base the fuzzer spoils. */
function validValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) return validValue(list[0] as JsonSchema, depth + 1);
  }
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'string':
      if (schema.format === 'email') return 'someone@demo.test';
      if (schema.format === 'date') return '2026-03-11';
      if (schema.format === 'date-time') return '2026-03-11T01:30:00.000Z';
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((n) => [n, validValue(properties[n], depth + 1)]));
    }
    case 'null':
      return null;
    default:
      return 'a';
  }
}

/** Every property path of an object schema (a.b.c), to pick which field to spoil. */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 3) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const paths: string[][] = [];
  for (const [name, child] of Object.entries(properties)) {
    const path = [...prefix, name];
    paths.push(path);
    if (typesOf(child).includes('object')) paths.push(...fieldPaths(child, path, depth + 1));
  }
  return paths;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

function deletePath(target: Record<string, unknown>, path: string[]): void {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[key];
  if (node && typeof node === 'object')
    delete (node as Record<string, unknown>)[path[path.length - 1]];
}

/** Field names routes commonly read, spoiled in requests to routes that declare no body schema. */
const COMMON_FIELDS = ['id', 'status_id', 'name', 'email', 'ids', 'page_number', 'value', 'data'];

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  anonymous: boolean;
  /** What was spoiled, for the report. */
  spoiled: string;
}

export interface Spoil {
  /** 'filters': one field of a record list's `filters`, every field kind in turn (issue 36). */
  part: 'params' | 'query' | 'body' | 'filters';
  kind: 'value' | 'missing' | 'extra' | 'whole';
  pick: number;
  scalar: unknown;
  text: string;
  anonymous: boolean;
}

const spoilArb: fc.Arbitrary<Spoil> = fc.record({
  part: fc.constantFrom<Spoil['part']>('params', 'query', 'body', 'body', 'filters'),
  kind: fc.constantFrom<Spoil['kind']>('value', 'value', 'value', 'missing', 'extra', 'whole'),
  pick: fc.nat(),
  scalar: badScalar,
  text: badText,
  anonymous: fc.nat(3).map((n) => n === 0),
});

function encodeQuery(query: Record<string, unknown>, raw: Record<string, string>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  for (const [key, value] of Object.entries(raw)) parts.push(`${encodeURIComponent(key)}=${value}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function stringifyBody(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [placeholder, raw] of Object.entries(RAW)) text = text.split(placeholder).join(raw);
  return text;
}

const RECORD_TYPE_NAMES = Object.keys(RECORD_TYPES);

/**
 * Path parameters a pattern-only schema would get as 'a' (refused before any handler ran):
 * real record types and ids, so record routes are reached with bad content (issue 36).
 */
function knownParam(route: RouteEntry, name: string, pick: number): string | undefined {
  if (name === 'type' && route.url.startsWith('/records/'))
    return RECORD_TYPE_NAMES[pick % RECORD_TYPE_NAMES.length];
  if (name === 'id' && route.url.startsWith('/records/'))
    return pick % 4 === 0 && route.method === 'POST' ? 'new' : String(1 + (pick % 60));
  return undefined;
}

/** One bad request for a route, from one spoil drawn by fast-check. */
export function badRequest(route: RouteEntry, spoil: Spoil): FuzzRequest {
  const paramsSchema = route.schema.params;
  const params = (validValue(paramsSchema) ?? {}) as Record<string, unknown>;
  for (const name of Object.keys((paramsSchema?.properties ?? {}) as object)) {
    if (params[name] === undefined)
      params[name] = validValue((paramsSchema?.properties as Record<string, JsonSchema>)[name]);
    params[name] = knownParam(route, name, spoil.pick) ?? params[name];
  }
  const query = (validValue(route.schema.querystring) ?? {}) as Record<string, unknown>;
  const rawQuery: Record<string, string> = {};
  const takesBody = !['GET', 'DELETE'].includes(route.method) || route.schema.body !== undefined;
  let bodyValue: unknown = takesBody ? (validValue(route.schema.body) ?? {}) : undefined;
  let part = spoil.part;
  const filtered = Boolean(
    (route.schema.querystring?.properties as Record<string, unknown> | undefined)?.filters,
  );
  if (part === 'filters' && !filtered) part = 'query';
  const paramNames = Object.keys(params);
  if (part === 'params' && paramNames.length === 0) part = takesBody ? 'body' : 'query';
  if (part === 'body' && !takesBody) part = paramNames.length ? 'params' : 'query';
  let spoiled = `${part}`;
  let pathText: Record<string, string> = {};
  if (part === 'filters') {
    // Every field of the record type in turn, with an extreme span, nulls in a list, objects…
    const type = RECORD_TYPES[String(params.type)] ?? RECORD_TYPES.jobs;
    const fields = Object.keys(type.fields);
    const field = fields.length ? fields[spoil.pick % fields.length] : 'status';
    query.filters = { [field]: spoil.scalar };
    spoiled += `.${type.name}.${field}=${stringifyBody(spoil.scalar).slice(0, 60)}`;
  } else if (part === 'params') {
    const name = paramNames[spoil.pick % paramNames.length];
    pathText = { [name]: spoil.text };
    spoiled += `.${name}=${spoil.text.slice(0, 40)}`;
  } else if (part === 'query') {
    const paths = fieldPaths(route.schema.querystring).filter((p) => p.length === 1);
    const name = paths.length
      ? paths[spoil.pick % paths.length][0]
      : COMMON_FIELDS[spoil.pick % COMMON_FIELDS.length];
    if (spoil.kind === 'missing') {
      delete query[name];
      spoiled += `.${name} missing`;
    } else {
      delete query[name];
      rawQuery[name] = spoil.kind === 'whole' ? `%7B%22a%22%3A%5B1%5D%7D` : spoil.text;
      spoiled += `.${name}=${spoil.text.slice(0, 40)}`;
    }
  } else {
    const schema = route.schema.body;
    const paths = fieldPaths(schema);
    const body = (
      bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue) ? bodyValue : {}
    ) as Record<string, unknown>;
    if (spoil.kind === 'whole') {
      bodyValue = spoil.scalar;
      spoiled += ` whole=${stringifyBody(spoil.scalar).slice(0, 40)}`;
    } else if (spoil.kind === 'missing' && paths.length) {
      const path = paths[spoil.pick % paths.length];
      deletePath(body, path);
      spoiled += `.${path.join('.')} missing`;
    } else if (spoil.kind === 'extra') {
      body[`extra_${spoil.pick % 7}`] = { nested: [spoil.scalar, { deeper: spoil.scalar }] };
      body.nested_proto = token('PROTO');
      spoiled += ` extra keys`;
    } else {
      const path = paths.length
        ? paths[spoil.pick % paths.length]
        : [COMMON_FIELDS[spoil.pick % COMMON_FIELDS.length]];
      setPath(body, path, spoil.scalar);
      spoiled += `.${path.join('.')}=${stringifyBody(spoil.scalar).slice(0, 40)}`;
    }
  }
  const url = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      name in pathText ? pathText[name] : encodeURIComponent(String(params[name] ?? '1')),
    )
    .replace('*', () => pathText['*'] ?? 'a');
  return {
    method: route.method,
    url: `${url}${encodeQuery(query, rawQuery)}`,
    payload: bodyValue === undefined ? undefined : stringifyBody(bodyValue),
    anonymous: spoil.anonymous,
    spoiled,
  };
}

/** The spoils of a run: one per request, in route order (fast-check, seeded). */
export function spoilsFor(seed: number, count: number): Spoil[] {
  return fc.sample(spoilArb, { seed, numRuns: count });
}

/** Issue 36, item 5: the values that were 500s, sent in every run (not left to chance). */
const EXTREME_SPAN = { from: '-271821-04-20T00:00:00.000Z', to: '+275760-09-13T00:00:00.000Z' };
const TARGETED_FILTER_VALUES: unknown[] = [
  EXTREME_SPAN,
  { from: '-271821-04-20T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
  [null],
  [{ toString: 1, valueOf: 1 }],
  { toString: 1, valueOf: 1 },
];
const TARGETED_QUERY_VALUES = ['[null]', '[null,{"data_url":null}]', '-271821-04-20T00:00:00.000Z'];

/**
 * Requests every run sends besides the random ones: on each record list, a filter on one field
 * of every kind of every record type with each hostile filter value; and to every string query
 * parameter, a JSON list holding null and an extreme date.
 */
export function targetedRequests(routes: readonly RouteEntry[]): Array<[RouteEntry, FuzzRequest]> {
  const requests: Array<[RouteEntry, FuzzRequest]> = [];
  const send = (route: RouteEntry, url: string, spoiled: string) =>
    requests.push([route, { method: route.method, url, anonymous: false, spoiled }]);
  for (const route of routes) {
    if (route.method !== 'GET') continue;
    const properties = (route.schema.querystring?.properties ?? {}) as Record<string, JsonSchema>;
    if (properties.filters && route.url.startsWith('/records/:type')) {
      for (const type of Object.values(RECORD_TYPES)) {
        const byKind = new Map<string, string>();
        for (const [name, kind] of Object.entries(type.fields))
          if (!byKind.has(kind)) byKind.set(kind, name);
        for (const [kind, field] of byKind) {
          for (const value of TARGETED_FILTER_VALUES) {
            const url = route.url.replace(':type', type.name).replace(':id', '1');
            const filters = encodeURIComponent(JSON.stringify({ [field]: value }));
            send(route, `${url}?filters=${filters}`, `filters.${type.name}.${field} (${kind})`);
          }
        }
      }
    }
    if (/[:*]/.test(route.url)) continue;
    for (const [name, schema] of Object.entries(properties)) {
      if (!typesOf(schema).includes('string')) continue;
      for (const value of TARGETED_QUERY_VALUES) {
        send(route, `${route.url}?${name}=${encodeURIComponent(value)}`, `query.${name}=${value}`);
      }
    }
  }
  return requests;
}

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
 * store a one-time OAuth state, and opening a notification's details marks it read.
 */
export const WRITING_READS: Readonly<Record<string, readonly string[]>> = {
  'GET /auth/google/link-url': ['oauth_requests'],
  'GET /xero/connect': ['oauth_requests'],
  'GET /auth/google/sign-in-url': ['identity_sign_ins'],
  'GET /notifications/:id/details': ['notifications'],
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
