import { trustImageOrigin } from './trustedImages';
import { bus as pageBus, type EventBus } from '../bus';
import type { ResponseInfo } from '../contracts';
import { notify as pageNotify, type Notifier } from '../notify';
import { session as pageSession, type SessionStore } from '../session';
import { callKey, pendingKey, ReuseCache } from './callKey';
import { ApiError, errorCaption, errorText, type ErrorCode } from './errors';
import { isPublicWholesalePath, platformHeaders, type PageLocation } from './headers';
import { buildUrl } from './query';
import { errorLines, isSuccessStatus, readBody, unwrap } from './response';
import { backoffDelay, defaultSleep, isRetryableStatus, sleepUnlessAborted } from './retry';
import {
  DEFAULT_RETRIES,
  DEFAULT_REUSE_SECONDS,
  type ApiOptions,
  type ApiResult,
  type CallConfig,
  type FetchLike,
  type HttpMethod,
  type ResponseLike,
} from './types';
import { isVersionNewer } from './version';

export interface ApiClientDependencies {
  session?: SessionStore;
  notifier?: Notifier;
  bus?: EventBus;
  now?: () => number;
}

interface Page extends PageLocation {
  hash: string;
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

function currentPage(): Page {
  if (typeof location === 'undefined') return { pathname: '/', search: '', hash: '' };
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

/** Pages where a 401 is only a failed call: signing in, and the public wholesale portal. */
function keepsSessionOn401(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/') || isPublicWholesalePath(pathname);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error as { name?: unknown } | null)?.name === 'AbortError';
}

const defaultFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** The call layer of spec §7 and §8 over fetch. One instance, `api`, serves the page. */
export class ApiClient {
  #options: ApiOptions = { baseUrl: '', clientVersion: '0.0.0', buildNumber: '0' };
  readonly #pending = new Map<string, Promise<ApiResult<unknown>>>();
  readonly #cache: ReuseCache;
  readonly #session: SessionStore;
  readonly #notifier: Notifier;
  readonly #bus: EventBus;

  constructor(dependencies: ApiClientDependencies = {}) {
    this.#session = dependencies.session ?? pageSession;
    this.#notifier = dependencies.notifier ?? pageNotify;
    this.#bus = dependencies.bus ?? pageBus;
    this.#cache = new ReuseCache(dependencies.now);
    // Another user's answers must never be reused.
    this.#bus.subscribe('session/changed', () => this.clearCache());
  }

  /** Sets the base URL, versions, device info and 401 hook. Called once by the shell at start-up. */
  configure(options: ApiOptions): void {
    this.#options = options;
    // Server HTML may show images (uploaded files) from the API, and from nowhere else.
    if (/^https?:\/\//.test(options.baseUrl)) trustImageOrigin(new URL(options.baseUrl).origin);
    this.clearCache();
  }

  get options(): Readonly<ApiOptions> {
    return this.#options;
  }

  get<T>(path: string, config?: CallConfig): Promise<ApiResult<T>> {
    return this.request<T>('GET', path, config);
  }

  post<T>(path: string, data?: unknown, config?: CallConfig): Promise<ApiResult<T>> {
    return this.request<T>('POST', path, { ...config, data });
  }

  put<T>(path: string, data?: unknown, config?: CallConfig): Promise<ApiResult<T>> {
    return this.request<T>('PUT', path, { ...config, data });
  }

  patch<T>(path: string, data?: unknown, config?: CallConfig): Promise<ApiResult<T>> {
    return this.request<T>('PATCH', path, { ...config, data });
  }

  delete<T>(path: string, config?: CallConfig): Promise<ApiResult<T>> {
    return this.request<T>('DELETE', path, config);
  }

  /**
   * Makes a call. Identical pending calls share one promise; a GET answer is reused for
   * `reuseSeconds` (never a 206); a successful change (non-GET) empties the reuse cache.
   */
  request<T>(method: HttpMethod, path: string, config: CallConfig = {}): Promise<ApiResult<T>> {
    const reuseSeconds = config.reuseSeconds ?? DEFAULT_REUSE_SECONDS;
    const reusable = method === 'GET' && reuseSeconds > 0;
    const key = callKey(method, path, config, this.#session.bearerToken);
    if (reusable) {
      const reused = this.#cache.get(key);
      if (reused) return Promise.resolve(reused as ApiResult<T>);
    }
    const sharedKey = pendingKey(key, config.signal);
    const pending = this.#pending.get(sharedKey);
    if (pending) return pending as Promise<ApiResult<T>>;

    const call = this.#execute<T>(method, path, config)
      .then((result) => {
        if (reusable && result.status !== 206) this.#cache.set(key, result, reuseSeconds);
        if (method !== 'GET') this.#cache.clear();
        return result;
      })
      .finally(() => this.#pending.delete(sharedKey));
    this.#pending.set(sharedKey, call);
    return call;
  }

  clearCache(): void {
    this.#cache.clear();
  }

  /**
   * Has the browser ask the API now whether a `method` call to `path` may be made from this page
   * (the CORS preflight a cross-origin call with the platform's headers needs), so that the call
   * itself, made later, goes out at once: the browser keeps the answer for the API's max-age
   * (ADR 268). A bare OPTIONS with the headers such a call sends, which the browser preflights as
   * it would the call; its answer is not read. Nothing is sent when the API is on the page's own
   * origin, which needs no preflight. Resolves whether it was answered; never rejects or notifies.
   */
  async preflight(method: HttpMethod, path: string): Promise<boolean> {
    const url = this.#url(method, path, {});
    const origin = globalThis.location?.origin;
    if (!/^https?:\/\//.test(url) || (origin && new URL(url).origin === origin)) return false;
    const { headers } = this.#init(method, method === 'GET' ? {} : { data: {} });
    const fetchImpl = this.#options.fetch ?? defaultFetch;
    try {
      await fetchImpl(url, { method: 'OPTIONS', headers });
      return true;
    } catch {
      return false;
    }
  }

  async #execute<T>(method: HttpMethod, path: string, config: CallConfig): Promise<ApiResult<T>> {
    const retries = Math.max(0, config.retries ?? DEFAULT_RETRIES);
    const fetchImpl = this.#options.fetch ?? defaultFetch;
    for (let attempt = 0; ; attempt++) {
      if (config.signal?.aborted) throw this.#cancelled(method, path);
      let response: ResponseLike;
      try {
        response = await fetchImpl(this.#url(method, path, config), this.#init(method, config));
      } catch (error) {
        if (isAbort(error, config.signal)) throw this.#cancelled(method, path);
        if (attempt < retries) {
          await this.#backoff(attempt, config, method, path);
          continue;
        }
        throw this.#networkFailure(method, path, config);
      }
      if (isRetryableStatus(response.status) && attempt < retries) {
        await this.#backoff(attempt, config, method, path);
        continue;
      }
      return this.#settle<T>(response, method, path, config);
    }
  }

  async #backoff(
    attempt: number,
    config: CallConfig,
    method: HttpMethod,
    path: string,
  ): Promise<void> {
    const delay = backoffDelay(attempt, this.#options.random);
    try {
      await sleepUnlessAborted(this.#options.sleep ?? defaultSleep, delay, config.signal);
    } catch {
      throw this.#cancelled(method, path);
    }
  }

  #url(method: HttpMethod, path: string, config: CallConfig): string {
    const bodyAsQuery =
      method === 'GET' &&
      typeof config.data === 'object' &&
      config.data !== null &&
      !Array.isArray(config.data)
        ? (config.data as Record<string, unknown>)
        : undefined;
    const params = bodyAsQuery ? { ...bodyAsQuery, ...config.params } : config.params;
    return buildUrl(this.#options.baseUrl, path, params);
  }

  #init(method: HttpMethod, config: CallConfig): RequestInit {
    const headers: Record<string, string> = {
      Accept: config.responseType === 'blob' ? '*/*' : 'application/json',
      ...platformHeaders(this.#options, this.#session, currentPage()),
    };
    let body: BodyInit | undefined;
    if (method !== 'GET') {
      if (config.formData) {
        // The browser sets the multipart boundary itself.
        body = config.formData;
      } else if (config.data !== undefined) {
        body = JSON.stringify(config.data);
        headers['Content-Type'] = 'application/json';
      }
    }
    return {
      method,
      headers: { ...headers, ...config.headers },
      body,
      signal: config.signal,
      ...(config.credentials ? { credentials: config.credentials } : {}),
    };
  }

  async #settle<T>(
    response: ResponseLike,
    method: HttpMethod,
    path: string,
    config: CallConfig,
  ): Promise<ApiResult<T>> {
    try {
      return await this.#interpret<T>(response, method, path, config);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isAbort(error, config.signal)) throw this.#cancelled(method, path);
      const message = error instanceof Error ? error.message : String(error);
      this.#show(config, 'error', errorText('E008'), errorCaption('E008', { message }));
      throw new ApiError(message, { status: response.status, code: 'E008', method, path });
    }
  }

  async #interpret<T>(
    response: ResponseLike,
    method: HttpMethod,
    path: string,
    config: CallConfig,
  ): Promise<ApiResult<T>> {
    const status = response.status;
    const { body, valid } = await readBody(response, config.responseType ?? 'json');
    const { data, info, hasInfo } = unwrap(body, status);
    this.#checkVersion(info);

    if (isSuccessStatus(status)) {
      if (!valid) return this.#fail('E024', { status, info, data, method, path }, config);
      if (info.response === 'failed') {
        return this.#reject('error', { status, info, data, method, path, hasInfo }, config);
      }
      const suppressed = config.suppressNotificationMessage || info.suppressNotificationMessage;
      if (info.message && !suppressed) {
        this.#show(config, 'success', info.message, info.caption, errorLines(info.errors));
      }
      return { status, data: data as T, info };
    }

    if (status === 401 && !keepsSessionOn401(currentPage().pathname)) {
      // Even a silent call (the start-up refresh of a stored session) says why the user is sent
      // to sign in again: 'Session timed out' once, when the session is actually cleared.
      const announce = this.#session.bearerToken !== null;
      this.#expireSession();
      return this.#fail(
        'E017',
        { status, info, data, method, path },
        { ...config, silent: !announce },
      );
    }
    const kind = status === 403 ? 'error' : 'warning';
    return this.#reject(kind, { status, info, data, method, path, hasInfo }, config);
  }

  /** Shows the server's message (or the fitting catalogue error) and rejects. */
  #reject(
    kind: 'error' | 'warning',
    failure: {
      status: number;
      info: ResponseInfo;
      data: unknown;
      method: string;
      path: string;
      hasInfo: boolean;
    },
    config: CallConfig,
  ): never {
    const { status, info, data, method, path, hasInfo } = failure;
    if (info.message) {
      this.#show(config, kind, info.message, info.caption, errorLines(info.errors));
      throw new ApiError(info.message, { status, info, data, method, path });
    }
    const code: ErrorCode = GATEWAY_STATUSES.has(status) ? 'E032' : hasInfo ? 'E019' : 'E011';
    return this.#fail(code, { status, info, data, method, path }, config, kind);
  }

  #fail(
    code: ErrorCode,
    failure: { status: number; info?: ResponseInfo; data?: unknown; method: string; path: string },
    config: CallConfig,
    kind: 'error' | 'warning' = 'error',
  ): never {
    this.#show(config, kind, errorText(code), errorCaption(code, { path: failure.path }));
    throw new ApiError(errorText(code), { ...failure, code });
  }

  #networkFailure(method: HttpMethod, path: string, config: CallConfig): ApiError {
    this.#show(config, 'error', errorText('E001'), errorCaption('E001'));
    return new ApiError(errorText('E001'), { status: 0, code: 'E001', method, path });
  }

  #cancelled(method: HttpMethod, path: string): ApiError {
    return new ApiError('Request cancelled', { status: 0, cancelled: true, method, path });
  }

