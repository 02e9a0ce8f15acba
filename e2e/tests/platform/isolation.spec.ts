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

async function expectOthersMounted(page: Page, broken: string[]) {
  for (const other of REMOTE_NAMES.filter((name) => !broken.includes(name))) {
    await expect(page.getByTestId(`dev-remote-${other}`)).toHaveAttribute('data-state', 'mounted');
  }
}

async function expectShellUsable(page: Page) {
  // The shell's own chrome still answers: the drawer's page list and the title are there.
  await expect(page.getByRole('heading', { name: 'Remotes' })).toBeVisible();
  expect(await page.evaluate(() => document.title)).not.toBe('');
}

/**
 * Two remotes break the same way on one page, each with the other half of the list: every remote
 * meets every fault once, and two areas failing together must not disturb each other's fallback
 * or recovery (48 cases on 24 cold loads of the six remotes).
 */
const HALF = Math.ceil(REMOTE_NAMES.length / 2);
const PAIRS = REMOTE_NAMES.slice(0, HALF).map((first, index) =>
  [first, REMOTE_NAMES[index + HALF]].filter(Boolean),
);

for (const pair of PAIRS) {
  for (const fault of FAULTS) {
    test(`${pair.join(' and ')}: ${fault} shows a fallback, spares the others and recovers without a reload`, async ({
      page,
    }) => {
      const pageErrors = collectPageErrors(page);
      await recordBus(page);
      if (fault === 'manifest-hangs') {
        const remoteTimeoutsMs = Object.fromEntries(
          pair.map((remote) => [remote, HANG_TIMEOUT_MS]),
        );
        await overrideShellConfig(page, { remoteTimeoutsMs });
      }
      const broken = await Promise.all(pair.map((remote) => breakRemote(page, remote, fault)));
      await page.goto('/dev');
      const panel = (remote: string) => page.getByTestId(`dev-remote-${remote}`);

      // Where the failure shows: the area itself, or (after mount) its lazily loaded part.
      const areas = pair.map((remote) =>
        fault === 'chunk-404' ? page.getByTestId(`dev-widgets-${remote}`) : panel(remote),
      );
      if (fault === 'chunk-404') {
        for (const remote of pair) {
          await expect(panel(remote)).toHaveAttribute('data-state', 'mounted');
        }
        broken.forEach((remote) => remote.arm());
        for (const area of areas) await area.getByRole('button', { name: 'List widgets' }).click();
      }
      const fallbacks = areas.map((area) => area.getByTestId('remote-fallback'));
      for (const fallback of fallbacks) {
        await expect(fallback).toBeVisible();
        await expect(fallback).toHaveAttribute('data-phase', PHASES[fault]);
      }

      await expectOthersMounted(page, pair);
      await expectShellUsable(page);

      const events = await busEvents(page);
      for (const remote of pair) {
        const failures = events.filter(
          (event) => event.type === 'remote/failed' && event.remote === remote,
        );
        expect(failures.map((failure) => failure.phase)).toEqual([PHASES[fault]]);
        expect(failures[0].version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
      }

      // Healed and retried one at a time: the second stays on its fallback until its own Retry.
      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await Promise.all(broken.map((remote) => remote.heal()));
      for (const [index, remote] of pair.entries()) {
        await fallbacks[index].getByRole('button', { name: 'Retry' }).click();
        if (fault === 'chunk-404') {
          await expect(areas[index]).toHaveAttribute('data-state', 'listed');
          await expect(panel(remote)).toHaveAttribute('data-state', 'mounted');
        } else {
          await expect(panel(remote)).toHaveAttribute('data-state', 'mounted');
          await expect(panel(remote).locator(`[data-remote-root="${remote}"]`)).toHaveCount(1);
          expect(
            (await busEvents(page)).some(
              (event) => event.type === 'remote/recovered' && event.remote === remote,
            ),
          ).toBe(true);
        }
        for (const later of fallbacks.slice(index + 1)) await expect(later).toBeVisible();
      }
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
      await expectOthersMounted(page, pair);
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
