import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PDF_NAME } from '../modules/planner/demo-pdf';
import { createTestApp, type TestApp } from './create-test-app';
import { templateKey } from './templates';

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
