import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { DatabaseHandle } from '../core/database';
import { ImageBlob } from '../core/pglite-image';

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
      image: new ImageBlob(await fs.readFile(path.join(folder, 'database.tar'))),
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
  // and seed from the write-ahead log (up to 48 MB). ADR 236.
  await sql`checkpoint`.execute(database.db);
  const { rows } = await sql<WalFiles>`
    select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as last
    from pg_control_checkpoint()`.execute(database.db);
  const dump = Buffer.from(await (await database.dumpImage()).arrayBuffer());
  await fs.writeFile(path.join(partial, 'database.tar'), withoutSpareWal(dump, rows[0]));
  try {
    await fs.rename(partial, folder);
  } catch {
    await fs.rm(partial, { recursive: true, force: true });
  }
}

interface WalFiles {
  /** The segment the last checkpoint's redo starts in, and the one being written. */
  redo: string;
  last: string;
}

/**
 * A PGlite image without the write-ahead log segments a start does not read: those before the
 * checkpoint's redo segment and the empty ones after the segment being written, which PostgreSQL
 * keeps for reuse (a new database makes them again as it needs them). The largest template went
 * from 99 to 66 MB, and opening it from 0.8 to 0.66 s of CPU (ADR 236). A tar is a 512-byte
 * header per file (name at 0, size in octal at 124, name prefix at 345), its content padded to
 * 512 bytes, and two zero blocks at the end.
 */
export function withoutSpareWal(tar: Buffer, wal: WalFiles): Buffer {
  const field = (header: Buffer, start: number, length: number) =>
    header.toString('latin1', start, start + length).replace(/\0[^]*$/, '');
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || (segment >= wal.redo && segment <= wal.last)) {
      kept.push(tar.subarray(offset, end));
    }
    offset = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
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
