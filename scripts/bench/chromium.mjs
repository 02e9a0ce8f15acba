// Debian's Chromium for the benchmarks, with the flags that keep it off the closed network
// (the same as e2e/playwright.config.ts). The figures are a person's: the full browser, not the
// headless shell the end-to-end tests run in (ADR 275).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `The benchmarks measure in Debian's Chromium, and ${executablePath} is not there: ` +
        'install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
