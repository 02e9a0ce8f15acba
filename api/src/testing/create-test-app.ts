import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { ManualClock } from '../core/clock';
import { openDatabase, type DatabaseKind } from '../core/database';
import type { AppContext } from '../core/module';
import { DEMO_PASSWORD } from '../modules/core/seed-data';
import { coreModule } from '../modules/core';
import { authModule } from '../modules/auth';
import { shellModule } from '../modules/shell';
import { MODULES } from '../modules';
import type { ApiModule } from '../core/module';
import type { Secrets } from '../core/secrets';
import {
  copyTemplateUploads,
  databaseUrl,
  PG_PREFIX,
  postgresTemplate,
  readTemplate,
  templateKey,
  writeTemplate,
  type Template,
} from './templates';

/** The platform modules alone: tests of core, auth and shell use them so area seeds cannot change their data. */
export const CORE_MODULES: ApiModule[] = [coreModule, authModule, shellModule];

/**
 * The instant every test app starts at: a Wednesday (12:30 in Sydney, outside any DST change).
 * Tests never run on the real clock, so they pass on any day, hour and time zone; a test that
 * needs another moment moves the clock itself (and signs in again after a jump past the idle limit).
 */
export const TEST_START = '2026-03-11T01:30:00.000Z';

export interface TestAppOptions extends Omit<BuildAppOptions, 'database' | 'clock'> {
  /** Where the app's clock starts; TEST_START unless a test needs another moment. */
  now?: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  kind: DatabaseKind;
  description: string;
  uploadDir: string;
  /**
   * PostgreSQL only: the app's database and schema (a second app may open the same ones, as a
   * second process): a copy of its kind's template database, or a new schema of the server's
   * own database when the app is built from scratch.
   */
  databaseUrl?: string;
  schema?: string;
  /**
   * The template of its kind (./templates.ts) and whether the app started from it. On
   * PostgreSQL every app of a kind is a copy of the template (made by a separate app first).
   */
  template: { key: string; loaded: boolean } | null;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (api/scripts/with-postgres.sh sets it). */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The template a test app may start from (./templates.ts): the same start instant, seed,
 * configuration, environment and modules give the same database. Apps with modules of their own (stand-ins
 * of a test) are always built from scratch.
 */
/** The config of a test app: test mode, dev routes, its upload folder, then the test's own. */
function testConfig(uploadDir: string, config: TestAppOptions['config']) {
  return {
    mode: 'test' as const,
    devRoutes: true,
    uploadDir,
    publicUrl: 'http://shell.test',
    ...config,
  };
}

function appTemplateKey(now: string, options: TestAppOptions): string | null {
  const modules = options.modules ?? MODULES;
  if (!modules.every((module) => MODULES.includes(module))) return null;
  // The environment too: the configuration and seeds read it (DEMO_JOBS, set by some test files).
  const { JEST_WORKER_ID: _worker, ...environment } = process.env;
  return templateKey({
    now,
    seed: options.seed ?? true,
    modules: modules.map((module) => module.name),
    config: options.config ?? {},
    environment,
  });
}

/** The schema of every PostgreSQL template database, and so of every copy of one. */
const TEMPLATE_SCHEMA = 'app';

/**
 * Whether the server copies a template database file by file (`STRATEGY FILE_COPY`, PostgreSQL
 * 15 and later). Since 15 the default, WAL_LOG, writes every page of the copy to the write-ahead
 * log: a test file's copy of a seeded template took 65–160 ms that way and 37–47 ms as a file
 * copy on an idle test server (ADR 236). The test server runs without fsync, so the checkpoint a
 * file copy takes costs little. Older servers copy files anyway, and know no STRATEGY.
 */
let fileCopy: Promise<boolean> | undefined;
function copiesFiles(admin: Pool): Promise<boolean> {
  fileCopy ??= admin
    .query<{ server_version_num: string }>('show server_version_num')
    .then(({ rows }) => Number(rows[0].server_version_num) >= 150000);
  return fileCopy;
}

/** Migrates and seeds a PostgreSQL template database (./templates.ts `postgresTemplate`). */
async function makePostgresTemplate(
  url: string,
  uploadDir: string,
  now: string,
  options: Omit<TestAppOptions, 'now'>,
): Promise<void> {
  const admin = new Pool({ connectionString: url, max: 1 });
  try {
    await admin.query(`create schema "${TEMPLATE_SCHEMA}"`);
  } finally {
    await admin.end();
  }
  const app = await buildApp({
    logger: false,
    ...options,
    seed: options.seed ?? true,
    config: testConfig(uploadDir, options.config),
    database: openDatabase({ databaseUrl: url, schema: TEMPLATE_SCHEMA, poolSize: 5 }),
    clock: new ManualClock(now),
  });
  await app.ready();
  await app.close();
}

/**
 * A migrated, seeded app on a database of its own: an in-memory PGlite, or on the PostgreSQL
 * server of TEST_DATABASE_URL a new database copied from its kind's seeded template (a fresh
 * schema, migrated and seeded, when it has no template), dropped again on close. Create one
 * per test file (PGlite needs seconds and hundreds of MB to start), not one per test.
 */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  { now = TEST_START, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const clock = new ManualClock(now);
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-uploads-'));
  let dropSchema = async () => undefined;
  let key: string | null;
  let template: Template | null = null;
  let schemaName: string | undefined;
  let appDatabaseUrl: string | undefined;
  let copied = false;
  let database;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const unique = `${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    key = appTemplateKey(now, options);
    const pgTemplate = key
      ? await postgresTemplate(url, key, (templateUrl, templateUploads) =>
          makePostgresTemplate(templateUrl, templateUploads, now, options),
        )
      : null;
    if (pgTemplate) {
      // A copy of the seeded template: a file copy on the server, no migrations or seed.
      const name = `${PG_PREFIX}${unique}`;
      const strategy = (await copiesFiles(admin)) ? ' strategy file_copy' : '';
      await admin.query(`create database "${name}" template "${pgTemplate.database}"${strategy}`);
      await fs.cp(pgTemplate.uploads, uploadDir, { recursive: true });
      copied = true;
      schemaName = TEMPLATE_SCHEMA;
      appDatabaseUrl = databaseUrl(url, name);
      dropSchema = async () => {
        try {
          // Not WITH (FORCE): that would end connections the test still holds, as an error in
          // them. The server waits a few seconds for them to close; a copy still in use after
          // that is dropped by the run's globalTeardown.
          await admin.query(`drop database if exists "${name}"`);
        } catch (error) {
          if ((error as { code?: string }).code !== '55006') throw error;
        } finally {
          await admin.end();
        }
      };
    } else {
      const name = `test_${unique}`;
      schemaName = name;
      appDatabaseUrl = url;
      await admin.query(`create schema "${name}"`);
      dropSchema = async () => {
        await admin.query(`drop schema if exists "${name}" cascade`);
        await admin.end();
      };
    }
    database = openDatabase({ databaseUrl: appDatabaseUrl, schema: schemaName, poolSize: 5 });
  } else {
    key = appTemplateKey(now, options);
    template = key ? await readTemplate(key) : null;
    if (template) await copyTemplateUploads(template, uploadDir);
    database = openDatabase({ dataDir: 'memory://', image: template?.image });
  }
  const seed = options.seed ?? true;
  const app = await buildApp({
    logger: false,
    ...options,
    // A template is migrated and seeded already: migrating again finds nothing to do.
    seed: seed && !template && !copied,
    config: testConfig(uploadDir, options.config),
    database,
    clock,
  });
  await app.ready();
  app.ctx.secrets = rememberPasswordChecks(app.ctx.secrets);
  if (key && kind === 'pglite' && !template) await writeTemplate(key, database, uploadDir);
  return {
    app,
    ctx: app.ctx,
    clock,
    kind,
    description: database.description,
    uploadDir,
    databaseUrl: appDatabaseUrl,
    schema: schemaName,
    template: key ? { key, loaded: template !== null || copied } : null,
    async close() {
      await app.close();
      await dropSchema();
      await fs.rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** What the jest worker keeps between its test files (api/jest/environment.mjs; ADR 236). */
interface TestWorker {
  /** `${stored hash}\0${password}` → whether they match. */
  passwordChecks?: Map<string, boolean>;
}
const WORKER: TestWorker = (globalThis as { __apiTestWorker?: TestWorker }).__apiTestWorker ?? {};

/**
 * Password checks answered from memory. scrypt gives the same key for the same password, salt and
 * cost, so a check's answer never changes: the first check of a pair in a jest worker runs it (at
 * the product's cost, through the same code), later ones reuse its answer. Every test database's
 * demo users share one stored hash (DEMO_PASSWORD_TEST_HASH) and most files sign in several of
 * them on each database: each sign-in was a 32 MiB scrypt run of 0.1–0.7 s (ADR 236).
 */
const passwordChecks = WORKER.passwordChecks ?? new Map<string, boolean>();
/** Checks running now, so that signing in several users at once runs scrypt once. */
const runningChecks = new Map<string, Promise<boolean>>();

function rememberPasswordChecks(secrets: Secrets): Secrets {
  return {
    ...secrets,
    async verifyPassword(password, stored) {
      const key = `${stored}\u0000${password}`;
      const known = passwordChecks.get(key);
      if (known !== undefined) return known;
      let check = runningChecks.get(key);
      if (!check) {
        check = secrets.verifyPassword(password, stored);
        runningChecks.set(key, check);
      }
      try {
        // A boolean only is kept, not this file's promise (which would keep its scope alive).
        const matches = await check;
        passwordChecks.set(key, matches);
        return matches;
      } finally {
        runningChecks.delete(key);
      }
    },
  };
}

/**
 * Starting PGlite, migrating and seeding takes 5 s on a quiet machine and, beside the end-to-end
 * tests and the builds on two cores, six times that or more: CI's machine once passed 120 s.
 */
const START_TIMEOUT_MS = 300_000;

/**
 * Runs a suite once per test database; the suite name says which ('[pglite]', '[postgres]'),
 * so the test output shows the databases the API was tested against.
 */
export function describeEachDatabase(
  name: string,
  suite: (get: () => TestApp) => void,
  options: TestAppOptions = {},
): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(kind, options);
      }, START_TIMEOUT_MS);
      afterAll(async () => {
        await testApp?.close();
      }, START_TIMEOUT_MS);
      suite(() => {
        if (!testApp) throw new Error('test app not started');
        return testApp;
      });
    });
  }
}

/** describeEachDatabase on an app of the core modules alone (core, auth, shell), with `options`. */
export function describeCoreApp(
  name: string,
  suite: (get: () => TestApp) => void,
  options: Omit<TestAppOptions, 'modules'> = {},
): void {
  describeEachDatabase(name, suite, { modules: CORE_MODULES, ...options });
}

export interface Envelope<T = unknown> {
  data: T;
  info: {
    status: number;
    message?: string;
    caption?: string;
    code?: string;
    errors?: Record<string, string[]>;
    response?: string;
    pagination_object?: { page_number: number; page_size: number; total_records?: number };
    [key: string]: unknown;
  };
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A query string as the kernel's call layer writes it: object parameters as JSON. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

/** Calls the app as the holder of a session token, with a JSON body when one is given. */
export function callAs(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs a demo user in and returns the session token. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password, device_token: 'test-device', device_type: 'web' },
  });
  const envelope = body<{ user: { token: string } | null }>(response);
  if (response.statusCode !== 200 || !envelope.data.user) {
    throw new Error(
      `login of ${email} failed: ${response.statusCode} ${JSON.stringify(envelope.info)}`,
    );
  }
  return envelope.data.user.token;
}
