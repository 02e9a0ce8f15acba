import { expect, test, type Page, type Response } from '@playwright/test';
import { API_URL, E2E_ENV_NAME } from '../../support/env';
import { openJobs, rowsOf, signInAs } from './helpers';

// Allowing notifications up front keeps the bottom permission prompt off the menu.
test.use({ permissions: ['notifications'] });

interface RouteTab {
  name: string;
  path: string;
  enabled: string;
}

/**
 * What the API told the page: the page name of each route it opened (GET /page-info) and the tabs
 * of each tabs route (GET /route-tabs/{id}), or both in GET /landing-data, keyed by route id, so
 * the expected titles come from the page's own data.
 */
function recordPageData(page: Page) {
  const pageNames = new Map<number, string>();
  const tabs = new Map<number, RouteTab[]>();
  // A page left before its answer was read (the landing page, as the test goes on to the jobs)
  // has no body any more: that route is not one the test asks about, so it is skipped.
  const bodyOf = <T>(response: Response): Promise<T | undefined> =>
    response.json().then(
      (body) => body as T,
      () => undefined,
    );
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== API_URL || !response.ok()) return;
    if (url.pathname === '/page-info') {
      const body = await bodyOf<{ data: { page_name: string } }>(response);
      if (body) pageNames.set(Number(url.searchParams.get('route_id')), body.data.page_name);
    } else if (url.pathname.startsWith('/route-tabs/')) {
      const body = await bodyOf<{ data: RouteTab[] }>(response);
      if (body) tabs.set(Number(url.pathname.split('/').pop()), body.data);
    } else if (url.pathname === '/landing-data') {
      // A page opened with the session asks both in one call, each part as its own answer (ADR 233).
      type Part<T> = { status: number; body: { data: T } } | null;
      const body = await bodyOf<{
        data: { page_info: Part<{ page_name: string }>; route_tabs: Part<RouteTab[]> };
      }>(response);
      const { page_info: info, route_tabs: routeTabs } = body?.data ?? {};
      if (info?.status === 200)
        pageNames.set(Number(url.searchParams.get('route_id')), info.body.data.page_name);
      if (routeTabs?.status === 200)
        tabs.set(Number(url.searchParams.get('tabs_route_id')), routeTabs.body.data);
    }
  });
  return {
    async pageName(routeId: number): Promise<string> {
      await expect.poll(() => pageNames.has(routeId)).toBe(true);
      return pageNames.get(routeId)!;
    },
    async tabsOf(routeId: number): Promise<RouteTab[]> {
      await expect.poll(() => tabs.has(routeId)).toBe(true);
      return tabs.get(routeId)!.filter((tab) => tab.enabled === 'True');
    },
  };
}

/** The id of the signed-in user's route with this path (organisation prefix left out). */
async function routeId(page: Page, path: string): Promise<number> {
  const routes = await page.evaluate(() =>
    (
      window as unknown as { __platform: { session: { routes: { id: number; path: string }[] } } }
    ).__platform.session.routes.map(({ id, path }) => ({ id, path })),
  );
  const route = routes.find((candidate) => candidate.path.replace(/^\/_[^/]+_/, '') === path);
  expect(route, `a route ${path}`).toBeDefined();
  return route!.id;
}

test('the title names the product, the environment, the page and the tab, and follows tabs and pages', async ({
  page,
  request,
}) => {
  // The product name and environment of this build, as the shell reads them at start-up.
  const config = (await (await request.get('/config.json')).json()) as {
    productName: string;
    environment: string;
  };
  expect(config.environment).toBe(E2E_ENV_NAME);
  const product = `${config.productName} (${config.environment})`;
  const data = recordPageData(page);

  await signInAs(page, 'sales@demo.test');

  // A list page: the product and the page name.
  const list = await openJobs(page);
  const jobsName = await data.pageName(await routeId(page, '/jobs'));
  await expect(page).toHaveTitle(`${product} | ${jobsName}`);

  // A record's tabs page opens its default tab: the page name and that tab's name.
  await rowsOf(list).first().click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/[^/]+$/);
  const jobRoute = await routeId(page, '/jobs/:id');
  const jobName = await data.pageName(jobRoute);
  const tabs = await data.tabsOf(jobRoute);
  const opened = tabs.find((tab) => page.url().endsWith(tab.path));
  expect(opened, `the tab of ${page.url()}`).toBeDefined();
  expect(jobName).not.toBe(jobsName);
  await expect(page).toHaveTitle(`${product} | ${jobName} | ${opened!.name}`);

  // Another tab: the title follows it.
  const other = tabs.find((tab) => tab !== opened);
  expect(other, 'a second tab').toBeDefined();
  await page.getByRole('tab', { name: other!.name }).click();
  await expect(page).toHaveURL(new RegExp(`${other!.path}$`));
  await expect(page).toHaveTitle(`${product} | ${jobName} | ${other!.name}`);

  // Another page through the menu: its name, and no tab left over from the record.
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Sales', { exact: true }).click();
  await menu.getByText('Quotes', { exact: true }).click();
  await expect(page).toHaveURL(/\/_demo_\/quotes$/);
  const quotesName = await data.pageName(await routeId(page, '/quotes'));
  expect(quotesName).not.toBe(jobName);
  await expect(page).toHaveTitle(`${product} | ${quotesName}`);
});
