import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/session';

/**
 * What happens between the press of Sign in and the dashboard: the answer carries the page's
 * first data (ADR 259), the dashboard area's code loads while the answer is on its way
 * (ADR 264), and the sign-in goes out without a preflight of its own (ADR 268). What the sign-in page itself downloads and fetches ahead is login-bundle.spec.ts's.
 */

test('a password sign-in’s answer carries the dashboard’s first data, which the page draws without asking again (ADR 259)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const first = ['/landing-data', '/page-info', '/multi-view-data'].includes(pathname);
    if (first || pathname.startsWith('/route-tabs/')) asked.push(pathname);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const answered = page.waitForResponse(
    // The sign-in itself: the typing time also sends a bare OPTIONS there (ADR 268).
    (response) =>
      new URL(response.url()).pathname === '/auth/login' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = await answered;
  expect(login.request().postDataJSON()).toMatchObject({ with_landing: true });
  type Part<T> = { status: number; body: { data: T } };
  const { landing } = (
    (await login.json()) as {
      data: {
        landing: {
          path: string;
          data: {
            page_info: Part<{ page_name: string }>;
            route_tabs: Part<{ name: string; default: boolean }[]>;
            first_list: Part<unknown[]>;
          };
        };
      };
    }
  ).data;
  expect(landing.path).toBe('/_demo_/dashboard');
  const { page_info: info, route_tabs: tabs, first_list: list } = landing.data;

  // The page, its default tab and its first list's rows, as the answer sent them.
  await expect(page).toHaveURL(/\/_demo_\/dashboard/);
  const tab = tabs.body.data.find((candidate) => candidate.default)!;
  await expect(page).toHaveTitle(new RegExp(`\\| ${info.body.data.page_name} \\| ${tab.name}$`));
  await expect(page.getByRole('tab', { name: tab.name, selected: true })).toBeVisible();
  const rows = page.locator('[data-multi-view] .ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(list.body.data.length);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('pressed after typing, the dashboard area’s code is loaded while the sign-in is on its way (ADR 264)', async ({
  page,
}) => {
  const manifest = await (await page.request.get('/remotes.json')).json();
  const viewsBase = new URL('./', manifest.remotes.mf_views.entry).href;
  const viewsCode: string[] = [];
  let viewsAppAsked = () => {};
  const viewsAppSeen = new Promise<void>((resolve) => (viewsAppAsked = resolve));
  page.on('request', (request) => {
    if (!request.url().startsWith(viewsBase)) return;
    viewsCode.push(request.url());
    if (/__federation_expose_app\./.test(request.url())) viewsAppAsked();
  });
  // The sign-in's answer is held until mf-views' `./app` was asked for: without the press's head
  // start nobody asks for it before the answer, and the sign-in never completes.
  await page.route('**/auth/login', async (route) => {
    await viewsAppSeen;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('data-warm-up-chrome', 'evaluated', {
    timeout: 30_000,
  });
  const askedBeforePress = viewsCode.length;
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-dashboard-area', 'on-press');
  await expect(page).toHaveURL(/\/_demo_\/dashboard/, { timeout: 30_000 });
  await expect(page.locator('[data-multi-view] .ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each of the area's files asked once after the press: the signed-in start took over that load.
  const afterPress = viewsCode.slice(askedBeforePress);
  expect(afterPress.some((url) => /__federation_expose_app\./.test(url))).toBe(true);
  expect(new Set(afterPress).size).toBe(afterPress.length);
});

test('the sign-in goes out without a preflight of its own: the typing time asked the API’s permission ahead (ADR 268)', async ({
  page,
  context,
}) => {
  // The browser's CORS preflights show only to the DevTools protocol, as requests of their own.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const preflights: string[] = [];
  let pressed = false;
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.method !== 'OPTIONS' || new URL(request.url).pathname !== '/auth/login') return;
    const names = Object.keys(request.headers).map((name) => name.toLowerCase());
    if (names.includes('access-control-request-method')) {
      preflights.push(pressed ? 'after the press' : 'while typing');
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('data-sign-in-preflight', 'asked', {
    timeout: 30_000,
  });
  pressed = true;
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('side-menu').getByRole('menuitem').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(preflights).toEqual(['while typing']);
});
