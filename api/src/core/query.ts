import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

type QueryValue = string | string[];

/**
 * Parses the query string the way the kernel's call layer writes it: repeated keys and keys
 * ending in `[]` become arrays (`destinations[]=a&destinations[]=b` → destinations: ['a','b']).
 */
export function parseQueryString(query: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = result[key];
    if (existing === undefined) result[key] = isList ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

interface SchemaWithProperties {
  properties?: Record<string, { type?: unknown }>;
}

function objectProperties(schema: unknown): string[] {
  const properties = (schema as SchemaWithProperties | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'object')
    .map(([name]) => name);
}

/**
 * The call layer JSON-encodes object parameters such as pagination_object. For every route
 * whose querystring schema declares an object property, decode that property before
 * validation, so handlers and schemas see the object.
 */
export function decodeJsonQueryObjects(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const names = objectProperties(route.schema?.querystring);
    if (names.length === 0) return;
    const decode = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown>;
      for (const name of names) {
        const value = query[name];
        if (typeof value !== 'string') continue;
        try {
          query[name] = JSON.parse(value) as unknown;
        } catch {
          // Left as a string: validation reports the field as the wrong type.
        }
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [decode, ...(Array.isArray(existing) ? existing : [existing])]
      : [decode];
  });
}
