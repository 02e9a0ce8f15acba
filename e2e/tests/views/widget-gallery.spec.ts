import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('the widget gallery renders every seeded widget type without a configuration error or a console error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, 'admin@demo.test');
  // Every call a widget makes is answered: a failing one is named with its address.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/dev/widgets');
  await expect(page.getByTestId('gallery-summary')).toBeVisible({ timeout: 30_000 });
  const cards = page.locator('[data-gallery-type]');
  const types = await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-gallery-type')),
  );
  expect(types).toEqual(
    expect.arrayContaining([
      'form',
      'list',
      'costing',
      'status_badge',
      'tabs',
      // The remotes' widgets no page places (top bar, forms, profile page) are shown too.
      'clock',
      'time_picker',
      'todays_timesheet',
      'profile_picture',
    ]),
  );
  // Each widget has loaded: no skeleton left in any card.
  await expect(page.locator('[data-gallery-type] .ant-skeleton')).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(page.getByText('Configuration error')).toHaveCount(0);
  await expect(
    page.locator('[data-gallery-type="todays_timesheet"]').getByText("Today's timesheet"),
  ).toBeVisible();
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the widget gallery is for administrators only', async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
  await page.goto('/dev/widgets');
  await expect(page.getByText('Administrators only')).toBeVisible();
  await expect(page.locator('[data-gallery-type]')).toHaveCount(0);
});
