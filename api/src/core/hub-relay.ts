import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database';
import type { Hub, HubCall } from './hub';
import { PgListenConnection } from './pg-listen';

/**
 * Fans the realtime hub out across API processes on one PostgreSQL (ADR 112). Every call a
 * process's hub makes (publish to a user, to an organisation, close revoked sessions) is
 * delivered to its own sockets at once and sent with NOTIFY on a channel of the database schema;
 * every other process LISTENs on that channel and delivers it to its sockets. A message larger
 * than a NOTIFY payload may be (8,000 bytes) is stored in `hub_relay` and the notification
 * carries its id. Messages sent while a listener is reconnecting are not replayed: clients
 * refetch on reconnect, as they do after any socket drop.
 */

/** NOTIFY payloads must stay under 8,000 bytes; leave room for the envelope. */
const INLINE_LIMIT_BYTES = 7_000;
/** Stored messages are read within milliseconds; older rows are removed on the next store. */
const RELAY_ROW_TTL = '5 minutes';

interface Envelope {
  /** The process that sent it; a process ignores its own notifications. */
  origin: string;
  /** One call (as processes before ADR 212 sent them). */
  call?: HubCall;
  /** The calls of one hub batch, in order (ADR 212). */
  calls?: HubCall[];
  /** Id of a `hub_relay` row holding the calls, when they were too large to inline. */
  stored?: number;
}

export interface RelayOptions {
  db: Db;
  hub: Hub;
  log: FastifyBaseLogger;
  /** Connection string and schema of the database (DatabaseHandle.listen). */
  url: string;
  schema: string;
}

/** The channel of a schema: processes on other schemas (test runs) never hear each other. */
export function relayChannel(schema: string): string {
  return `hub_${schema}`.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 63);
}

export class PgHubRelay {
  readonly #origin = randomUUID();
  readonly #channel: string;
  readonly #connection: PgListenConnection;

  constructor(private readonly options: RelayOptions) {
    this.#channel = relayChannel(options.schema);
    this.#connection = new PgListenConnection({
      url: options.url,
      channel: this.#channel,
      log: options.log,
      name: 'hub relay',
      receive: (payload) =>
        this.#receive(payload).catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'hub relay: could not deliver a message'),
        ),
    });
  }

  /** Starts listening; resolves once the LISTEN is in place (so nothing sent after is missed). */
  async start(): Promise<void> {
    await this.#connection.start();
    this.options.hub.attachRelay((calls) => this.send(calls));
  }

  /**
   * Sends calls to the other processes, in one notification; failures are logged, never thrown
   * at the caller.
   */
  send(calls: HubCall[]): void {
    if (calls.length === 0) return;
    this.#notify(calls).catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'hub relay: could not notify other processes'),
    );
  }

  close(): Promise<void> {
    return this.#connection.close();
  }

  async #notify(calls: HubCall[]): Promise<void> {
    const { db } = this.options;
    let text = JSON.stringify({ origin: this.#origin, calls } satisfies Envelope);
    if (Buffer.byteLength(text) > INLINE_LIMIT_BYTES) {
      const row = await db
        .insertInto('hub_relay')
        .values({ body: JSON.stringify(calls) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('hub_relay')
        .where('created_at', '<', sql<Date>`now() - ${RELAY_ROW_TTL}::interval`)
        .execute();
      text = JSON.stringify({ origin: this.#origin, stored: row.id } satisfies Envelope);
    }
    await sql`select pg_notify(${this.#channel}, ${text})`.execute(db);
  }

  async #receive(text: string | undefined): Promise<void> {
    if (!text) return;
    const envelope = JSON.parse(text) as Envelope;
    if (envelope.origin === this.#origin) return;
    let calls = envelope.calls ?? (envelope.call ? [envelope.call] : []);
    if (envelope.stored !== undefined) {
      const row = await this.options.db
        .selectFrom('hub_relay')
        .select('body')
        .where('id', '=', envelope.stored)
        .executeTakeFirst();
      const body = row ? (JSON.parse(row.body) as HubCall | HubCall[]) : [];
      calls = Array.isArray(body) ? body : [body];
    }
    for (const call of calls) this.options.hub.deliver(call);
  }
}
