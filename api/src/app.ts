import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { installSecurityHeaders } from './core/security-headers';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { fastifyTrustProxy, loadConfig, type AppConfig } from './core/config';
import { openDatabase, refreshPlannerStatistics, type DatabaseHandle } from './core/database';
import { systemClock, type Clock } from './core/clock';
import { secrets } from './core/secrets';
import { DbLimits } from './core/limits';
import { Outbox, type MessageSender } from './core/outbox';
import { Hub, type PublishScope } from './core/hub';
import { openFileStorage, type FileStorage } from './core/file-storage';
import { PgHubRelay } from './core/hub-relay';
import { HubEvents } from './core/hub-events';
import { SearchRegistry } from './core/search';
import { PageInfoRegistry } from './core/page-info';
import { NotificationService } from './core/notifications';
import { SessionService } from './core/sessions';
import { TableChanges } from './core/table-changes';
import { queryStats } from './core/query-stats';
import { tableNoticesOf } from './core/table-notices-pg';
import { installErrorHandlers } from './core/errors';
import { installValidation, validationOptions } from './core/validation';
import { decodeJsonQueryObjects, parseQueryString } from './core/query';
import { loggerOptions, logStream } from './core/logger';
import { runMigrations } from './core/migrate';
import { runSeeds } from './core/seed';
import type { ApiModule, AppContext } from './core/module';
import { MODULES } from './modules';
import { installPermissions, type PermissionTable } from './core/permissions';
import { permissionOptions } from './permissions';

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  /** An opened database; by default one is opened from the configuration. Closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** A real e-mail/SMS provider; by default messages stay in the outbox. */
  messageSender?: MessageSender;
  modules?: ApiModule[];
  /** false silences the log (tests); a stream receives the JSON log lines (tests of what is logged). */
  logger?: boolean | { stream: NodeJS.WritableStream; level?: string };
  /** Load the demo data after migrating. */
  seed?: boolean;
  /** Permission rules of routes added by `modules` beyond the app's own (tests' stand-in modules). */
  permissions?: PermissionTable;
  /** Where files are stored; by default the configuration's FILES_TARGET or UPLOAD_DIR. */
  fileStorage?: FileStorage;
}

/** Headers the kernel's call layer sends on every call (spec §7). */
export const CLIENT_HEADERS = [
  'Authorization',
  'Content-Type',
  'Client-Version',
  'x-session-id',
  'x-session-url',
  'x-user-id',
  'x-login-type',
  'x-device-token',
  'x-device-type',
  'x-device-model',
  'x-customer-id',
  'x-organisation-id',
  'x-wholesale-token',
];

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsOrigin(config: AppConfig) {
  const allowed = config.corsOrigins;
  return (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
    if (!origin) return callback(null, true);
    if (allowed) return callback(null, allowed.includes(origin));
    callback(null, LOCAL_ORIGIN.test(origin));
  };
}

function loggerFor(
  option: BuildAppOptions['logger'],
  config: AppConfig,
): FastifyServerOptions['logger'] {
  if (option === false) return false;
  const base = loggerOptions(config.logLevel) as Record<string, unknown>;
  if (option === true || option === undefined) return { ...base, stream: logStream() };
  return { ...base, level: option.level ?? config.logLevel, stream: option.stream };
}

