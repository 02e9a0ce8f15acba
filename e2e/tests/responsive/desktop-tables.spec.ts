import { expect, test } from '@playwright/test';
import path from 'node:path';
import {
  DESKTOP,
  expectFitsWindow,
  expectHeadersWhole,
  expectInsideWindow,
  expectTableFits,
} from '../../support/viewport';
import { openJobs, signInAs } from '../views/helpers';

/** Screenshots beside the main pages' (not committed: test-results/). */
const PAGES_DIR = path.join(__dirname, '..', '..', 'test-results', 'pages');

// Issue 35, item 6: the wide tables of the product read at a 1440 px desktop without scrolling.
test.describe('wide tables at 1440 × 900', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
  });

  test('the jobs list shows every column, Qty, Amount and Actions included', async ({ page }) => {
    const list = await openJobs(page);
    const table = list.locator('.ant-table');
    await page.screenshot({ path: path.join(PAGES_DIR, 'desktop-jobs-list-fit.png') });
    await expectFitsWindow(page, 'jobs list');
    await expectTableFits(table, 'jobs list');
    await expectHeadersWhole(table, 'jobs list');
    for (const header of ['Qty', 'Amount', 'Actions']) {
      await expectInsideWindow(
        table.locator('thead th').filter({ hasText: new RegExp(`^${header}$`) }),
        `the ${header} header`,
      );
    }
    const firstRow = table.locator('tbody tr.ant-table-row').first();
    await expectInsideWindow(firstRow.locator('td').last(), 'the first row’s actions');
  });

  test('the costing table shows its totals beside the Total row', async ({ page }) => {
    await page.goto('/_demo_/costing');
    await page.getByRole('link', { name: 'Crimsafe Regular – Sliding Door' }).click();
    await expect(
      page.getByRole('heading', { name: 'Crimsafe Regular – Sliding Door' }),
    ).toBeVisible();
    const table = page.locator('.ant-table').filter({ has: page.getByLabel('Retail total') });
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({
      path: path.join(PAGES_DIR, 'desktop-costing.png'),
      fullPage: true,
    });
    await expectFitsWindow(page, 'costing');
    await expectTableFits(table, 'costing');
    await expectHeadersWhole(table, 'costing');
    await expectInsideWindow(page.getByLabel('Retail total'), 'the retail total');
    await expectInsideWindow(page.getByLabel('Wholesale total'), 'the wholesale total');
  });
});
