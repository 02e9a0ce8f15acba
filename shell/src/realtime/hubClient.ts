/** One frame the hub at /global sends: `{ "id": 12, "event": "...", "payload": ... }`. */
export interface HubMessage {
  /** The message's number: sent back as `lastEventId` on a reconnect to catch up (ADR 200). */
  id?: number;
  event: string;
  payload: unknown;
}

/** Sent instead of the missed messages when they are no longer kept: reload what is shown. */
export const HUB_RESET_EVENT = 'hub.reset';

/** The address with the last message id seen, so the hub sends what came after (ADR 200). */
export function withLastEventId(url: string, lastEventId: number | null): string {
  if (lastEventId === null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${lastEventId}`;
}

/** The part of the browser WebSocket the client uses. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/** The server closes with this code when the session behind the socket ended (mirrors HTTP 401). */
export const HUB_CLOSE_UNAUTHORISED = 4401;
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;
/** An idle socket is pinged this often, so proxies do not close it. */
export const KEEPALIVE_MS = 25_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with up to
 * a quarter of jitter so that every browser of an office does not reconnect at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.25));
}

/** `${apiBaseUrl with ws}/global?sessionId=…&token=…` */
export function hubUrl(apiBaseUrl: string, sessionId: string, token: string): string {
  const base = apiBaseUrl.replace(/^http/, 'ws').replace(/\/+$/, '');
  const query = new URLSearchParams({ sessionId, token });
  return `${base}/global?${query.toString()}`;
}

export interface HubClientOptions {
  /** Builds the address at each (re)connect, so a refreshed token is used. Null means: do not connect. */
  url: () => string | null;
  onMessage: (message: HubMessage) => void;
  /** Told whenever the connection opens or drops, for diagnostics. */
  onStatus?: (status: 'open' | 'closed') => void;
  createSocket?: SocketFactory;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
  setRepeat?: (callback: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearRepeat?: (timer: ReturnType<typeof setInterval>) => void;
}

/**
 * Client of the realtime hub: keeps one socket open while started and reconnects with backoff
 * after a drop. A close because the session ended is final: the next sign-in starts it again.
 */
export class HubClient {
  #socket: SocketLike | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #keepalive: ReturnType<typeof setInterval> | null = null;
  #attempt = 0;
  #running = false;
  /** The newest message id received; kept across reconnects, forgotten on stop (sign-out). */
  #lastEventId: number | null = null;
  readonly #options: Required<Omit<HubClientOptions, 'onStatus'>> &
    Pick<HubClientOptions, 'onStatus'>;

  constructor(options: HubClientOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer),
      setRepeat: (callback, ms) => setInterval(callback, ms),
      clearRepeat: (timer) => clearInterval(timer),
      ...options,
    };
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    this.#connect();
  }

  /** The id a reconnect will send as `lastEventId` (null: none received yet). */
  get lastEventId(): number | null {
    return this.#lastEventId;
  }

  /**
   * Closes the connection. `keepPlace` keeps the newest id received, so the next start asks for
   * what was missed meanwhile (the same user's token was renewed); otherwise it is forgotten.
   */
  stop(keepPlace = false): void {
    this.#running = false;
    if (!keepPlace) this.#lastEventId = null;
    if (this.#timer !== null) this.#options.clearTimer(this.#timer);
    this.#timer = null;
    this.#stopKeepalive();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client stopped');
    }
  }

  #connect(): void {
    const base = this.#options.url();
    const url = base ? withLastEventId(base, this.#lastEventId) : null;
    if (!url) {
      this.#running = false;
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.#options.createSocket(url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempt = 0;
      this.#stopKeepalive();
      this.#keepalive = this.#options.setRepeat(() => socket.send('ping'), KEEPALIVE_MS);
      this.#options.onStatus?.('open');
    };
    socket.onmessage = (event) => this.#receive(event.data);
    // Errors are always followed by a close event; reconnecting happens there.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#stopKeepalive();
      this.#options.onStatus?.('closed');
      if (event.code === HUB_CLOSE_UNAUTHORISED) {
        this.#running = false;
        return;
      }
      this.#scheduleReconnect();
    };
  }

  #stopKeepalive(): void {
    if (this.#keepalive !== null) this.#options.clearRepeat(this.#keepalive);
    this.#keepalive = null;
  }

  #scheduleReconnect(): void {
    if (!this.#running) return;
    const delay = reconnectDelay(this.#attempt, this.#options.random);
    this.#attempt += 1;
    this.#timer = this.#options.setTimer(() => {
      this.#timer = null;
      if (this.#running) this.#connect();
    }, delay);
  }

  #receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const { id, event, payload } = parsed as { id?: unknown; event?: unknown; payload?: unknown };
    if (typeof event !== 'string') return;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > (this.#lastEventId ?? 0)) {
      this.#lastEventId = id;
    }
    // After a reset the old id means nothing any more: the next reconnect starts afresh.
    if (event === HUB_RESET_EVENT) this.#lastEventId = null;
    this.#options.onMessage(typeof id === 'number' ? { id, event, payload } : { event, payload });
  }
}
