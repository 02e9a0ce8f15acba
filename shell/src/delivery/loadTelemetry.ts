import type { EventBus } from '@platform/shared';

/** One load of a remote's module, as POST /delivery/loads takes it (ADR 159). */
export interface LoadReport {
  remote: string;
  version: string;
  module: string;
  /** 'loaded', or the phase the load failed in. */
  phase: string;
  duration_ms: number;
  error_class: string | null;
}

export interface LoadTelemetryOptions {
  /** Sends one batch; `unloading` when the page is going away (the request must outlive it). */
  send(loads: LoadReport[], unloading: boolean): Promise<void>;
  /** Whether a batch may be sent now (someone is signed in); until then loads wait. */
  canSend(): boolean;
  /** A batch goes as soon as this many loads wait (M). */
  maxBatch?: number;
  /** …or every this many milliseconds (N), whatever waits. */
  intervalMs?: number;
  /** Loads kept while nothing can be sent; the oldest are dropped past it. */
  maxWaiting?: number;
}

export const DEFAULT_MAX_BATCH = 20;
export const DEFAULT_INTERVAL_MS = 30_000;
/** The API takes at most 100 loads a report. */
export const DEFAULT_MAX_WAITING = 100;

/**
 * Collects the remote loads the loader announces on the bus and reports them to the API in
 * batches: when `maxBatch` wait, every `intervalMs`, and when the page is hidden or left.
 */
export class LoadTelemetry {
  readonly #options: Required<LoadTelemetryOptions>;
  #waiting: LoadReport[] = [];
  #stops: Array<() => void> = [];

  constructor(options: LoadTelemetryOptions) {
    this.#options = {
      maxBatch: DEFAULT_MAX_BATCH,
      intervalMs: DEFAULT_INTERVAL_MS,
      maxWaiting: DEFAULT_MAX_WAITING,
      ...options,
    };
  }

  /** The loads not sent yet. */
  get waiting(): readonly LoadReport[] {
    return this.#waiting;
  }

  record(load: LoadReport): void {
    this.#waiting.push(load);
    if (this.#waiting.length > this.#options.maxWaiting) {
      this.#waiting.splice(0, this.#waiting.length - this.#options.maxWaiting);
    }
    if (this.#waiting.length >= this.#options.maxBatch) void this.flush(false);
  }

  /** Sends what waits, in batches of at most maxBatch; a failed batch waits for the next flush. */
  async flush(unloading: boolean): Promise<void> {
    if (this.#waiting.length === 0 || !this.#options.canSend()) return;
    const batches: LoadReport[][] = [];
    while (this.#waiting.length > 0) {
      batches.push(this.#waiting.splice(0, this.#options.maxBatch));
    }
    for (const batch of batches) {
      try {
        await this.#options.send(batch, unloading);
      } catch {
        this.#waiting.unshift(...batch);
        this.#waiting.splice(this.#options.maxWaiting);
        return;
      }
    }
  }

  /** Listens to the bus, the timer and the page's visibility; returns a function that stops. */
  start(bus: EventBus, target: Window = window): () => void {
    const loaded = bus.subscribe('remote/loaded', (event) =>
      this.record({
        remote: event.remote,
        version: event.version,
        module: event.module,
        phase: 'loaded',
        duration_ms: event.durationMs,
        error_class: null,
      }),
    );
    const failed = bus.subscribe('remote/failed', (event) => {
      if (event.load) {
        this.record({
          remote: event.remote,
          version: event.version,
          module: event.load.module,
          phase: event.phase,
          duration_ms: event.load.durationMs,
          error_class: event.load.errorClass,
        });
      } else if (event.start) {
        // A loaded app that cannot start fails its users as surely as one that cannot load.
        this.record({
          remote: event.remote,
          version: event.version,
          module: event.start.module,
          phase: event.phase,
          duration_ms: 0,
          error_class: event.start.errorClass,
        });
      }
      // A render error inside a running area is not counted: it may repeat many times a load.
    });
    const timer = setInterval(() => void this.flush(false), this.#options.intervalMs);
    const onHide = () => void this.flush(true);
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') onHide();
    };
    target.addEventListener('pagehide', onHide);
    target.document.addEventListener('visibilitychange', onVisibility);
    const stop = () => {
      loaded.unsubscribe();
      failed.unsubscribe();
      clearInterval(timer);
      target.removeEventListener('pagehide', onHide);
      target.document.removeEventListener('visibilitychange', onVisibility);
    };
    this.#stops.push(stop);
    return stop;
  }

  stop(): void {
    for (const stop of this.#stops.splice(0)) stop();
  }
}

/**
 * Sends a batch to the API with the session's bearer token. `keepalive` lets the request finish
 * after the page is gone (a beacon cannot carry the Authorization header).
 */
export function apiLoadSender(
  apiBaseUrl: string,
  bearerToken: () => string | null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  return async (loads: LoadReport[], unloading: boolean): Promise<void> => {
    const token = bearerToken();
    if (!token) throw new Error('Not signed in');
    const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}/delivery/loads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ loads }),
      keepalive: unloading,
    });
    // A refused batch (400, 429) is not sent again: only a network failure or 5xx is retried.
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  };
}
