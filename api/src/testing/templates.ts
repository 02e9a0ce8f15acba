import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { DatabaseHandle } from '../core/database';

/**
 * Seeded database templates of one jest run. Migrating and seeding a new PGlite database takes
 * about 3 s, and nearly every API test file starts one or more the same way; the first start of
 * a kind dumps its database (and the files its seed wrote) here, and later starts of the same
 * kind load that image in well under a second. The folder is made for the run and removed after
 * it (api/jest/templates-setup.mjs, templates-teardown.mjs), so a template never outlives the
 * code, the migrations or the (possibly faked) clock it was made with. Unset: no templates.
 */
const TEMPLATE_DIR = process.env.API_TEST_TEMPLATE_DIR;

export interface Template {
  image: Blob;
  /** The seed's files (uploads), copied into each new app's upload folder. */
  uploads: string;
}

/** The template's name for a way of starting an app, or null when templates are off. */
export function templateKey(recipe: unknown): string | null {
  if (!TEMPLATE_DIR) return null;
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 24);
}

const folderOf = (key: string) => path.join(TEMPLATE_DIR ?? '', key);

/** The template of `key` when this run has made it (by any worker), else null. */
export async function readTemplate(key: string): Promise<Template | null> {
  const folder = folderOf(key);
  try {
    return {
      image: new Blob([await fs.readFile(path.join(folder, 'database.tar'))]),
      uploads: path.join(folder, 'uploads'),
    };
  } catch {
    return null;
  }
}

/** Copies a template's seed files into a new app's upload folder. */
export async function copyTemplateUploads(template: Template, uploadDir: string): Promise<void> {
  await fs.cp(template.uploads, uploadDir, { recursive: true });
}

/**
 * Keeps a freshly migrated and seeded database, with the files its seed wrote, as the template
 * of `key`. Both go into a folder of their own that is renamed into place at once: a worker sees
 * the whole template or none, and when two workers made the same template at the same time the
 * first one's stays whole (their seeds drew different random file names).
 */
export async function writeTemplate(
  key: string,
  database: DatabaseHandle,
  uploadDir: string,
): Promise<void> {
  if (!database.dumpImage) return;
  const folder = folderOf(key);
  const partial = `${folder}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await fs.cp(uploadDir, path.join(partial, 'uploads'), { recursive: true });
  // Writes the migrated and seeded pages into the data files. Without it the image's last
  // checkpoint is the empty cluster's, and every app started from it replayed the whole migration
  // and seed from the write-ahead log (up to 48 MB): 1.1–1.4 s of CPU to open the largest
  // template, 0.7–0.8 s after a checkpoint (ADR 236).
  await sql`checkpoint`.execute(database.db);
  const dump = await database.dumpImage();
  await fs.writeFile(path.join(partial, 'database.tar'), Buffer.from(await dump.arrayBuffer()));
  try {
    await fs.rename(partial, folder);
  } catch {
    await fs.rm(partial, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: the name prefix of this run's databases (templates, and the test apps' copies of
 * them), set with the folder (api/jest/templates-setup.mjs) and named after it, so a server kept
 * between runs (a developer's TEST_DATABASE_URL) never hands one run another's template;
 * templates-teardown.mjs drops what is left of them.
 */
export const PG_PREFIX = TEMPLATE_DIR ? (process.env.API_TEST_PG_PREFIX ?? null) : null;

/** The URL of another database on the server of `url` (same user, host and options). */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

export interface PostgresTemplate {
  /** The template database, which `CREATE DATABASE … TEMPLATE` copies. */
  database: string;
  /** The seed's files (uploads), copied into each new app's upload folder. */
  uploads: string;
}

/**
 * The PostgreSQL template of `key`, made by the first worker that asks for it: under an
 * advisory lock (other workers wait for it), `make` migrates and seeds a database of its own
 * and writes its seed's files into the folder it is given, closing every connection before it
 * returns (a database with connections cannot be copied). The database gets its final name only
 * when it is whole, so a worker that died half-way leaves nothing that another would copy.
 */
export async function postgresTemplate(
  url: string,
  key: string,
  make: (databaseUrl: string, uploadDir: string) => Promise<void>,
): Promise<PostgresTemplate | null> {
  if (!PG_PREFIX) return null;
  const database = `${PG_PREFIX}tpl_${key}`;
  const uploads = path.join(folderOf(`pg-${key}`), 'uploads');
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [database]);
    const made = await lock.query('select 1 from pg_database where datname = $1', [database]);
    if (made.rowCount === 0) {
      const partial = `${database}_partial`;
      await lock.query(`drop database if exists "${partial}"`);
      await lock.query(`create database "${partial}"`);
      await fs.rm(uploads, { recursive: true, force: true });
      await fs.mkdir(uploads, { recursive: true });
      await make(databaseUrl(url, partial), uploads);
      await lock.query(`alter database "${partial}" rename to "${database}"`);
    }
    return { database, uploads };
  } finally {
    await lock.end();
  }
}
