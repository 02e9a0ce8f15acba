import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('the staff map shows the seeded locations on the offline basemap and opens a marker info window', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, 'admin@demo.test');
  await page.goto('/_demo_/staff-map');
  const widget = page.locator('[data-widget="map"]');
  const summary = widget.getByTestId('map-summary');
  const latest = widget.getByRole('button', { name: /^Show / });
  // Today may have no locations yet (the seed records the days before it): go to the last day that has.
  await expect(summary.or(latest)).toBeVisible({ timeout: 30_000 });
  if (await latest.isVisible()) await latest.click();
  await expect(summary).toHaveText(/^\d+ locations · \d+ routes$/);
  const listed = await widget.locator('[data-marker-id]').count();
  expect(listed).toBeGreaterThanOrEqual(3);

  // OpenLayers drew the basemap and the markers on its canvas; click the first marker's pin.
  const canvas = widget.getByTestId('map-canvas');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  await expect(canvas).toHaveAttribute('data-marker-pixels', /"id":"sample-/, { timeout: 30_000 });
  const pixels = JSON.parse((await canvas.getAttribute('data-marker-pixels')) ?? '[]') as Array<{
    id: string;
    x: number;
    y: number;
  }>;
  const box = (await canvas.boundingBox())!;
  const inside = (pin: { x: number; y: number }) =>
    pin.x > 20 && pin.x < box.width - 20 && pin.y > 40 && pin.y < box.height - 20;
  const apart = (pin: { x: number; y: number }) =>
    pixels.every((other) => other === pin || Math.hypot(other.x - pin.x, other.y - pin.y) > 40);
  // A pin no other pin covers (several staff start from the same depot), else any on screen.
  const onScreen = pixels.find((pin) => inside(pin) && apart(pin)) ?? pixels.find(inside)!;
  expect(onScreen).toBeDefined();
  const under = pixels.filter((pin) => Math.hypot(pin.x - onScreen.x, pin.y - onScreen.y) <= 40);
  const titles = await Promise.all(
    under.map((pin) => widget.locator(`[data-marker-id="${pin.id}"] strong`).innerText()),
  );
  // The pin's body is above its anchor point.
  await canvas.click({ position: { x: onScreen.x, y: onScreen.y - 15 } });
  const info = widget.getByRole('dialog');
  await expect(info).toBeVisible();
  expect(titles).toContain(await info.getAttribute('aria-label'));

  // Address search answers from the offline gazetteer.
  await widget.getByRole('combobox', { name: 'Find a suburb or postcode' }).fill('bondi beach');
  await expect(page.getByTitle('Bondi Beach NSW 2026')).toBeVisible();
  expect(errors).toEqual([]);
});

test('staff without the right see no locations', async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
  await page.goto('/_demo_/staff-map');
  await expect(page.getByText('Error, route does not exist.')).toBeVisible({ timeout: 30_000 });
});
