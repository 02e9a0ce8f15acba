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
  // Two workers, each against its own environment (support/env.ts, ADR 229): `e2e` and `e2e2`,
  // each with its own API and seeded database. `--workers 1` runs everything against `e2e`.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The json report (when PLAYWRIGHT_JSON_OUTPUT_NAME names a file) feeds scripts/slowest.mjs.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SHELL_URL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every journey at Playwright's desktop default (responsive/pages.spec.ts checks 1440 × 900 and 390 × 844 itself).
    { name: 'desktop', testIgnore: /responsive[\\/]phone\.spec\.ts$/ },
    // The main journeys at phone width (ADR 192): a focused set, not the whole suite again.
    { name: 'phone', testMatch: /responsive[\\/]phone\.spec\.ts$/, use: { viewport: PHONE } },
  ],
});
