import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { HttpError, type JsonSchema } from './http';

/**
 * The validation policy of every route (ADR 120): the params, querystring and body schemas a
 * route declares are hardened before Fastify compiles them, so no string carries a NUL
 * character (PostgreSQL refuses it), no string is unbounded, no integer leaves PostgreSQL's
 * `integer` range and no number is infinite. A route that declares no params schema gets one
 * from its path. Bodies are validated without type coercion; params and querystrings, which
 * arrive as text, are coerced.
 */

/** PostgreSQL's `integer`: every id and count of the schema fits. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
/** Numbers (sizes, prices, coordinates, epoch milliseconds) stay finite and far inside a double. */
export const NUMBER_LIMIT = 1e15;
/** Strings without a declared maxLength: a body field (notes, HTML) and a path or query value. */
export const BODY_STRING_MAX = 100_000;
export const URL_STRING_MAX = 2_000;
/** The Ajv keyword that refuses NUL characters; added to every string schema. */
export const NO_NUL = 'x-no-nul';
/**
 * The Ajv keyword that refuses Infinity; added to every number and integer schema. Ajv coerces
 * the text "Infinity" (and "1e400") to Infinity and its minimum and maximum let it through.
 */
export const FINITE = 'x-finite';

type Part = 'params' | 'querystring' | 'body';
const PARTS: Part[] = ['params', 'querystring', 'body'];

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

/** Adds the policy's limits to a schema and everything below it, in place (the schema is a copy). */
function harden(schema: unknown, stringMax: number): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as JsonSchema;
  const types = typesOf(node);
  if (types.includes('string') && node.enum === undefined && node.const === undefined) {
    if (node.maxLength === undefined && node.format === undefined) node.maxLength = stringMax;
    node[NO_NUL] = true;
  }
  if (types.includes('integer') || types.includes('number')) node[FINITE] = true;
  if (types.includes('integer')) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT32_MIN;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT32_MAX;
  } else if (types.includes('number')) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) {
      node.minimum = -NUMBER_LIMIT;
    }
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) {
      node.maximum = NUMBER_LIMIT;
    }
  }
  for (const key of ['properties', 'patternProperties']) {
    const children = node[key];
    if (children && typeof children === 'object') {
      for (const child of Object.values(children)) harden(child, stringMax);
    }
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) {
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => harden(c, stringMax));
    else harden(child, stringMax);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((c) => harden(c, stringMax));
  }
}

/** A copy of a route's params/querystring/body schema with the policy's limits. */
export function hardenedSchema(schema: unknown, part: Part): JsonSchema {
  const copy = structuredClone(schema) as JsonSchema;
  harden(copy, part === 'body' ? BODY_STRING_MAX : URL_STRING_MAX);
  return copy;
}

/** The params schema of a path that declares none: every parameter a bounded string. */
export function paramsSchemaOf(url: string): JsonSchema | undefined {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (url.includes('*')) names.push('*');
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
  };
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Which parts the route's own code declared a schema for (before this policy added any). */
  declared: Record<Part, boolean>;
  /** The hardened schemas the route validates with. */
  schema: Partial<Record<Part, JsonSchema>>;
  /** Multipart routes read their body as a stream (uploads). */
  multipart: boolean;
  websocket: boolean;
}

const catalogues = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route of the app with its validation schemas, in registration order (HEAD routes left out). */
export function routeCatalogue(app: FastifyInstance): RouteEntry[] {
  return catalogues.get(app) ?? [];
}

/** Installs the policy; call before any route is registered. */
export function installValidation(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  catalogues.set(app, entries);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const declared = {
      params: schema.params !== undefined,
      querystring: schema.querystring !== undefined,
      body: schema.body !== undefined,
    };
    const next: Record<string, unknown> = { ...schema };
    if (!declared.params) {
      const derived = paramsSchemaOf(route.url);
      if (derived) next.params = derived;
    }
    for (const part of PARTS) {
      if (next[part] !== undefined) next[part] = hardenedSchema(next[part], part);
    }
    route.schema = next;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      entries.push({
        method,
        url: route.url,
        declared,
        schema: {
          params: next.params as JsonSchema | undefined,
          querystring: next.querystring as JsonSchema | undefined,
          body: next.body as JsonSchema | undefined,
        },
        multipart: /multipart/.test(JSON.stringify(schema.consumes ?? '')),
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
  });
}

type AjvLike = {
  addKeyword(definition: Record<string, unknown>): unknown;
};

