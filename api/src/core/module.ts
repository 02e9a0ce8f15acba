import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Db } from './database';
import type { Clock } from './clock';
import type { Outbox } from './outbox';
import type { Hub } from './hub';
import type { HubEvents } from './hub-events';
import type { FileStorage } from './file-storage';
import type { Limits } from './limits';
import type { Secrets } from './secrets';
import type { SearchRegistry } from './search';
import type { PageInfoRegistry } from './page-info';
import type { NotificationService } from './notifications';
import type { SessionService } from './sessions';
import type { TableChanges } from './table-changes';

/**
 * One schema change of a module. Migrations are applied in list order and recorded per
 * module and name, so a name must never change once released. They receive an untyped
 * database because a migration sees the schema as it was at that point, not as it is now.
 */
export interface Migration {
  name: string;
  up(db: Kysely<unknown>): Promise<void>;
}

/** Everything a module needs at run time; built once per app by `buildApp`. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  clock: Clock;
  secrets: Secrets;
  limits: Limits;
  outbox: Outbox;
  hub: Hub;
  /** The hub's numbered messages, for catching up after a reconnect (ADR 200). */
  hubEvents: HubEvents;
  /** Uploaded and generated files: UPLOAD_DIR or an S3-compatible bucket (ADR 199). */
  files: FileStorage;
  search: SearchRegistry;
  pageInfo: PageInfoRegistry;
  notifications: NotificationService;
  sessions: SessionService;
  /** Write counters per table for the read caches (live on PGlite only: docs/decisions/175). */
  tableChanges: TableChanges;
}

/**
 * An area of the API: its tables, its routes and its demo data.
 * Modules are listed in src/modules/index.ts; core, auth and shell come first.
 */
export interface ApiModule {
  /** 'core', 'auth', 'shell', 'views', 'wholesale', … (also the migration namespace). */
  name: string;
  migrations: Migration[];
  /** Adds routes; every route declares a JSON schema for its request (and its response where practical). */
  register(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /** Idempotent demo data, run in module order when SEED=1 or by the seed script. */
  seed?(ctx: AppContext): Promise<void>;
}
