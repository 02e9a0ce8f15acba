import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/session';

/**
 * antd's styles of the signed-in start (ADRs 241 and 256): their rules come as a static style
 * sheet with the start's files, typed or pressed at once, and neither the typing time nor the
 * start computes them; a component drawn later computes its own. What the sign-in page downloads
 * is login-bundle.spec.ts's.
 */

/** The antd components whose own style rules are in the page (`:where(.css-…).ant-menu{…}`). */
async function componentsStyled(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const style of document.querySelectorAll('style')) {
      const match = /^:where\(\.css-[^)]+\)\.ant-([a-z-]+?)(?:-css-var)?[{,:.\s[]/.exec(
        style.textContent ?? '',
      );
      if (match) names.add(match[1]);
    }
    return [...names].sort();
  });
}

/** What the page has of the start's antd style sheet (ADR 256), and where it sits in the head. */
async function staticSheet(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const sheets = [...document.styleSheets].filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.data-ant-cssinjs-cache-path')),
    );
    const link = sheets[0]?.ownerNode as HTMLLinkElement | undefined;
    // The platform's own style sheets (antd's computed ones carry `data-rc-order`).
    const platform = [
      ...document.head.querySelectorAll('style:not([data-rc-order]), link[rel="stylesheet"]'),
    ].filter((element) => element !== link);
    return {
      sheets: sheets.length,
      // Before the platform's own style sheets, which override antd's rules.
      first: Boolean(
        link &&
        platform.length > 0 &&
        platform.every(
          (element) => link.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
      missed: [...document.querySelectorAll('style[data-antd-missed]')].map((style) =>
        style.getAttribute('data-antd-missed'),
      ),
    };
  });
}

test('typing fetches antd’s style sheet of the start: neither typing nor the start computes antd’s styles (ADR 241, ADR 256)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('Email').pressSequentially('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('data-warm-up-styles', 'computed', {
    timeout: 30_000,
  });
  // Then a date is formatted, as the list's cells format theirs (ADR 246).
  await expect(page.locator('html')).toHaveAttribute('data-warm-up-dates', 'formatted', {
    timeout: 30_000,
  });
  // The warm-up drew the chrome's and the dashboard's components, and their rules came from the
  // sheet: no antd component's style was computed into the page.
  expect(await staticSheet(page)).toEqual({ sheets: 1, first: true, missed: [] });
  expect(await componentsStyled(page)).toEqual([]);
  // Nothing of it is on the page: the sign-in form is still the only thing shown.
  await expect(page.locator('body [class*="ant-"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-multi-view] [data-item-type]').first()).toBeVisible();
  await expect(page.locator('[data-multi-view] .ant-table-row').first()).toBeVisible();
  expect(await staticSheet(page)).toEqual({ sheets: 1, first: true, missed: [] });
  expect(await componentsStyled(page)).toEqual([]);
  // The sheet's rules with the platform's theme: the selected item in the brand's light tint.
  await expect(menu.locator('.ant-menu-item-selected')).toHaveCSS(
    'background-color',
    'rgb(227, 237, 244)',
  );
});

test('pressed at once, the start’s antd rules come with its files; a later component computes its own (ADR 256)', async ({
  page,
}) => {
  // Each time the page asks for the sheet (its link, and the warm-up's fetch ahead), whether the
  // answer came over the network or from the HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sheetAnswers: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!/\/\d+\.[0-9a-f]{10}\.css$/.test(new URL(response.url).pathname)) return;
    sheetAnswers.push(response.fromDiskCache || response.fromPrefetchCache ? 'cache' : 'network');
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[data-multi-view] .ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await staticSheet(page)).toEqual({ sheets: 1, first: true, missed: [] });
  expect(await componentsStyled(page)).toEqual([]);
  // Downloaded once: a second ask is answered from the cache (the sheet is named by its content,
  // so the shell's server lets it be kept; ADR 257), not sent again on the line the press shares.
  expect(sheetAnswers.filter((answer) => answer === 'network')).toEqual(['network']);
  // The table's header and its sorter are drawn by the sheet's rules.
  await expect(page.locator('[data-multi-view] .ant-table-thead th').first()).toHaveCSS(
    'font-weight',
    '600',
  );
  // A job's page draws antd's Switch (Urgent), which the start does not draw (ADR 255): its
  // rules are not in the sheet, and antd computes them as before.
  await page.goto('/_demo_/jobs');
  await page.locator('[data-list="/records/jobs"] tbody tr.ant-table-row').first().click();
  await expect(page.getByRole('form', { name: 'Record form' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Record form' }).getByRole('switch')).toBeVisible();
  await expect.poll(() => componentsStyled(page)).toContain('switch');
  expect((await staticSheet(page)).missed).toEqual([]);
});
