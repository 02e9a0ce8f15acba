import { Client } from 'pg';
import type { FastifyBaseLogger } from 'fastify';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PgListenOptions {
  /** Connection string of the database (DatabaseHandle.listen.url). */
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  /** What the log lines name this listener ("hub relay", "table changes"). */
  name: string;
  receive: (payload: string | undefined) => void;
  /** The connection dropped: notifications sent until `resumed` may never arrive. */
  lost?: () => void;
  /** Listening again after a loss. */
  resumed?: () => void;
}

/**
 * One PostgreSQL connection that LISTENs on a channel and listens again when it drops, backing
 * off from 0.5 s to 30 s. NOTIFY can be sent on it too: a session hears its own notifications,
 * in commit order with everyone else's.
 */
export class PgListenConnection {
  #client: Client | null = null;
  #closed = false;
  #retryMs = RECONNECT_MIN_MS;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenOptions) {}

  /** Resolves once the LISTEN is in place (so nothing sent after is missed). */
  start(): Promise<void> {
    return this.#connect();
  }

  /** Sends `payload` on the channel from this connection; rejects when it is down. */
  async notify(payload: string): Promise<void> {
    if (!this.#client) throw new Error(`${this.options.name}: not listening`);
    await this.#client.query('select pg_notify($1, $2)', [this.options.channel, payload]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const { url, channel, log, name } = this.options;
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) this.options.receive(message.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, `${name}: listener connection lost`);
      this.#lost(client);
    });
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_MIN_MS;
  }

  #lost(client: Client): void {
    if (client !== this.#client) return; // a connection that failed to start, or was closed
    this.#client = null;
    client.end().catch(() => undefined);
    this.options.lost?.();
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    const delay = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect().then(
        () => this.options.resumed?.(),
        (error: unknown) => {
          this.options.log.warn({ err: error }, `${this.options.name}: could not listen again`);
          this.#scheduleReconnect();
        },
      );
    }, delay);
    this.#retryTimer.unref();
  }
}
