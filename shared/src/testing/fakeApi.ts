import { api } from '../api';
import type { ApiOptions, FetchLike, ResponseLike } from '../api';
import type { ResponseInfo } from '../contracts';
import { matchPath } from '../navigation/matchPath';

/** What a fake route answers. */
export interface FakeReply {
  /** Default 200. */
  status?: number;
  /** Sent as JSON (a string is sent as it is). */
  body?: unknown;
  /** Makes fetch reject as when the server cannot be reached. */
  networkError?: boolean;
}

/** A call the fake received. */
export interface FakeRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData, or undefined. */
  body: unknown;
  /** Named segments of the matched route, e.g. { id: '7' } for 'GET /notifications/:id/details'. */
  params: Record<string, string>;
  /** The fetch's credentials mode, when the call set one. */
  credentials?: RequestCredentials;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/** Routes keyed 'METHOD /path', where a path segment may be ':name' or a trailing '*'. */
export type FakeRoutes = Record<string, FakeHandler>;

export interface FakeApi {
  fetch: FetchLike;
  /** Every call received, in order. */
  calls: FakeRequest[];
  /** The calls that matched one route key. */
  callsTo(route: string): FakeRequest[];
  /** Adds or replaces a route. */
  on(route: string, handler: FakeHandler): void;
}

/** A successful envelope, e.g. envelope([...]) or envelope(record, { message: 'Saved' }). */
export function envelope<T>(
  data: T,
  info: Partial<ResponseInfo> = {},
): { data: T; info: ResponseInfo } {
  return { data, info: { status: 200, ...info } };
}

/** A minimal fetch Response. */
export function fakeResponse(status: number, body?: unknown): ResponseLike {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text])),
  };
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A fake server for the call layer. Unknown routes answer 404 with a message naming the route,
 * so a missing fake shows up in the test's failure.
 */
export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const matched = new Map<string, FakeRequest[]>();

  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://fake.local');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: parseBody(init.body),
      params: {},
      credentials: init.credentials,
    };
    calls.push(request);
    for (const [route, handler] of table) {
      const [routeMethod, routePath] = route.split(' ');
      if (routeMethod.toUpperCase() !== method) continue;
      const params = matchPath(routePath, request.path);
      if (!params) continue;
      request.params = params;
      matched.set(route, [...(matched.get(route) ?? []), request]);
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      if (reply.networkError) throw new TypeError('Failed to fetch');
      return fakeResponse(reply.status ?? 200, reply.body);
    }
    return fakeResponse(404, {
      data: null,
      info: { status: 404, message: `No fake route for ${method} ${request.path}` },
    });
  };

  return {
    fetch,
    calls,
    callsTo: (route) => matched.get(route) ?? [],
    on: (route, handler) => {
      table.set(route, handler);
    },
  };
}

/**
 * Points the page's `api` at a fake server with instant retries, and empties its reuse cache.
 * Options override the defaults (base URL 'http://api.test', version '1.0.0+1').
 */
export function installFakeApi(
  routes: FakeRoutes = {},
  options: Partial<ApiOptions> = {},
): FakeApi {
  const fake = createFakeApi(routes);
  api.configure({
    baseUrl: 'http://api.test',
    clientVersion: '1.0.0',
    buildNumber: '1',
    sleep: () => Promise.resolve(),
    ...options,
    fetch: options.fetch ?? fake.fetch,
  });
  return fake;
}
