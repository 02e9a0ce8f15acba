import { expect, test } from '@playwright/test';
import { openJobs, signInAs } from './helpers';

// A list's totals row: its exact decimals load with the first list that shows totals, not with
// the dashboard's lists, which have none (ADR 249).

test('the jobs list totals its amounts with GST; the dashboard never loads the totals code', async ({
  page,
}) => {
  const totalsFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/list-totals\.[0-9a-f]+\.js$/.test(request.url())) totalsFiles.push(request.url());
  });
  await signInAs(page, 'admin@demo.test');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(totalsFiles).toEqual([]);

  const list = await openJobs(page);
  const totals = list.locator('[data-totals]');
  const figure = async (which: string) => {
    const text = (await totals.locator(`[data-total="${which}"]`).textContent()) ?? '';
    return Number(text.replace(/^.*\$/, '').replace(/,/g, ''));
  };
  await expect(totals.locator('[data-total="inc"]')).toHaveText(
    /^Total \(inc GST\): \$[\d,]+\.\d\d$/,
  );
  const exc = await figure('exc');
  const gst = await figure('gst');
  expect(exc).toBeGreaterThan(0);
  // GST is 10 % of the amount exc GST, to the cent; inc is their sum.
  expect(gst).toBeCloseTo(Math.round(exc * 10) / 100, 2);
  expect(await figure('inc')).toBeCloseTo(exc + gst, 2);
  expect(totalsFiles).toHaveLength(1);

  // Selecting a row totals the selection too (the list asks for both, inc and exc GST).
  await expect(totals.locator('[data-total="selected-inc"]')).toHaveText(
    'Selected (inc GST): $0.00',
  );
  await list
    .getByRole('checkbox', { name: /^Select \d+$/ })
    .first()
    .check();
  await expect(totals.locator('[data-total="selected-inc"]')).not.toHaveText(
    'Selected (inc GST): $0.00',
  );
});