  #show(
    config: CallConfig,
    kind: 'success' | 'warning' | 'error',
    message: string,
    caption?: string,
    errors?: string[],
  ): void {
    if (!config.silent) this.#notifier[kind](message, caption, errors);
  }

  #expireSession(): void {
    const page = currentPage();
    const intended = `${page.pathname}${page.search}${page.hash}`;
    this.#session.clear();
    this.clearCache();
    this.#bus.publish('session/expired', { intended });
    this.#options.onUnauthorized?.(intended);
  }

  #checkVersion(info: ResponseInfo): void {
    const required = info.min_version;
    const current = this.#options.clientVersion;
    if (required && isVersionNewer(required, current)) {
      this.#bus.publish('version/outdated', { current, required });
    }
  }
}

const GLOBAL_KEY = '__PLATFORM_API__';

/** The page's call layer (kept on globalThis like the bus, so every copy of the kernel shares it). */
export const api: ApiClient =
  ((globalThis as Record<string, unknown>)[GLOBAL_KEY] as ApiClient | undefined) ??
  (((globalThis as Record<string, unknown>)[GLOBAL_KEY] = new ApiClient()) as ApiClient);

/** Configures the page's call layer; the shell calls it once at start-up. */
export function configureApi(options: ApiOptions): void {
  api.configure(options);
}
