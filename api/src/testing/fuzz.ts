import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../core/http';
import { routeCatalogue, type RouteEntry } from '../core/validation';
import type { TestApp } from './create-test-app';
import { login } from './create-test-app';

/**
 * A schema-driven fuzzer of every route (issue 19, ADR 120): for each route it takes the
 * params, querystring and body schemas the route validates with, builds a valid-looking
 * request and spoils one part of it (wrong types, integers past PostgreSQL's range, Infinity,
 * NUL characters, huge strings, missing fields, extra and nested keys, arrays for scalars,
 * __proto__). Requests go with a staff administrator's session, one in four anonymously. It
 * reports every answer of 500 or more and every change to the database.
 */

/** Tables that every request may touch (sessions seen, throttles, logs): left out of the checksum. */
const VOLATILE_TABLES = new Set([
  'sessions',
  'login_failures',
  'rate_limits',
  'hub_relay',
  'kysely_migration',
  'kysely_migration_lock',
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

interface Spoil {
  part: 'params' | 'query' | 'body';
  kind: 'value' | 'missing' | 'extra' | 'whole';
  pick: number;
  scalar: unknown;
  text: string;
  anonymous: boolean;
}

const spoilArb: fc.Arbitrary<Spoil> = fc.record({
  part: fc.constantFrom<Spoil['part']>('params', 'query', 'body', 'body'),
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

/** One bad request for a route, from one spoil drawn by fast-check. */
export function badRequest(route: RouteEntry, spoil: Spoil): FuzzRequest {
  const paramsSchema = route.schema.params;
  const params = (validValue(paramsSchema) ?? {}) as Record<string, unknown>;
  for (const name of Object.keys((paramsSchema?.properties ?? {}) as object)) {
    if (params[name] === undefined)
      params[name] = validValue((paramsSchema?.properties as Record<string, JsonSchema>)[name]);
  }
  const query = (validValue(route.schema.querystring) ?? {}) as Record<string, unknown>;
  const rawQuery: Record<string, string> = {};
  const takesBody = !['GET', 'DELETE'].includes(route.method) || route.schema.body !== undefined;
  let bodyValue: unknown = takesBody ? (validValue(route.schema.body) ?? {}) : undefined;
  let part = spoil.part;
  const paramNames = Object.keys(params);
  if (part === 'params' && paramNames.length === 0) part = takesBody ? 'body' : 'query';
  if (part === 'body' && !takesBody) part = paramNames.length ? 'params' : 'query';
  let spoiled = `${part}`;
  let pathText: Record<string, string> = {};
  if (part === 'params') {
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

/** Routes the fuzzer leaves alone: development tools (off in production) and the websocket. */
export function fuzzableRoutes(app: FastifyInstance): RouteEntry[] {
  return routeCatalogue(app).filter(
    (r) => !r.url.startsWith('/dev/') && !r.websocket && !r.multipart,
  );
}

/** A checksum of every table but the volatile ones: row counts and a hash of the content. */
export async function databaseChecksum(testApp: TestApp): Promise<Record<string, string>> {
  const { db } = testApp.ctx;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const names = tables.rows.map((r) => r.name).filter((n) => !VOLATILE_TABLES.has(n));
  const parts = names.map(
    (name) => sql`select ${name} as name, count(*)::text || ':' ||
      md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.table(name)} t`,
  );
  const result = await sql<{
    name: string;
    sum: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const sums: Record<string, string> = {};
  for (const row of result.rows) sums[row.name] = row.sum;
  return sums;
}

export interface FuzzFailure {
  route: string;
  request?: FuzzRequest;
  status?: number;
  message: string;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  histogram: Record<string, number>;
  serverErrors: FuzzFailure[];
  databaseChanges: FuzzFailure[];
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

/** Sends perRoute bad requests to every route and reports 5xx answers and database changes. */
export async function fuzzApp(testApp: TestApp, options: FuzzOptions): Promise<FuzzReport> {
  const { app } = testApp;
  const email = options.email ?? 'admin@demo.test';
  let tokenValue = await signIn(testApp, email);
  const routes = fuzzableRoutes(app);
  const report: FuzzReport = {
    routes: routes.length,
    requests: 0,
    histogram: {},
    serverErrors: [],
    databaseChanges: [],
  };
  const spoils = fc.sample(spoilArb, {
    seed: options.seed,
    numRuns: options.perRoute * routes.length,
  });
  let before = await databaseChecksum(testApp);
  for (const [index, route] of routes.entries()) {
    const name = `${route.method} ${route.url}`;
    let accepted = 0;
    for (let i = 0; i < options.perRoute; i += 1) {
      const request = badRequest(route, spoils[index * options.perRoute + i]);
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
      if (response.statusCode < 300) accepted += 1;
      if (response.statusCode >= 500) {
        report.serverErrors.push({
          route: name,
          request,
          status: response.statusCode,
          message: response.body.slice(0, 300),
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
      }
    }
    const after = await databaseChecksum(testApp);
    const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
    // A spoil can leave a request valid (an optional field left out, extra keys removed):
    // a batch with an accepted request may change data; one refused throughout may not.
    if (changed.length && accepted === 0) {
      report.databaseChanges.push({ route: name, message: `changed: ${changed.join(', ')}` });
    }
    before = after;
    options.onProgress?.(index + 1, routes.length);
  }
  return report;
}

/** The report `npm run fuzz` prints. */
export function formatReport(report: FuzzReport, seed: number): string {
  const histogram = Object.entries(report.histogram)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `  ${status}: ${count}`)
    .join('\n');
  const lines = [
    `fuzz (seed ${seed}): ${report.requests} requests to ${report.routes} routes`,
    'status histogram:',
    histogram,
    `server errors: ${report.serverErrors.length}`,
    ...report.serverErrors.map(
      (e) => `  ${e.status} ${e.route}: ${e.request?.spoiled ?? ''} ${e.request?.url ?? ''}`,
    ),
    `database changes: ${report.databaseChanges.length}`,
    ...report.databaseChanges.map((e) => `  ${e.route}: ${e.message}`),
  ];
  return lines.join('\n');
}
