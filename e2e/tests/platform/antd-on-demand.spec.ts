import { expect, test, type Page } from '@playwright/test';
import { PHONE } from '../../support/viewport';
import { openJobs, rowsOf, signInAs } from '../views/helpers';

// Parts that no signed-in start draws (ADR 249, 253): Table's tree filter and Result's status
// illustrations are left out of the start's shared antd and loaded, from the shell, when first
// drawn; so are mf-views' form and line-editor items, and the kernel's HTML sanitiser (ADR 252).
// antd's Drawer, Progress and Switch are the kernel's stand-ins in the start's shared antd, the
// real ones fetched once the signed-in page is idle (ADR 255).

/** The on-demand parts' files the page has asked for (their chunks are named). */
function onDemandFiles(page: Page): () => string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const named =
      /\/(antd-(tree|result-\d{3})|view-form|view-multi-line|sanitize-html)\.[0-9a-f]+\.js$/;
    if (named.test(request.url()))
      // By name: a remote's files are in its release folder (`/0.1.0-…/view-form.….js`).
      requested.push(
        new URL(request.url()).pathname.replace(/^.*\//, '/').replace(/\.[0-9a-f]+\.js$/, ''),
      );
  });
  return () => [...requested];
}

test('the signed-in start loads no on-demand part; an unknown page draws the 404 illustration', async ({
  page,
  baseURL,
}) => {
  const files = onDemandFiles(page);
  await signInAs(page, 'admin@demo.test');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('clock-slot').getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files()).toEqual([]);

  await page.goto('/no/such/page');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  const illustration = page.getByTestId('not-found').locator('.ant-result-image svg');
  await expect(illustration).toBeVisible();
  await expect(illustration.locator('title')).toHaveText('No Found');
  expect(files()).toEqual(['/antd-result-404']);
  // From the shell's origin: the shell's antd, not a copy of a remote's.
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/antd-result-404\./.test(entry.name))
        .map((entry) => new URL(entry.name).origin),
    ),
  ).toEqual([new URL(baseURL!).origin]);
});

test('a column filter of filterMode tree loads the tree when opened, and filters by it', async ({
  page,
}) => {
  const files = onDemandFiles(page);
  await signInAs(page, 'admin@demo.test');
  await page.goto('/test-page');
  const card = page.locator('.ant-card').filter({ hasText: 'A column filtered through a tree' });
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(3);
  expect(files()).toEqual([]);

  await card.locator('.ant-table-filter-trigger').click();
  const dropdown = page.locator('.ant-table-filter-dropdown');
  const node = (title: string) =>
    dropdown.locator('.ant-tree-treenode').filter({
      has: page.getByText(title, { exact: true }),
    });
  await expect(node('Security door')).toBeVisible();
  await expect(node('Fly screen')).toBeVisible();
  expect(files()).toEqual(['/antd-tree']);

  // Checking "Doors" checks both kinds of door; OK applies the filter.
  await node('Doors').locator('.ant-tree-checkbox').click();
  await expect(node('Pet door').locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await dropdown.getByRole('button', { name: 'OK' }).click();
  await expect(card.locator('tbody tr.ant-table-row')).toHaveText([
    /Security door – front/,
    /Pet door – laundry/,
  ]);
});

test('a job’s record loads the form’s code when first opened, and draws the job in it (ADR 253)', async ({
  page,
}) => {
  const files = onDemandFiles(page);
  await signInAs(page, 'admin@demo.test');
  const list = await openJobs(page);
  await page.waitForLoadState('networkidle');
  expect(files()).toEqual([]);

  const row = rowsOf(list).first();
  const jobNumber = /J-\d{5}/.exec(await row.innerText())?.[0];
  expect(jobNumber).toBeDefined();
  await row.click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
  const form = page.getByRole('form', { name: 'Record form' });
  await expect(form).toHaveAttribute('data-editable', 'false');
  expect(files()).toEqual(['/view-form']);
  await expect(form.getByText(jobNumber!, { exact: true })).toBeVisible();
});

test("antd's drawer, ring and switch are not in the start, come once the page is idle, and work on a phone (ADR 255)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  const requested: string[] = [];
  page.on('request', (request) => {
    const named = /\/antd-(drawer|progress|switch)\.[0-9a-f]+\.js$/.exec(request.url());
    if (named) requested.push(`${new URL(request.url()).origin} antd-${named[1]}`);
  });
  const shell = new URL(baseURL!).origin;
  const ALL = [`${shell} antd-drawer`, `${shell} antd-progress`, `${shell} antd-switch`];

  await signInAs(page, 'admin@demo.test');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(rowsOf(page.locator('[data-multi-view]')).first()).toBeVisible();
  // The side menu is a closed drawer on a phone: mounted, it loads nothing.
  expect(requested).toEqual([]);
  // Once the page is idle, the shell brings them in: once each, the shell's own.
  await expect.poll(() => [...requested].sort(), { timeout: 30_000 }).toEqual(ALL);

  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeInViewport();
  await expect(drawer.getByRole('menuitem', { name: /Dashboard/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  await page.getByTestId('notification-bell').click();
  const hideRead = page.getByRole('switch', { name: 'Hide read' });
  // antd's switch, not the stand-in, and it switches.
  await expect(hideRead).toHaveClass(/\bant-switch\b/);
  await expect(hideRead).not.toBeChecked();
  await hideRead.click();
  await expect(hideRead).toBeChecked();
  expect([...requested].sort()).toEqual(ALL);
});
