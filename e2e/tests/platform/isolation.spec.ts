import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '../../support/env';
import { breakRemote, busEvents, recordBus, type Fault } from '../../support/platform';

const FAULTS: { fault: Fault; phases: string[] }[] = [
  { fault: 'manifest-unreachable', phases: ['manifest'] },
  { fault: 'server-hangs', phases: ['manifest'] },
  { fault: 'entry-throws', phases: ['entry'] },
  { fault: 'mount-throws', phases: ['mount'] },
];

for (const remote of REMOTE_NAMES) {
  for (const { fault, phases } of FAULTS) {
    test(`${remote}: ${fault} shows a fallback, spares the others and recovers without a reload`, async ({
      page,
    }) => {
      await recordBus(page);
      const heal = await breakRemote(page, remote, fault);
      await page.addInitScript(() => {
        (window as unknown as { __loadedAt: number }).__loadedAt ??= performance.timeOrigin;
      });
      const started = Date.now();
      await page.goto('/dev');

      const broken = page.getByTestId(`dev-remote-${remote}`);
      const retry = broken.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible({ timeout: 3000 });
      expect(Date.now() - started).toBeLessThan(3000 + 1500); // page load itself included

      for (const other of REMOTE_NAMES.filter((name) => name !== remote)) {
        await expect(page.getByTestId(`dev-remote-${other}`)).toHaveAttribute(
          'data-state',
          'mounted',
        );
      }

      const failure = (await busEvents(page)).find(
        (event) => event.type === 'remote/failed' && event.remote === remote,
      );
      expect(failure).toBeDefined();
      expect(phases).toContain(failure!.phase);
      expect(failure!.version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);

      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await heal();
      await retry.click();
      await expect(broken).toHaveAttribute('data-state', 'mounted', { timeout: 10_000 });
      await expect(broken.locator(`[data-remote-root="${remote}"]`)).toHaveCount(1);
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
      expect(
        (await busEvents(page)).some(
          (event) => event.type === 'remote/recovered' && event.remote === remote,
        ),
      ).toBe(true);
    });
  }
}

const spaNavigate = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

test('a routed area that fails leaves the shell working, and the next navigation recovers it', async ({
  page,
}) => {
  await recordBus(page);
  const heal = await breakRemote(page, 'mf_auth', 'manifest-unreachable');
  await page.goto('/login');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);

  // Another area still mounts.
  await page.evaluate(spaNavigate, '/public/wholesale?key=unknown');
  await expect(page.locator('[data-remote-root="mf_wholesale"]')).toBeAttached();

  // Back to the broken area while it is still down: the fallback again.
  await page.evaluate(spaNavigate, '/login');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 3000 });

  // Healthy again: the next navigation recovers it without a reload.
  await heal();
  await page.evaluate(spaNavigate, '/login?again=1');
  await expect(page.locator('[data-remote-root="mf_auth"]')).toBeAttached({ timeout: 10_000 });
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
});