/**
 * Builds the API: opens the database, migrates it, registers every module and (on request)
 * seeds the demo data. The caller listens (main.ts) or injects requests (tests).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: loggerFor(options.logger, config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    ...validationOptions({ lazy: config.mode === 'test' }),
  });

  const handle = options.database ?? openDatabase(config);
  const clock = options.clock ?? systemClock;
  const hub = new Hub();
  const tableChanges: TableChanges = new TableChanges(
    handle.listenTo ?? null,
    handle.listen ? tableNoticesOf(handle.listen.url, app.log, () => tableChanges) : null,
  );
  // A request's own writes are counted before its later cached reads (ADR 274).
  const stopWrites = handle.onWrite?.(() => tableChanges.wrote());
  const sessions = new SessionService(handle.db, clock, secrets, tableChanges);
  sessions.onRevoke((ids) => hub.closeSessions(ids));
  // Messages are numbered in the database, so a client catches up after a reconnect (ADR 200).
  const hubEvents = new HubEvents(handle.db, clock);
  hub.attachJournal(
    (calls) => hubEvents.appendMany(calls),
    (error) => app.log.warn({ err: error }, 'hub: could not number a message'),
  );
  const ctx: AppContext = {
    db: handle.db,
    config,
    log: app.log,
    clock,
    secrets,
    limits: new DbLimits(handle.db, clock, config.rateLimitScale),
    outbox: new Outbox(handle.db, app.log, config, clock, options.messageSender),
    hub,
    hubEvents,
    files: options.fileStorage ?? openFileStorage(config.filesTarget, config.uploadDir),
    search: new SearchRegistry(),
    pageInfo: new PageInfoRegistry(),
    notifications: new NotificationService(handle.db, clock, hub, tableChanges),
    sessions,
    tableChanges,
  };
  app.decorate('ctx', ctx);
  // Several API processes on one PostgreSQL reach each other's sockets through LISTEN/NOTIFY.
  const relay = handle.listen
    ? new PgHubRelay({ db: handle.db, hub, log: app.log, ...handle.listen })
    : null;
  // Before any plugin or module adds a route: every route gets its rule or the app does not start.
  installPermissions(app, permissionOptions(options.permissions));
  // A request is answered once the hub messages it caused are numbered and stored: a process
  // killed right after its answer no longer loses them for clients that reconnect (ADR 200;
  // found by `npm run load -- --fault`, ADR 201). It waits for its own messages only, not for
  // other requests' (the scope follows the request's asynchronous work).
  const publishScopes = new WeakMap<FastifyRequest, PublishScope>();
  app.addHook('onRequest', (request, _reply, done) => {
    // One marker through the table notices serves every cache read of the request (ADR 212).
    const scoped = () =>
      publishScopes.set(
        request,
        hub.runScoped(() => tableChanges.runScoped(done)),
      );
    // Off unless QUERY_STATS is set: the statements of each kind of call (ADR 232).
    if (queryStats) queryStats.runAs(`${request.method} ${request.routeOptions.url}`, scoped);
    else scoped();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    await publishScopes.get(request)?.published;
    return payload;
  });
  app.addHook('onClose', async () => {
    await hub.settled();
    await relay?.close();
    await tableChanges.close();
    stopWrites?.();
    hub.closeAll();
    await handle.close();
  });

  // Answers over 1 KB go out brotli or gzip when the client accepts it (ADR 143); a fast brotli
  // level, as each answer is compressed as it is sent.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cors, {
    origin: corsOrigin(config),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CLIENT_HEADERS,
    // Only POST /files/access sets a cookie and only /files reads it (ADR 142).
    credentials: true,
    maxAge: 600,
    // A bare OPTIONS gets the same answer as a preflight, not a 400: the sign-in page sends one
    // while the user types, which the browser preflights for the sign-in call (ADR 268).
    strictPreflight: false,
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 20, fieldSize: 64 * 1024 },
  });
  installErrorHandlers(app);
  installValidation(app);
  installSecurityHeaders(app);
  decodeJsonQueryObjects(app);
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (payload && typeof payload === 'object' && 'info' in payload) {
      const envelope = payload as { info: Record<string, unknown> };
      envelope.info = {
        ...envelope.info,
        version: config.version,
        min_version: config.minClientVersion,
      };
    }
    return payload;
  });

  const modules = options.modules ?? MODULES;
  // Before the first write, so every write of this process's database is counted. On PGlite the
  // LISTEN goes to the database beside the serialising driver: safe only here, before anything
  // else uses it.
  await tableChanges.start();
  await runMigrations(handle.db, modules);
  try {
    await relay?.start();
    for (const module of modules) {
      await app.register(async (scope) => module.register(scope, ctx), { name: module.name });
    }
  } catch (error) {
    // A route without a permission rule (or any other registration error) stops the start:
    // release the database so the process can exit with the error.
    await relay?.close();
    await handle.close().catch(() => undefined);
    throw error;
  }
  if (options.seed) await runSeeds(ctx, modules);
  // PGlite runs no autovacuum: without this its planner sees empty tables and scans the 10,000
  // jobs instead of using their indexes (docs/decisions/162). PostgreSQL's autovacuum comes only
  // after a while: a fresh seed is analysed at once. Tests start hundreds of small databases and
  // skip it; its own test calls it.
  if (config.mode !== 'test' && (handle.kind === 'pglite' || options.seed)) {
    await refreshPlannerStatistics(handle);
  }
  return app;
}
