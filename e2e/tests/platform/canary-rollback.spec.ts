import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO, signIn } from '../../support/auth';
import { demoAdminToken } from '../../support/devTools';
import { API_URL, E2E_ENV_NAME, REMOTE_NAMES } from '../../support/env';

const ROOT = path.join(__dirname, '..', '..', '..');
const REMOTE = 'mf_timesheet';
/** User 1 (the administrator) hashes to bucket 24 of mf_timesheet, user 4 (the fitter) to 19. */
const CANARY_USERS = [DEMO.admin, DEMO.fitter];
const CANARY_PERCENT = 50;

function run(command: string, args: string[]) {
  return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8' });
}

/**
 * A release of mf-timesheet whose remote entry throws when it runs (a bad build that passes the
 * publish gate: its manifest and singleton ranges are fine): the live stable release's files,
 * copied into a package folder of its own, with the entry broken. Its content differs, so it
 * publishes as a version of its own, and no package's dist/ ever holds a broken entry someone could
 * publish. (Publishing a fresh production build is deploy.spec.ts's and canary.spec.ts's part.)
 */
function brokenReleaseOf(stable: string, build: string): string {
  const packageDir = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'broken-canary-')),
    'mf-timesheet',
  );
  const dist = path.join(packageDir, 'dist');
  cpSync(path.join(ROOT, 'deploy', 'releases', REMOTE, stable), dist, { recursive: true });
  const entry = path.join(dist, 'remoteEntry.js');
  const broken = Buffer.from(
    `throw new Error('${REMOTE} build ${build} is broken on purpose');\n${readFileSync(entry, 'utf8')}`,
  );
  // The servers send the precompressed copies when the browser accepts them: break those too.
  writeFileSync(entry, broken);
  writeFileSync(`${entry}.br`, brotliCompressSync(broken));
  writeFileSync(`${entry}.gz`, gzipSync(broken));
  return packageDir;
}

interface Manifest {
  remotes: Record<string, { version: string; canary?: { version: string; since: string } }>;
}

async function liveManifest(request: APIRequestContext): Promise<Manifest> {
  return (await request.get('/remotes.json')).json();
}

/** The loads the API counted for one version of the remote since an instant (ADR 159). */
async function countedLoads(
  request: APIRequestContext,
  version: string,
  since: string,
): Promise<{ loads: number; failures: number }> {
  const response = await request.get(
    `${API_URL}/delivery/loads/summary?since=${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${await demoAdminToken()}` } },
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { remotes: { remote: string; version: string; loads: number; failures: number }[] };
  };
  const row = data.remotes.find((entry) => entry.remote === REMOTE && entry.version === version);
  return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
}

/**
 * A canary user's visit: the remote's area shows its fallback while the rest of the shell works;
 * leaving the page (pagehide) makes the shell send its waiting loads, and the API's count of the
 * canary's failed loads goes up.
 */
async function visitAsCanaryUser(
  browser: Browser,
  request: APIRequestContext,
  account: { email: string; password: string },
  canary: { version: string; since: string },
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await page.goto('/dev');
    const fallback = page.getByTestId(`dev-remote-${REMOTE}`).getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('data-phase', 'entry');
    await expect(fallback).toContainText(`${REMOTE} ${canary.version}`);
    for (const other of REMOTE_NAMES.filter((name) => name !== REMOTE)) {
      await expect(page.getByTestId(`dev-remote-${other}`)).toHaveAttribute(
        'data-state',
        'mounted',
      );
    }

    // Leaving for another area: the page hides, the shell sends what waits, the next page works.
    const before = await countedLoads(request, canary.version, canary.since);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect
      .poll(async () => (await countedLoads(request, canary.version, canary.since)).failures)
      .toBeGreaterThan(before.failures);
  } finally {
    await context.close();
  }
}

test('a canary whose remote entry fails is rolled back from the browsers’ load reports', async ({
  browser,
  request,
}) => {
  // Three sign-ins and a publish on a machine the whole suite shares.
  test.setTimeout(240_000);
  const stable = (await liveManifest(request)).remotes[REMOTE].version;
  const stableBuild = JSON.parse(
    readFileSync(path.join(ROOT, 'deploy', 'releases', REMOTE, stable, 'build-info.json'), 'utf8'),
  ).buildNumber;
  const build = `broken-canary-${Date.now()}`;
  const packageDir = brokenReleaseOf(stable, build);
  try {
    run(process.execPath, [
      'deploy/publish.mjs',
      packageDir,
      '--env',
      E2E_ENV_NAME,
      '--canary',
      String(CANARY_PERCENT),
    ]);
    const published = (await liveManifest(request)).remotes[REMOTE];
    expect(published.version).toBe(stable);
    const canary = published.canary!;
    expect(canary.version).not.toBe(stable);

    for (const account of CANARY_USERS) {
      await visitAsCanaryUser(browser, request, account, canary);
    }

    // Only failed loads were counted against the canary's version, at least one per visit.
    const counted = await countedLoads(request, canary.version, canary.since);
    expect(counted.failures).toBeGreaterThanOrEqual(CANARY_USERS.length);
    expect(counted.loads).toBe(counted.failures);

    const check = spawnSync(
      process.execPath,
      [
        'deploy/canary-check.mjs',
        '--env',
        E2E_ENV_NAME,
        '--remote',
        REMOTE,
        '--api',
        API_URL,
        '--min-loads',
        String(counted.loads),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DEPLOY_API_TOKEN: await demoAdminToken() },
        encoding: 'utf8',
      },
    );
    expect(check.status, check.stderr).toBe(3);
    expect(JSON.parse(check.stdout)).toMatchObject({
      verdict: 'rollback',
      rate: 1,
      version: canary.version,
    });
    const after = (await liveManifest(request)).remotes[REMOTE];
    expect(after.canary).toBeUndefined();
    expect(after.version).toBe(stable);

    // A fresh browser of a user who was in the canary's half gets the stable version, which mounts.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signIn(page, DEMO.fitter.email, DEMO.fitter.password);
      await page.goto('/dev');
      const panel = page.getByTestId(`dev-remote-${REMOTE}`);
      await expect(panel).toHaveAttribute('data-state', 'mounted');
      await expect(panel).toContainText(stable);
      await expect(panel.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(panel.locator(`[data-remote-root="${REMOTE}"]`)).toHaveAttribute(
        'data-remote-build',
        stableBuild,
      );
    } finally {
      await context.close();
    }
  } finally {
    if ((await liveManifest(request)).remotes[REMOTE].canary) {
      run(process.execPath, [
        'deploy/promote.mjs',
        '--env',
        E2E_ENV_NAME,
        '--remote',
        REMOTE,
        '--abort',
      ]);
    }
    rmSync(path.dirname(packageDir), { recursive: true, force: true });
  }
});
