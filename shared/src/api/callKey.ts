import type { ApiResult, CallConfig, HttpMethod } from './types';

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

// FormData and AbortSignal cannot be serialised, so they are told apart by identity.
function identityOf(value: object | undefined): number {
  if (!value) return 0;
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = nextIdentity++;
    identities.set(value, identity);
  }
  return identity;
}

function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`);
  return `{${entries.join(',')}}`;
}

/**
 * Identifies a call by the session it is made under (its bearer token), method, path, payload
 * and config: two sessions in one page never share an answer, pending or kept (the key stays in
 * this page's memory, as the token does). The reuse window is left out: it is how long the answer
 * may be reused, not part of what is asked.
 */
export function callKey(
  method: HttpMethod,
  path: string,
  config: CallConfig,
  bearerToken: string | null = null,
): string {
  const { reuseSeconds: _reuse, signal: _signal, formData, ...rest } = config;
  return `${bearerToken} ${method} ${path} ${stableStringify(rest)} form:${identityOf(formData)}`;
}

/** Pending calls are shared only by callers holding the same abort signal (or none). */
export function pendingKey(key: string, signal: AbortSignal | undefined): string {
  return `${key} signal:${identityOf(signal)}`;
}

interface ReuseEntry {
  result: ApiResult<unknown>;
  expiresAt: number;
}

/** Answers kept for reuse, each for the window its call asked for. */
export class ReuseCache {
  readonly #entries = new Map<string, ReuseEntry>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get(key: string): ApiResult<unknown> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.result;
  }

  set(key: string, result: ApiResult<unknown>, seconds: number): void {
    this.#prune();
    this.#entries.set(key, { result, expiresAt: this.#now() + seconds * 1000 });
  }

  clear(): void {
    this.#entries.clear();
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
  }
}
