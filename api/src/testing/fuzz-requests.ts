// The fuzzer's bad requests (ADR 120): for a route, a valid-looking request from its schemas with
// one part spoiled (drawn by fast-check, seeded), and the targeted values that once were 500s.
import fc from 'fast-check';
import type { JsonSchema } from '../core/http';
import type { RouteEntry } from '../core/validation';
import { RECORD_TYPES } from '../modules/views/record-types';

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
export const FUZZ_ADDRESS = '192.0.2.19';

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
