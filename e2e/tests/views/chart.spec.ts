import { expect, test, type Request } from '@playwright/test';
import { chooseOption, signInAs } from './helpers';

interface ChartParameters {
  start_date: string;
  end_date: string;
  range: string;
}

const DAY_MS = 86_400_000;

function chartRequest(reportId: number) {
  return (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/chart/${reportId}`;
}

const parametersOf = (request: Request) =>
  (request.postDataJSON() as { parameters: ChartParameters }).parameters;

test.describe('charts on the insights page', () => {
  test('draws the demo charts; a new date range preset asks again and the chart changes', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAs(page, 'admin@demo.test');
    const first = page.waitForRequest(chartRequest(1));
    await page.goto('/_demo_/insights');
    const initial = parametersOf(await first);
    expect(initial.range).toBe('this_month');

    const chart = page.getByTestId('chart-1');
    // The widget's chunk arrived and @ant-design/charts drew on a canvas.
    await expect(chart.locator('canvas').first()).toBeVisible();
    const summary = chart.getByTestId('chart-summary');
    await expect(summary).toHaveText(/^Total jobs: \d+/);
    const before = await summary.innerText();
    for (const other of [2, 3, 4]) {
      await expect(page.getByTestId(`chart-${other}`).locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId(`chart-${other}`).getByTestId('chart-summary')).toBeVisible();
    }

    const next = page.waitForRequest(
      (request) => chartRequest(1)(request) && parametersOf(request).range === 'rolling_week',
    );
    await chart.getByRole('combobox', { name: 'Date range' }).click();
    await chooseOption(page, 'Rolling week');
    const rolling = parametersOf(await next);
    expect(rolling.start_date).not.toBe(initial.start_date);
    // The last 7 days including today: from the start of the day 6 days ago to the end of today.
    const span = Date.parse(rolling.end_date) - Date.parse(rolling.start_date);
    expect(Math.round(span / DAY_MS)).toBe(7);

    // The demo jobs fall due every day from 30 days ago on: a week holds fewer than a month.
    await expect(summary).not.toHaveText(before);
    await expect(summary).toHaveText(/^Total jobs: \d+/);
    await expect(chart.locator('canvas').first()).toBeVisible();
    // The chart library drew without an error (a broken plot leaves an empty canvas behind).
    expect(pageErrors).toEqual([]);
  });
});
