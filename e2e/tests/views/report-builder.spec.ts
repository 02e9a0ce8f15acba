import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/** The report builder page of the demo organisation, loaded. */
async function openReports(page: Page) {
  await page.goto('/_demo_/reports');
  const builder = page.getByTestId('report-builder');
  await expect(builder.getByLabel('Module', { exact: true })).toBeVisible();
  return builder;
}

function money(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

test('builds, runs, exports, saves and reopens a report', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  const builder = await openReports(page);

  // Modules: jobs, two fields (one of the linked customer).
  await builder.getByLabel('Module', { exact: true }).selectOption('jobs');
  await builder.getByRole('checkbox', { name: 'Job number', exact: true }).check();
  await builder.getByRole('checkbox', { name: 'Amount', exact: true }).check();
  await builder.getByRole('checkbox', { name: 'Customer › Name', exact: true }).check();
  // Filters: amount ≥ 1,700.
  await builder.getByLabel('Filter 1 field').selectOption('jobs.amount');
  await builder.getByLabel('Filter 1 operator').selectOption({ label: '≥' });
  await builder.getByLabel('Filter 1 value', { exact: true }).fill('1700');
  // Sorting: amount, highest first.
  await builder.getByLabel('Sort 1 field').selectOption('jobs.amount');
  await expect(builder.getByLabel('Sort 1 direction').locator('option')).toHaveText([
    'Lowest to Highest',
    'Highest to Lowest',
  ]);
  await builder.getByLabel('Sort 1 direction').selectOption({ label: 'Highest to Lowest' });

  await builder.getByRole('button', { name: 'Run report' }).click();
  const table = builder.getByTestId('report-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(table.locator('thead th')).toHaveText(['Job number', 'Amount', 'Customers › Name']);
  const amounts = (await rows.locator('td:nth-child(2)').allTextContents()).map(money);
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.every((amount) => amount >= 1700)).toBe(true);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  const totalText = await builder.getByText(/^[\d,]+ rows$/).textContent();
  const total = Number(totalText!.replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThan(0);

  // Export: every row, header first, formula-safe cells.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('jobs.csv');
  const csv = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Job number,Amount,Customers › Name');
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^J-\d{5},\d+(\.\d+)?,/);
    expect(Number(line.split(',')[1])).toBeGreaterThanOrEqual(1700);
  }

  // Save under a name of this run, reload, reopen.
  const name = `Big jobs ${Date.now().toString(36)}`;
  await builder.getByLabel('Report name').fill(name);
  await builder.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText(`Report '${name}' saved`).first()).toBeVisible();
  await page.reload();
  const again = page.getByTestId('report-builder');
  await expect(again.getByLabel('Saved reports')).toBeVisible();
  await expect(again.getByLabel('Saved reports').locator('option', { hasText: name })).toHaveCount(
    1,
  );
  await expect(again.getByLabel('Module', { exact: true })).toHaveValue('');
  await again.getByLabel('Saved reports').selectOption({ label: name });

  await expect(again.getByLabel('Module', { exact: true })).toHaveValue('jobs');
  await expect(again.getByRole('checkbox', { name: 'Job number', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Amount', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Customer › Name', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Title', exact: true })).not.toBeChecked();
  await expect(again.getByLabel('Filter 1 field')).toHaveValue('jobs.amount');
  await expect(again.getByLabel('Filter 1 operator')).toHaveValue('gte');
  await expect(again.getByLabel('Filter 1 value', { exact: true })).toHaveValue('1700');
  await expect(again.getByLabel('Sort 1 field')).toHaveValue('jobs.amount');
  await expect(again.getByLabel('Sort 1 direction')).toHaveValue('desc');
  await expect(again.getByLabel('Report name')).toHaveValue(name);
  // Opening runs it: the same rows as before.
  await expect(again.getByText(totalText!, { exact: true })).toBeVisible();
});

test('the seeded report opens and runs', async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
  const builder = await openReports(page);
  await builder.getByLabel('Saved reports').selectOption({ label: 'Open jobs by customer' });
  await expect(builder.getByLabel('Filter 1 field')).toHaveValue('jobs.status');
  await expect(builder.getByRole('checkbox', { name: 'Open', exact: true })).toBeChecked();
  const table = builder.getByTestId('report-table');
  await expect(table.locator('thead th')).toHaveText([
    'Job number',
    'Title',
    'Customers › Name',
    'Due date',
    'Amount',
  ]);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(25);
});
