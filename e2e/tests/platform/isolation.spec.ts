import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES } from '../../support/env';
import {
  FAULTS,
  breakRemote,
  busEvents,
  collectPageErrors,
  overrideShellConfig,
  recordBus,
  type Fault,
} from '../../support/platform';

/** The phase the failure is reported with on the bus. */
const PHASES: Record<Fault, string> = {
  'manifest-refused': 'manifest',
  'manifest-500': 'manifest',
  'manifest-hangs': 'manifest',
  'entry-throws': 'entry',
  'module-missing': 'module',
  'mount-throws': 'mount',
  'chunk-404': 'module',
  'singleton-mismatch': 'compatibility',
};

/**
 * A hung manifest fails by the loader's timeout, shortened through the shell's config for the hung
 * remote only: the others keep the e2e environment's generous timeout, so a busy machine that is
 * slow to load them does not fail them.
 */
const HANG_TIMEOUT_MS = 1500;

async function expectOthersMounted(page: Page, remote: string) {
  for (const other of REMOTE_NAMES.filter((name) => name !== remote)) {
    await expect(page.getByTestId(`dev-remote-${other}`)).toHaveAttribute('data-state', 'mounted');
  }
}

async function expectShellUsable(page: Page) {
  // The shell's own chrome still answers: the drawer's page list and the title are there.
  await expect(page.getByRole('heading', { name: 'Remotes' })).toBeVisible();
  expect(await page.evaluate(() => document.title)).not.toBe('');
}

for (const remote of REMOTE_NAMES) {
  for (const fault of FAULTS) {
    test(`${remote}: ${fault} shows a fallback, spares the others and recovers without a reload`, async ({
      page,
    }) => {
      const pageErrors = collectPageErrors(page);
      await recordBus(page);
      if (fault === 'manifest-hangs') {
        await overrideShellConfig(page, { remoteTimeoutsMs: { [remote]: HANG_TIMEOUT_MS } });
      }
      const broken = await breakRemote(page, remote, fault);
      await page.goto('/dev');
      const panel = page.getByTestId(`dev-remote-${remote}`);

      // Where the failure shows: the area itself, or (after mount) its lazily loaded part.
      let area = panel;
      if (fault === 'chunk-404') {
        await expect(panel).toHaveAttribute('data-state', 'mounted');
        broken.arm();
        area = page.getByTestId(`dev-widgets-${remote}`);
        await area.getByRole('button', { name: 'List widgets' }).click();
      }
      const fallback = area.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('data-phase', PHASES[fault]);
      const retry = fallback.getByRole('button', { name: 'Retry' });

      await expectOthersMounted(page, remote);
      await expectShellUsable(page);

      const failure = (await busEvents(page)).find(
        (event) => event.type === 'remote/failed' && event.remote === remote,
      );
      expect(failure).toBeDefined();
      expect(failure!.phase).toBe(PHASES[fault]);
      expect(failure!.version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);

      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await broken.heal();
      await retry.click();
      if (fault === 'chunk-404') {
        await expect(area).toHaveAttribute('data-state', 'listed');
        await expect(panel).toHaveAttribute('data-state', 'mounted');
      } else {
        await expect(panel).toHaveAttribute('data-state', 'mounted');
        await expect(panel.locator(`[data-remote-root="${remote}"]`)).toHaveCount(1);
        expect(
          (await busEvents(page)).some(
            (event) => event.type === 'remote/recovered' && event.remote === remote,
          ),
        ).toBe(true);
      }
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
      await expectOthersMounted(page, remote);
      expect(pageErrors).toEqual([]);
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
  const broken = await breakRemote(page, 'mf_auth', 'manifest-refused');
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
  await broken.heal();
  await page.evaluate(spaNavigate, '/login?again=1');
  await expect(page.locator('[data-remote-root="mf_auth"]')).toBeAttached({ timeout: 10_000 });
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
});
