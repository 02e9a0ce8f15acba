import {
  Kysely,
  sql,
  PGliteDialect,
  PostgresDialect,
  type ColumnType,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Generated,
  type LogEvent,
  type TransactionSettings,
} from 'kysely';
import { Pool } from 'pg';
import { openPGlite, startingImage } from './pglite-image';
import { PGliteWorker, PGliteWorkerDriver } from './pglite-worker-client';
import type { PGlite } from '@electric-sql/pglite';
import type { ListenTo } from './table-changes';
import { queryStats } from './query-stats';

/** A timestamp column the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type Json<T> = ColumnType<T, string, string>;

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  short_code: string;
  pay_cycle: Generated<string>;
  timezone: Generated<string>;
  timesheets_enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  organisation_id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  /** 1 staff, 4 dashboard user. */
  user_type_id: number;
  staff_role_id: number | null;
  user_role_ids: Generated<string>;
  is_super_admin: Generated<boolean>;
  is_email_verified: Generated<boolean>;
  /** 'none', 'optional' (may postpone) or 'forced' (must reset the password first). */
  password_migration: Generated<string>;
  /** Phone number enrolled as second factor; null when two-step is off. */
  mfa_phone: string | null;
  /** Stable id of the account in this server's identity service (the spec's firebase_user_id). */
  identity_uid: string;
  timezone: string | null;
  profile_picture: string | null;
  profile_picture_thumb: string | null;
  mobile_app_tracker: Generated<boolean>;
  timesheets_enabled: Generated<boolean>;
  default_calendar_id: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  organisation_id: number;
  token_hash: string;
  device_token: string | null;
  device_type: string | null;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  status_id: Generated<number>;
  short_message: string;
  message: string;
  path: string | null;
  sent_at: CreatedAt;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  status: Generated<string>;
  created_at: CreatedAt;
  /** Null when the recipient belongs to no organisation (then no outbox reader sees it). */
  organisation_id: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  count: number;
}

export interface HubRelayTable {
  id: Generated<number>;
  body: string;
  created_at: CreatedAt;
}

export interface HubEventsTable {
  /** bigserial: read back as a string by node-postgres, a number by PGlite; use Number(). */
  id: Generated<string | number>;
  to_kind: 'user' | 'organisation';
  to_id: number;
  event: string;
  payload: string;
  created_at: Date;
}

export interface HubEventsHorizonTable {
  id: number;
  pruned_through: string | number;
}

export interface MigrationsTable {
  module: string;
  name: string;
  applied_at: CreatedAt;
}

/**
 * The typed schema every module queries. Modules add their own tables by declaration
 * merging, so no module has to edit this file:
 *
 *   declare module '../../core/database' { interface Database { my_table: MyTable } }
 */
export interface Database {
  api_migrations: MigrationsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  notifications: NotificationsTable;
  outbox_messages: OutboxMessagesTable;
  hub_relay: HubRelayTable;
  hub_events: HubEventsTable;
  hub_events_horizon: HubEventsHorizonTable;
  rate_limits: RateLimitsTable;
}

export type Db = Kysely<Database>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable place of the data, for start-up and test output (no credentials). */
  description: string;
  /** PostgreSQL only: where a second connection can LISTEN (the hub relay across processes). */
  listen?: { url: string; schema: string };
  /** PGlite only: its notices, delivered in this process before the writing query returns. */
  listenTo?: ListenTo;
  /** PGlite only: an image of the whole database, which another can start from (`image`). */
  dumpImage?: () => Promise<Blob>;
  /**
   * PostgreSQL only: opens every connection of the pool before the process takes requests, so
   * the first requests after a start do not each wait for a new server backend (ADR 218).
   */
  warm?: () => Promise<void>;
  /**
   * PostgreSQL only: calls `listener` after each statement that may change data, and after each
   * commit, in the async context of the code that ran it (TableChanges.wrote). Returns the stop.
   */
  onWrite?: (listener: () => void) => () => void;
  close(): Promise<void>;
}

/** Statements that change no data: reads, and a transaction's start and end other than its commit. */
const CHANGES_NOTHING =
  /^\s*(select|begin|start\s+transaction|rollback|savepoint|release|show|set|listen|unlisten|explain)\b/i;

/** Whether a statement kysely ran may have changed data (or committed a change). */
export function mayChangeData(query: CompiledQuery): boolean {
  return query.query.kind !== 'SelectQueryNode' && !CHANGES_NOTHING.test(query.sql);
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | null;
  /** PGlite data folder, or `memory://`. */
  dataDir?: string;
  /** PGlite only: a new database starts as a copy of this image (`dumpImage`), not empty. */
  image?: Blob;
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: how the connections name themselves in `pg_stat_activity`. */
  applicationName?: string;
  /**
   * PGlite only: run it on a worker thread (ADR 228), so the event loop serves requests while a
   * query runs. The API's start does; the tests and the seed command keep it in the process.
   */
  pgliteWorker?: boolean;
}

/**
 * PGlite is one connection. kysely's PGlite driver hands the same connection to every
 * caller, so a query issued while another request holds a transaction would run inside
 * that transaction. A mutex around acquire/release makes callers take turns.
 */
class SerialDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let unlock!: () => void;
    this.queue = new Promise<void>((resolve) => (unlock = resolve));
    await previous;
    this.release = unlock;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const unlock = this.release;
    this.release = null;
    unlock?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return timed('begin', this.inner.beginTransaction(connection, settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return timed('commit', this.inner.commitTransaction(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return timed('rollback', this.inner.rollbackTransaction(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Counts a transaction statement when `QUERY_STATS` is set (ADR 232). */
function timed(statement: string, running: Promise<void>): Promise<void> {
  if (!queryStats) return running;
  const stats = queryStats;
  const started = performance.now();
  return running.finally(() => stats.record(statement, performance.now() - started));
}

class SerialPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerialDriver(super.createDriver());
  }
}

function pgliteHandle(dataDir: string, image: Blob | undefined): DatabaseHandle {
  const inMemory = dataDir.startsWith('memory://');
  let opened: Promise<PGlite> | undefined;
  const open = () => (opened ??= openPGlite(dataDir, image));
  const dialect = new SerialPGliteDialect({ pglite: open });
  const db = new Kysely<Database>({ dialect: dialect as Dialect, log: queryStats?.log });
  return {
    db,
    kind: 'pglite',
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
    listenTo: async (channel, receive) => {
      await (await open()).listen(channel, receive);
    },
    dumpImage: async () => (await open()).dumpDataDir('none'),
    close: () => db.destroy(),
  };
}

class WorkerPGliteDialect extends PGliteDialect {
  constructor(private readonly driver: Driver) {
    // The parent's PGlite is never opened: this dialect's driver talks to the worker.
    super({ pglite: () => Promise.reject(new Error('PGlite runs on its worker thread')) });
  }

  override createDriver(): Driver {
    // No mutex here: the worker keeps each transaction's queries apart (pglite-worker.ts).
    return this.driver;
  }
}

function pgliteWorkerHandle(dataDir: string, image: Blob | undefined): DatabaseHandle {
  const inMemory = dataDir.startsWith('memory://');
  let opened: Promise<PGliteWorker> | undefined;
  const open = () =>
    (opened ??= startingImage(dataDir, image).then(
      async (start) =>
        new PGliteWorker({ dataDir, loadDataDir: start && (await start.arrayBuffer()) }),
    ));
  const close = async () => (opened ? (await opened).close() : undefined);
  const dialect = new WorkerPGliteDialect(new PGliteWorkerDriver(open, close));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    description: `${inMemory ? 'PGlite (in memory' : `PGlite (${dataDir}`}, on a worker thread)`,
    listenTo: async (channel, receive) => (await open()).listen(channel, receive),
    dumpImage: async () => (await open()).dump(),
    close: () => db.destroy(),
  };
}

function postgresHandle(
  url: string,
  schema: string | undefined,
  poolSize: number,
  applicationName: string,
): DatabaseHandle {
  const pool = new Pool({
    connectionString: url,
    application_name: applicationName,
    max: poolSize,
    // Opened connections stay open (warm) rather than closing after 10 s without a query.
    min: poolSize,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle connection the server or the network ends (a restart, an idle timeout) is dropped by
  // the pool, which reports it here; without a listener the process would crash. The next query
  // opens a new one.
  pool.on('error', (error) => {
    console.error(`database: an idle connection ended and was dropped (${error.message})`);
  });
  const writeListeners = new Set<() => void>();
  const log = (event: LogEvent) => {
    queryStats?.log(event);
    if (event.level !== 'query' || writeListeners.size === 0 || !mayChangeData(event.query)) return;
    for (const listener of writeListeners) listener();
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  const where = new URL(url);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL (${where.hostname}:${where.port || 5432}${where.pathname}${schema ? `, schema ${schema}` : ''})`,
    listen: { url, schema: schema ?? 'public' },
    warm: async () => {
      const clients = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
      await Promise.all(clients.map((client) => client.query('select 1')));
      for (const client of clients) client.release();
    },
    onWrite: (listener) => {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    close: () => db.destroy(),
  };
}

/** Opens the database: PostgreSQL when a URL is given, otherwise PGlite. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    return postgresHandle(
      options.databaseUrl,
      options.schema,
      options.poolSize ?? 10,
      options.applicationName ?? 'screens-api',
    );
  }
  const dataDir = options.dataDir ?? 'memory://';
  return options.pgliteWorker
    ? pgliteWorkerHandle(dataDir, options.image)
    : pgliteHandle(dataDir, options.image);
}

/**
 * Gives the planner fresh statistics: PGlite runs no autovacuum, so it also gets its visibility
 * map (`vacuum`, which cannot run inside a transaction, so it gets the connection on its own);
 * PostgreSQL's autovacuum keeps that, and a freshly seeded database only needs `analyze` now.
 */
export async function refreshPlannerStatistics(handle: Pick<DatabaseHandle, 'db' | 'kind'>) {
  await (handle.kind === 'pglite' ? sql`vacuum analyze` : sql`analyze`).execute(handle.db);
}
