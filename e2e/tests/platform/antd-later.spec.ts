import { expect, test, type Page } from '@playwright/test';
import { ownSharedFiles, sharedModules } from '../../support/federation';
import { openJobs, signInAs } from '../views/helpers';

// antd's components a signed-in start does not draw come from their own shared facade (ADR 247):
// the start never loads it; the first page that draws one loads the shell's copy, the same antd
// on the page (one theme, one style scope), and no remote's own.

const LATER = '@platform/antd-later';

/** Whether the page's federation runtime has loaded the later facade, and for which areas. */
async function laterFacade(page: Page) {
  const versions = (await sharedModules(page))[LATER] ?? [];
  return {
    loaded: versions.filter((shared) => shared.loaded).map((shared) => shared.version),
    usedIn: [...new Set(versions.flatMap((shared) => shared.useIn))].sort(),
  };
}

test('the signed-in start loads no later antd component; the jobs list draws its date range from the shell’s', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await signInAs(page, 'admin@demo.test');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // The top bar's clock loads at the page's first idle moment (ADR 242): the start is over.
  await expect(page.getByTestId('clock-slot').getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await laterFacade(page)).toEqual({ loaded: [], usedIn: [] });

  const list = await openJobs(page);
  const range = list
    .locator('.ant-picker-range')
    .filter({ has: page.getByPlaceholder('Due date from', { exact: true }) });
  await expect(range).toBeVisible();
  await expect(range.getByPlaceholder('Due date from', { exact: true })).toBeEnabled();
  const later = await laterFacade(page);
  expect(later.loaded).toHaveLength(1);
  expect(later.usedIn).toEqual(['mf_views']);

  // One antd on the page: the picker has the list's own theme classes (its CSS-in-JS hash and
  // the platform's one CSS-variable scope, ADR 241), as a second copy of antd would not.
  const themeOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) =>
        [...element.classList].filter((name) => /^(css-|pl-theme-)/.test(name)).sort(),
      );
  const pickerTheme = await themeOf('.ant-picker-range');
  expect(pickerTheme).toHaveLength(2);
  expect(await themeOf('[data-list="/records/jobs"] .ant-btn')).toEqual(pickerTheme);

  // The shell's copy: no remote fetched its own fallback of the facade.
  const manifest = await (await request.get('/remotes.json')).json();
  for (const [remote, { entry }] of Object.entries<{ entry: string }>(manifest.remotes)) {
    const own = await ownSharedFiles(request, entry, [LATER]);
    expect(
      own.filter((file) => requested.includes(file)),
      `${remote} loaded its own ${LATER}`,
    ).toEqual([]);
  }
});