/** The Ajv plugin for the policy's keywords. */
function noNulPlugin(ajv: AjvLike): AjvLike {
  ajv.addKeyword({
    keyword: NO_NUL,
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown) =>
      !enabled || typeof data !== 'string' || !data.includes('\u0000'),
  });
  ajv.addKeyword({
    // No `type`: Ajv skips typed keywords for a value its coercion has just made infinite.
    keyword: FINITE,
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown) =>
      !enabled || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}

type ValidatorFactory = (
  externalSchemas: unknown,
  options: { customOptions: Record<string, unknown> },
) => (route: { httpPart?: string }) => unknown;

/**
 * Fastify's own Ajv compiler (the package Fastify depends on, resolved from Fastify so the API
 * does not carry a second copy), used twice: with coercion for params, querystring and
 * headers, and without it for bodies, so `status_id: true` or `"5"` for an integer is refused.
 */
function validatorFactory(): ValidatorFactory {
  const fromFastify = createRequire(require.resolve('fastify'));
  const AjvCompiler = fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory;
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const coercing = pool(externalSchemas, options);
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  };
}

type SerializerFactory = (
  externalSchemas: unknown,
  options: unknown,
) => (route: unknown) => (data: unknown) => string;

/** Fastify's own serializer compiler (fast-json-stringify), resolved from Fastify as above. */
function serializerFactory(): SerializerFactory {
  const fromFastify = createRequire(require.resolve('fastify'));
  return (fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)();
}

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * A route's validator compiled when it first validates, not when the route is registered: the
 * same compiler and the same answers (Fastify reads `errors` off the function after a `false`).
 */
function lazyValidator(compile: () => unknown): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile() as Validate;
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

/** A route's serializer compiled when it first serializes. */
function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * The Fastify options of the policy: Ajv's options, the NUL keyword and the two compilers.
 * `lazy` (the API's tests: an app per test file calls a handful of its hundreds of routes)
 * compiles each route's validators and serializers when first used instead of at start, with
 * the same compilers; a process that serves compiles them all as it starts (ADR 234).
 */
export function validationOptions({ lazy = false } = {}): Pick<
  FastifyServerOptions,
  'ajv' | 'schemaController'
> {
  const buildValidator = validatorFactory();
  const buildSerializer = serializerFactory();
  const compilersFactory = lazy
    ? {
        buildValidator: ((externalSchemas, options) => {
          const compiler = buildValidator(externalSchemas, options);
          return (route: { httpPart?: string }) => lazyValidator(() => compiler(route));
        }) as ValidatorFactory,
        buildSerializer: ((externalSchemas, options) => {
          const compiler = buildSerializer(externalSchemas, options);
          return (route: unknown) => lazySerializer(() => compiler(route));
        }) as SerializerFactory,
      }
    : { buildValidator, buildSerializer };
  return {
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: true,
        useDefaults: true,
        coerceTypes: 'array',
        // ['string', 'null'] is ordinary JSON Schema; strict mode would only warn about it.
        allowUnionTypes: true,
      },
      plugins: [noNulPlugin as never],
    },
    schemaController: {
      compilersFactory: {
        buildValidator: compilersFactory.buildValidator as never,
        buildSerializer: compilersFactory.buildSerializer as never,
      },
    },
  };
}

interface ObjectSchemaLike {
  type?: unknown;
  properties?: Record<string, ObjectSchemaLike>;
  additionalProperties?: unknown;
  items?: ObjectSchemaLike;
}

/** The first field of `value` that `schema` closes (`additionalProperties: false`) and does not name. */
export function unknownField(schema: ObjectSchemaLike, value: unknown, path = ''): string | null {
  if (Array.isArray(value)) {
    if (!schema.items) return null;
    for (let index = 0; index < value.length; index += 1) {
      const found = unknownField(
        schema.items,
        value[index],
        path ? `${path}.${index}` : `${index}`,
      );
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object' || !schema.properties) return null;
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    const property = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (!property) {
      if (schema.additionalProperties === false) return field;
      continue;
    }
    const found = unknownField(property, child, field);
    if (found) return found;
  }
  return null;
}

export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed.';

/**
 * A `preValidation` hook for a route whose clients must hear about a misspelt or unsupported
 * field instead of having it dropped (Ajv's `removeAdditional`, the policy's default): a body
 * field its schema closes with `additionalProperties: false` is a 400 naming the field.
 */
export function refuseUnknownFields(schema: ObjectSchemaLike) {
  return async (request: { body: unknown }) => {
    const field = unknownField(schema, request.body);
    if (field === null) return;
    throw new HttpError(400, `${field}: ${UNKNOWN_FIELD_MESSAGE}`, {
      errors: { [field]: [UNKNOWN_FIELD_MESSAGE] },
      caption: 'Invalid request',
    });
  };
}
