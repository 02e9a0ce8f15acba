import { expect, test } from '@playwright/test';
import { columnTexts, openJobs, rowsOf, search, signInAs, sortableDay } from './helpers';

// Columns of the jobs list: expand, select, Job, Title, Customer, Status, Priority, Due, Scheduled, Qty, Amount.
const DUE = 7;
const AMOUNT = 10;

function money(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
});

test('searches, filters by a date range, sorts and pages the jobs list', async ({ page }) => {
  const listCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/records/jobs') listCalls.push(url);
  });
  const list = await openJobs(page);
  await expect(rowsOf(list)).toHaveCount(10);

  // The next page is fetched before it is asked for.
  await expect
    .poll(() =>
      listCalls.some(
        (url) => JSON.parse(url.searchParams.get('pagination_object') ?? '{}').page_number === 2,
      ),
    )
    .toBe(true);

  await search(page, list, 'J-00012');
  await expect(rowsOf(list)).toHaveCount(1);
  await search(page, list, 'no such job anywhere');
  await expect(list.getByText('No result')).toBeVisible();
  // The unfiltered first page is still held, so clearing the search shows it without a call.
  await list.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(rowsOf(list)).toHaveCount(10);

  // Due dates of the seed run from 30 days ago to 60 days ahead of the server's day, so any week
  // near the runner's day holds some. Calendar days, not 24-hour steps: a DST change between them
  // must not move the end of the range to the day before.
  const today = new Date();
  const inAWeek = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 6);
  const typed = (date: Date) =>
    `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
  const range = list
    .locator('.ant-picker-range')
    .filter({ has: page.getByPlaceholder('Due date from') });
  await range.getByPlaceholder('Due date from').click();
  await range.getByPlaceholder('Due date from').fill(typed(today));
  await range.getByPlaceholder('to').fill(typed(inAWeek));
  await range.getByPlaceholder('to').press('Enter');
  await expect
    .poll(() => listCalls.at(-1)?.searchParams.get('filters') ?? '')
    .toContain('due_date');
  const filters = JSON.parse(listCalls.at(-1)?.searchParams.get('filters') ?? '{}');
  expect(filters.due_date.from).toMatch(/T\d\d:\d\d:\d\d\.\d{3}Z$/);
  const dues = (await columnTexts(list, DUE)).map(sortableDay);
  expect(dues.length).toBeGreaterThan(0);
  const key = (date: Date) =>
    `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
  for (const due of dues) {
    expect(due >= key(today) && due <= key(inAWeek)).toBe(true);
  }

  await list.getByRole('columnheader', { name: 'Amount' }).click();
  await expect
    .poll(async () => {
      const amounts = (await columnTexts(list, AMOUNT)).map(money);
      return (
        amounts.join(',') === [...amounts].sort((a, b) => a - b).join(',') && amounts.length > 0
      );
    })
    .toBe(true);
  expect(listCalls.at(-1)?.searchParams.get('pagination_object')).toContain('"sort_by":"amount"');

  await range.locator('.ant-picker-clear').click({ force: true });
  await expect(list.locator('.ant-pagination-item-2')).toBeVisible();
  const firstPage = await columnTexts(list, 2);
  await list.locator('.ant-pagination-item-2').click();
  await expect.poll(() => columnTexts(list, 2)).not.toEqual(firstPage);
  await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
});
