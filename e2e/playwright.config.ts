import { defineConfig } from '@playwright/test';
import { SHELL_URL } from './support/env';
import { PHONE } from './support/viewport';

/** Debian's Chromium, with the flags that keep it off the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: on this 2-core machine one worker already keeps both cores about 75 % busy
  // (Chromium most of it), and two were not faster (ADR 229). `--workers 2` runs each worker
  // against its own environment (`e2e`, `e2e2`: support/env.ts) for a machine with more cores.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The json report (when PLAYWRIGHT_JSON_OUTPUT_NAME names a file) feeds scripts/slowest.mjs.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SHELL_URL,
    serviceWorkers: 'block',
    // A trace (screencast, DOM snapshots, sources) is recorded only when a failed journey is run
    // again (`npm test` retries once): recording one for every journey cost ~14 % of the step
    // (ADR 234). A screenshot is kept for any failure; `--trace on` records every journey.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every journey at Playwright's desktop default (responsive/pages.spec.ts checks 1440 × 900 and
    // 390 × 844 itself), as a user whose system asks for reduced motion: antd then draws no
    // animations (ADR 231), so Chromium renders fewer frames and actions wait on none.
    {
      name: 'desktop',
      testIgnore: /responsive[\\/]phone\.spec\.ts$/,
      use: { reducedMotion: 'reduce' },
    },
    // The main journeys at phone width (ADR 192): a focused set, not the whole suite again. These
    // keep the default motion, so the animated drawers and menus are still driven end to end.
    { name: 'phone', testMatch: /responsive[\\/]phone\.spec\.ts$/, use: { viewport: PHONE } },
  ],
});
