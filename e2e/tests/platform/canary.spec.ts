import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn } from '../../support/auth';
import { E2E_ENV_NAME } from '../../support/env';

const ROOT = path.join(__dirname, '..', '..', '..');
const SALES = { email: 'sales@demo.test', password: DEMO.admin.password };

function run(command: string, args: string[], options: { cwd?: string; env?: object } = {}) {
  return execFileSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  });
}

/** Signs in, opens /dev (every remote mounted) and answers the mf_timesheet panel. */
async function timesheetPanel(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.goto('/dev');
  const panel = page.getByTestId('dev-remote-mf_timesheet');
  await expect(panel).toHaveAttribute('data-state', 'mounted');
  return { page, panel, close: () => context.close() };
}

/**
 * Opens /admin/remotes and answers the shell's notification prompt first when it shows (it sits
 * at the bottom of the page, over the form, until answered once per sign-in).
 */
async function openRemoteLoads(page: Page) {
  await page.goto('/admin/remotes');
  await expect(page.getByRole('button', { name: 'Use in this browser' })).toBeVisible();
  const prompt = page.getByTestId('notification-permission-prompt');
  if ((await prompt.count()) > 0) await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
}

const buildOf = (page: Page) =>
  page
    .getByTestId('dev-remote-mf_timesheet')
    .locator('[data-remote-root="mf_timesheet"]')
    .getAttribute('data-remote-build');

test.describe.serial('canary and per-browser override', () => {
  let stable: string;
  let canary: string;
  const build = `canary-${Date.now()}`;

  test('a canary at 50 % serves two versions to two seeded users', async ({ browser, request }) => {
    test.setTimeout(240_000);
    stable = (await (await request.get('/remotes.json')).json()).remotes.mf_timesheet.version;
    run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, 'mf-timesheet'),
      env: { BUILD_NUMBER: build },
    });
    run(process.execPath, [
      'deploy/publish.mjs',
      'mf-timesheet',
      '--env',
      E2E_ENV_NAME,
      '--canary',
      '50',
    ]);
    const manifest = await (await request.get('/remotes.json')).json();
    expect(manifest.remotes.mf_timesheet.version).toBe(stable);
    canary = manifest.remotes.mf_timesheet.canary.version;
    expect(canary).not.toBe(stable);

    // User 1 (the administrator) hashes to bucket 24 of mf_timesheet, user 2 (sales) to 81.
    const admin = await timesheetPanel(browser, DEMO.admin);
    const sales = await timesheetPanel(browser, SALES);
    try {
      await expect(admin.panel).toContainText(canary);
      expect(await buildOf(admin.page)).toBe(build);
      await expect(sales.panel).toContainText(stable);
      expect(await buildOf(sales.page)).not.toBe(build);
    } finally {
      await admin.close();
      await sales.close();
      run(process.execPath, [
        'deploy/promote.mjs',
        '--env',
        E2E_ENV_NAME,
        '--remote',
        'mf_timesheet',
        '--abort',
      ]);
    }
  });

  test('an administrator’s override loads another version in their browser only, until reset', async ({
    browser,
  }) => {
    // Two sign-ins and a dozen page loads on a machine the whole suite shares.
    test.setTimeout(180_000);
    const sales = await timesheetPanel(browser, SALES);
    await expect(sales.panel).toContainText(stable);
    const { page, panel, close } = await timesheetPanel(browser, DEMO.admin);
    try {
      await expect(panel).toContainText(stable);
      await openRemoteLoads(page);
      await page.getByLabel('Remote').click();
      await page.getByTitle('mf_timesheet').click();
      await page.getByLabel('Version').fill(canary);
      await page.getByRole('button', { name: 'Use in this browser' }).click();
      const banner = page.getByTestId('remote-override-banner');
      await expect(banner).toContainText(`This browser loads mf_timesheet version ${canary}`);

      await page.goto('/dev');
      await expect(panel).toHaveAttribute('data-state', 'mounted');
      await expect(panel).toContainText(canary);
      expect(await buildOf(page)).toBe(build);

      // A tampered override is ignored (and forgotten): the published version loads.
      await page.evaluate(() => {
        const token = localStorage.getItem('platform.remote_override') ?? '';
        localStorage.setItem(
          'platform.remote_override',
          `${token.split('.')[0]}x.${token.split('.')[1]}`,
        );
      });
      await page.reload();
      await expect(panel).toHaveAttribute('data-state', 'mounted');
      await expect(panel).toContainText(stable);
      await expect(banner).toHaveCount(0);
      expect(
        await page.evaluate(() => localStorage.getItem('platform.remote_override')),
      ).toBeNull();

      // Set again, then the banner's one click puts the published version back.
      await openRemoteLoads(page);
      await page.getByLabel('Remote').click();
      await page.getByTitle('mf_timesheet').click();
      await page.getByLabel('Version').fill(canary);
      await page.getByRole('button', { name: 'Use in this browser' }).click();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Reset to the published version' }).click();
      await expect(banner).toHaveCount(0);
      await page.goto('/dev');
      await expect(panel).toContainText(stable);

      // Nobody else was affected.
      await sales.page.reload();
      await expect(sales.panel).toHaveAttribute('data-state', 'mounted');
      await expect(sales.panel).toContainText(stable);
    } finally {
      await close();
      await sales.close();
    }
  });
});
