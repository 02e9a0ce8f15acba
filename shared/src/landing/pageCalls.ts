import {
  api,
  bus,
  session,
  type ApiResult,
  type LandingData,
  type LandingPart,
  type LandingQuery,
  type PageInfoData,
  type ResponseInfo,
  type RouteTab,
} from '@platform/shared';
import { numericId } from './landingQuery';

/** How long a call started ahead waits for its page: a page opened later asks afresh. */
export const STARTED_CALL_KEPT_MS = 60_000;

interface StartedCall {
  promise: Promise<ApiResult<unknown>>;
  at: number;
  /** The answer, once the promise has fulfilled: read at once by `answeredCall` (ADR 263). */
  answer?: ApiResult<unknown>;
}

interface LandingState {
  started: Map<string, StartedCall>;
  /** Calls a landing start will register once an answer tells it which (a tab's multi-view). */
  registering: Set<Promise<void>>;
}

// Kept on globalThis like the call layer: the shell's copy of this module starts the calls and
// mf-views' copy takes them (the module is not a shared singleton; the kernel it uses is).
const GLOBAL_KEY = '__PLATFORM_LANDING__';

function landingState(): LandingState {
  const global = globalThis as Record<string, unknown>;
  let state = global[GLOBAL_KEY] as LandingState | undefined;
  if (!state) {
    const started = new Map<string, StartedCall>();
    state = { started, registering: new Set() };
    global[GLOBAL_KEY] = state;
    // Signing out or in as someone else drops every answer asked for the previous session.
    bus.subscribe('session/changed', () => started.clear());
  }
  // A shell from before ADR 254 made the state without it (the module is in every build).
  state.registering ??= new Set();
  return state;
}

/** One of the calls a page makes first: what identifies it, and how it is asked. */
export interface PageCall<T> {
  key: string;
  request: () => Promise<ApiResult<T>>;
  /**
   * A call a landing start works out from an answer (a tab's multi-view, its first list page):
   * taken before that answer, it waits for it rather than being asked twice (ADR 254).
   */
  registeredLate?: boolean;
}

// The session's token is part of the key: a call started for one user is never another's.
const keyOf = (call: PageCall<unknown>) => `${session.bearerToken ?? ''} ${call.key}`;

/**
 * Starts the call now (once per session) and keeps its promise for the page that reads it;
 * `request` answers it another way (from the landing call, ADR 233) instead of asking it alone.
 */
export function startCall<T>(
  call: PageCall<T>,
  request: () => Promise<ApiResult<T>> = call.request,
): Promise<ApiResult<T>> {
  const { started } = landingState();
  const key = keyOf(call);
  const existing = started.get(key);
  if (existing && Date.now() - existing.at < STARTED_CALL_KEPT_MS) {
    return existing.promise as Promise<ApiResult<T>>;
  }
  const promise = request();
  const entry: StartedCall = { promise, at: Date.now() };
  // A failure belongs to the page that reads it; unread, it is not an unhandled rejection.
  promise.then(
    (answer) => (entry.answer = answer),
    () => undefined,
  );
  started.set(key, entry);
  return promise;
}

/**
 * Tells `takeCall` that calls are being worked out from an answer on its way (a tabs page's
 * chosen tab's multi-view, then its first list page): a page taking one of those
 * (`registeredLate`) before it is registered waits for `registration` instead of asking it alone
 * (ADR 254). Its value is never read; a failure counts as settled.
 */
export function registerLater(registration: Promise<unknown>): void {
  const { registering } = landingState();
  const settled = registration.then(
    () => undefined,
    () => undefined,
  );
  registering.add(settled);
  void settled.then(() => registering.delete(settled));
}

/** The answer of a call started ahead for this session (taken once), else the call made now. */
export async function takeCall<T>(call: PageCall<T>): Promise<ApiResult<T>> {
  const { started, registering } = landingState();
  const key = keyOf(call);
  // Not started yet, and a landing start may be about to: it asks nothing twice.
  if (call.registeredLate && !started.has(key) && registering.size > 0)
    await Promise.all([...registering]);
  const existing = started.get(key);
  started.delete(key);
  if (existing && Date.now() - existing.at < STARTED_CALL_KEPT_MS) {
    return existing.promise as Promise<ApiResult<T>>;
  }
  return call.request();
}

/**
 * The answer of a call started ahead for this session when it is already in, taken as `takeCall`
 * takes it; else undefined, and the call stays for `takeCall`. A page's stores read it as they are
 * made, so that the page's first frame shows its data rather than a skeleton that the answer,
 * already in memory, replaces a task later (ADR 263).
 */
export function answeredCall<T>(call: PageCall<T>): ApiResult<T> | undefined {
  const { started } = landingState();
  const key = keyOf(call);
  const existing = started.get(key);
  if (!existing?.answer || Date.now() - existing.at >= STARTED_CALL_KEPT_MS) return undefined;
  started.delete(key);
  return existing.answer as ApiResult<T>;
}

/** GET /page-info with route_id and main_id (the record id, when numeric). */
export function pageInfoCall(routeId: number, mainId: string | null): PageCall<PageInfoData> {
  const id = numericId(mainId);
  return {
    key: `GET /page-info ${routeId} ${id ?? ''}`,
    request: () =>
      api.get<PageInfoData>('/page-info', {
        params: { route_id: routeId, main_id: id },
        suppressNotificationMessage: true,
      }),
  };
}

/** GET /route-tabs/{routeId}. */
export function routeTabsCall(routeId: number): PageCall<RouteTab[]> {
  return {
    key: `GET /route-tabs/${routeId}`,
    request: () => api.get<RouteTab[]>(`/route-tabs/${routeId}`),
  };
}

/** GET /multi-view-data: a multi-view's definition, as the server sends it. */
export function multiViewCall(multiViewId: number): PageCall<unknown> {
  return {
    key: `GET /multi-view-data ${multiViewId}`,
    request: () => api.get<unknown>('/multi-view-data', { params: { multi_view_id: multiViewId } }),
    registeredLate: true,
  };
}

/** GET /landing-data: page info, tabs and first multi-view in one round trip (ADR 233). */
export function landingDataCall(query: LandingQuery): PageCall<LandingData> {
  return {
    key: `GET /landing-data ${JSON.stringify(query)}`,
    request: () =>
      api.get<LandingData>('/landing-data', {
        params: { ...query },
        // Its parts' failures are shown by the calls the page then makes itself.
        silent: true,
        suppressNotificationMessage: true,
        retries: 0,
      }),
  };
}

/**
 * A part of the landing call as the answer of its own call, or a rejection when it failed (the
 * page then asks that call itself and shows its error as before).
 */
export function partAnswer<T>(part: LandingPart | null | undefined): ApiResult<T> {
  if (!part || part.status < 200 || part.status > 299) throw new Error('part not answered');
  // The `{ data, info }` envelope, read as the call layer reads it (unwrap, api/response.ts);
  // not imported from there, so the sign-in page's kernel chunk stays as it is.
  const body = part.body as { data?: unknown; info?: Partial<ResponseInfo> } | null;
  if (!body || typeof body.info !== 'object' || body.info === null) throw new Error('no envelope');
  const info = { ...body.info, status: body.info.status ?? part.status } as ResponseInfo;
  if (info.response === 'failed') throw new Error('part failed');
  return { status: part.status, data: (body.data ?? null) as T, info };
}
