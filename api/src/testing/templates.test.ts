import fs from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { DEMO_PDF_NAME } from '../modules/planner/demo-pdf';
import { CORE_MODULES, createTestApp, type TestApp } from './create-test-app';
import { templateKey, withoutSpareWal } from './templates';

// The API project's global setup gives every run a template folder (api/jest/templates-setup.mjs).
const templateDir = process.env.API_TEST_TEMPLATE_DIR!;

async function demoSheetPath(testApp: TestApp): Promise<string> {
  const row = await testApp.ctx.db
    .selectFrom('uploaded_files')
    .select('path')
    .where('name', '=', DEMO_PDF_NAME)
    .executeTakeFirstOrThrow();
  return path.join(testApp.uploadDir, row.path);
}

describe('seeded database templates of a test run', () => {
  it('starts a second app of the same kind from the first one’s database and files, apart from it', async () => {
    // A configuration no other test file uses: this file makes the template, whatever runs beside it.
    const first = await createTestApp('pglite', { config: { version: 'templates-test' } });
    expect(first.template).toEqual({ key: expect.any(String), loaded: false });
    const key = first.template!.key;
    await expect(fs.readdir(path.join(templateDir, key))).resolves.toEqual(
      expect.arrayContaining(['database.tar', 'uploads']),
    );
    const second = await createTestApp('pglite', { config: { version: 'templates-test' } });
    try {
      expect(second.template).toEqual({ key, loaded: true });
      // The same seed: users, and the planner's demo sheet with its file in the app's own folder.
      const users = (app: TestApp) =>
        app.ctx.db.selectFrom('users').select('email').orderBy('email').execute();
      expect(await users(second)).toEqual(await users(first));
      const sheet = await demoSheetPath(second);
      expect(sheet.startsWith(second.uploadDir)).toBe(true);
      expect(await fs.readFile(sheet)).toEqual(await fs.readFile(await demoSheetPath(first)));
      // Apart: a change to one database or folder is not seen by the other.
      await second.ctx.db.deleteFrom('notifications').execute();
      await fs.rm(sheet);
      const notifications = (app: TestApp) =>
        app.ctx.db.selectFrom('notifications').select('id').execute();
      expect((await notifications(first)).length).toBeGreaterThan(0);
      await expect(fs.access(await demoSheetPath(first))).resolves.toBeUndefined();
      // A third app still starts from the untouched template.
      const third = await createTestApp('pglite', { config: { version: 'templates-test' } });
      try {
        expect(third.template).toEqual({ key, loaded: true });
        expect((await notifications(third)).length).toBe((await notifications(first)).length);
        await expect(fs.access(await demoSheetPath(third))).resolves.toBeUndefined();
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);

  it('names a different template for another start instant, seed, configuration or environment', () => {
    const recipe = { now: '2026-03-11T01:30:00.000Z', seed: true, config: {}, environment: {} };
    const key = templateKey(recipe);
    expect(templateKey({ ...recipe })).toBe(key);
    expect(templateKey({ ...recipe, now: '2026-03-12T01:30:00.000Z' })).not.toBe(key);
    expect(templateKey({ ...recipe, seed: false })).not.toBe(key);
    expect(templateKey({ ...recipe, config: { version: '2' } })).not.toBe(key);
    expect(templateKey({ ...recipe, environment: { DEMO_JOBS: '10050' } })).not.toBe(key);
  });
});

/** A tar entry as PGlite writes one: a 512-byte header (name, octal size), content padded to 512. */
function tarEntry(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  body.write(content, 'latin1');
  return Buffer.concat([header, body]);
}

/** The names and contents of a tar's entries. */
function tarEntries(tar: Buffer): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar.toString('latin1', offset, offset + 100).replace(/\0[^]*$/, '');
    if (!name) break;
    const size = parseInt(tar.toString('latin1', offset + 124, offset + 135), 8);
    entries.push([name, tar.toString('latin1', offset + 512, offset + 512 + size)]);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

describe('a PGlite template image', () => {
  it('keeps the write-ahead log from the checkpoint’s redo segment to the one being written, and every other file', () => {
    const segment = (n: number) => `/pg_wal/${String(n).padStart(24, '0')}`;
    const image = Buffer.concat([
      tarEntry('/PG_VERSION', '18\n'),
      tarEntry('/pg_wal/archive_status', ''),
      ...[1, 2, 3, 4, 5].map((n) => tarEntry(segment(n), `segment ${n} `.repeat(100))),
      tarEntry('/base/5/1249', 'x'.repeat(1500)),
      Buffer.alloc(1024),
    ]);
    const kept = withoutSpareWal(image, {
      redo: segment(2).slice(-24),
      last: segment(3).slice(-24),
    });
    expect(tarEntries(kept)).toEqual([
      ['/PG_VERSION', '18\n'],
      ['/pg_wal/archive_status', ''],
      [segment(2), 'segment 2 '.repeat(100)],
      [segment(3), 'segment 3 '.repeat(100)],
      ['/base/5/1249', 'x'.repeat(1500)],
    ]);
    expect(kept.subarray(-1024).every((byte) => byte === 0)).toBe(true);
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('seeded template databases on PostgreSQL', () => {
  const serverHas = async (database: string) => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
      return found.rowCount === 1;
    } finally {
      await admin.end();
    }
  };
  const databaseOf = (app: TestApp) => new URL(app.databaseUrl!).pathname.slice(1);

  it('gives every app of a kind a copy of one seeded template database, with its files, apart from the others', async () => {
    const options = { config: { version: 'templates-test-postgres' } };
    const first = await createTestApp('postgres', options);
    const second = await createTestApp('postgres', options);
    try {
      expect(first.template).toEqual({ key: expect.any(String), loaded: true });
      expect(second.template).toEqual(first.template);
      const template = `${process.env.API_TEST_PG_PREFIX}tpl_${first.template!.key}`;
      expect(await serverHas(template)).toBe(true);
      // Each app has a database of its own, not the template.
      expect(new Set([databaseOf(first), databaseOf(second), template]).size).toBe(3);
      // The same seed: users, and the planner's demo sheet with its file in the app's own folder.
      const users = (app: TestApp) =>
        app.ctx.db.selectFrom('users').select('email').orderBy('email').execute();
      expect((await users(first)).length).toBeGreaterThan(0);
      expect(await users(second)).toEqual(await users(first));
      const sheet = await demoSheetPath(second);
      expect(sheet.startsWith(second.uploadDir)).toBe(true);
      expect(await fs.readFile(sheet)).toEqual(await fs.readFile(await demoSheetPath(first)));
      // Apart: a change to one database is not seen by the other.
      await second.ctx.db.deleteFrom('notifications').execute();
      const notifications = (app: TestApp) =>
        app.ctx.db.selectFrom('notifications').select('id').execute();
      expect((await notifications(first)).length).toBeGreaterThan(0);
      expect(await notifications(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
    // Closing an app drops its database; the template stays for the run's other files.
    expect(await serverHas(databaseOf(first))).toBe(false);
    expect(await serverHas(databaseOf(second))).toBe(false);
  }, 120_000);

  it('builds an app with modules of its own from scratch, in a schema of its own', async () => {
    const own = await createTestApp('postgres', {
      modules: [...CORE_MODULES.map((module) => ({ ...module }))],
    });
    try {
      expect(own.template).toBeNull();
      expect(own.databaseUrl).toBe(process.env.TEST_DATABASE_URL);
      expect(own.schema).toMatch(/^test_/);
      expect(
        (await own.ctx.db.selectFrom('users').select('email').execute()).length,
      ).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  }, 120_000);
});
