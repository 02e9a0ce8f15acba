import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a measurer walks the measurement tool with Next Unmeasured until "All locations are measured"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@demo.test');
  await page.goto('/dev/widgets');
  const card = page.locator('[data-gallery-type="measurement_tool"]');
  const places = card.locator('svg g[role="button"]');
  await expect(places.first()).toBeVisible({ timeout: 60_000 });
  const names = await places.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(3);

  const labelsOf = () =>
    places.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('text')?.textContent ?? ''),
    );
  // The demo door comes with its width measured: a label with a value reads "Width: 1640".
  const unmeasured = (await labelsOf()).filter((label) => !/: \d+$/.test(label)).length;
  expect(unmeasured).toBeGreaterThan(2);

  const input = card.locator('input[type="number"]');
  await places.first().click();
  await expect(input).toBeFocused();
  for (let step = 0; step < unmeasured; step += 1) {
    await card.getByRole('button', { name: 'Next Unmeasured' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(input).toHaveValue('');
    await input.fill(String(600 + step));
  }
  // Every place now carries its value on the drawing.
  expect(await labelsOf()).toEqual(
    names.map((name) =>
      expect.stringMatching(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+$`)),
    ),
  );
  await card.getByRole('button', { name: 'Next Unmeasured' }).click();
  await expect(card.getByRole('alert')).toHaveText('All locations are measured');
});
