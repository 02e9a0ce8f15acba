#!/usr/bin/env node
// Usage: node mf-views/bench/run.mjs [--url http://localhost:3000] [--email admin@demo.test] [--keys 40]
//
// Measures the view framework in the built app (node scripts/build-all.mjs, then
// node scripts/serve-all.mjs, whose API seeds 10,000 jobs) with Debian's Chromium, and prints:
//   1. time to first render of a 10,000-row list (/_demo_/bench/list);
//   2. per-keystroke latency of an inline edit with 1,000 editable cells mounted (/_demo_/bench/inline);
//   3. keystroke-to-paint in a form of 300 fields with 300 dependency rules (/_demo_/bench/form).
// A keystroke is timed from its keydown to the frame after it (requestAnimationFrame, then a task).
// Figures, not a test: nothing fails on a slow machine.
/* global window, document, requestAnimationFrame, MutationObserver, PopStateEvent, HTMLInputElement -- used in code the page runs */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const BASE = option('url', 'http://localhost:3000').replace(/\/$/, '');
const EMAIL = option('email', 'admin@demo.test');
const PASSWORD = option('password', 'Demo1234!');
const KEYS = Number(option('keys', '40'));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1), n: sorted.length };
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function signIn(page) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForSelector('[data-area="mf_views"]', { timeout: 30_000 });
}

/** In-app navigation (no reload), timed in the page until `selector` shows and a frame has passed. */
async function timeNavigation(page, pathname, selector) {
  return page.evaluate(
    ({ pathname, selector }) =>
      new Promise((resolve) => {
        const start = performance.now();
        const done = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState(null, '', pathname);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    { pathname, selector },
  );
}

/** Starts recording keydown → next frame for every key pressed from now on. */
async function recordKeystrokes(page) {
  await page.evaluate(() => {
    window.__keystrokes = [];
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => window.__keystrokes.push(performance.now() - start), 0),
        );
      },
      { capture: true },
    );
  });
}

async function typeTimed(page, locator, text) {
  await locator.click();
  await page.evaluate(() => (window.__keystrokes = []));
  for (const char of text) {
    await page.keyboard.type(char);
    // One key at a time: each measurement sees its own frame.
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => window.__keystrokes.slice());
}

/**
 * Script and layout work of one change, without waiting for a frame: the value is set and an
 * input event dispatched (React renders synchronously for it), then layout is forced.
 */
async function workPerChange(page, selector) {
  const samples = await page.evaluate((selector) => {
    const input = document.querySelector(selector);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let index = 0; index < 30; index += 1) {
      const start = performance.now();
      setValue.call(input, `${input.value}x`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      void document.body.offsetHeight;
      times.push(performance.now() - start);
    }
    return times;
  }, selector);
  return stats(samples).median;
}

async function benchList(page) {
  await page.goto(`${BASE}/_demo_/dashboard`);
  await page.waitForSelector('[data-area="mf_views"]');
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/records/jobs' &&
      (url.searchParams.get('pagination_object') ?? '').includes('10000000')
    );
  });
  const firstRender = await timeNavigation(
    page,
    '/_demo_/bench/list',
    '[data-list] .ant-table-row',
  );
  const response = await answered;
  const timing = response.request().timing();
  const body = await response.json();
  return {
    firstRender,
    apiMs: timing.responseEnd,
    rows: body.data.length,
    rendered: await page.locator('[data-list] .ant-table-row').count(),
  };
}

async function benchInline(page) {
  await page.goto(`${BASE}/_demo_/bench/inline`);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-list] [data-inline-state] input').length >= 1000,
    null,
    {
      timeout: 60_000,
    },
  );
  const cells = await page.locator('[data-list] [data-inline-state] input').count();
  await recordKeystrokes(page);
  const cell = page
    .locator('[data-list] tbody tr.ant-table-row')
    .nth(3)
    .getByRole('textbox', { name: 'title' });
  const samples = await typeTimed(page, cell, ' edited by the benchmark'.repeat(3).slice(0, KEYS));
  const work = await workPerChange(
    page,
    '[data-list] tbody tr.ant-table-row:nth-child(5) input[aria-label="title"]',
  );
  return { cells, work, ...stats(samples) };
}

async function benchForm(page) {
  await page.goto(`${BASE}/_demo_/bench/form`);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-form] [data-field] input').length >= 300,
    null,
    {
      timeout: 60_000,
    },
  );
  const fields = await page.locator('[data-form] [data-field]').count();
  await recordKeystrokes(page);
  const first = page.getByLabel('Field 1', { exact: true });
  const samples = await typeTimed(page, first, 'hide and seek, one field at a time'.slice(0, KEYS));
  const work = await workPerChange(page, '[data-field="f1"] input');
  // The rule of field 2 runs on field 1's value: 'hide…' is not 'hide', so field 2 shows.
  await first.fill('hide');
  const hidden = (await page.locator('[data-field="f2"]').count()) === 0;
  return { fields, ruleWorks: hidden, work, ...stats(samples) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page);
  const list = await benchList(page);
  const inline = await benchInline(page);
  const form = await benchForm(page);
  console.log(`\nView framework benchmark (${BASE}, Chromium ${browser.version()})\n`);
  console.log('| measure | result | target |');
  console.log('|---|---|---|');
  console.log(
    `| first render of a ${list.rows.toLocaleString('en-AU')}-row list | ${ms(list.firstRender)} (API ${ms(list.apiMs)}, ${list.rendered} rows in the DOM) | — |`,
  );
  console.log(
    `| inline edit keystroke, ${inline.cells} editable cells | median ${ms(inline.median)}, p95 ${ms(inline.p95)}, max ${ms(inline.max)} (${inline.n} keys); script + layout ${ms(inline.work)} | ≤ 50 ms (peers ≈ 1 s) |`,
  );
  console.log(
    `| form keystroke to paint, ${form.fields} fields / 300 rules | median ${ms(form.median)}, p95 ${ms(form.p95)}, max ${ms(form.max)} (${form.n} keys); script + layout ${ms(form.work)} | ≤ 16 ms (peers ≈ 200 ms) |`,
  );
  console.log(
    `\nDependency check: typing 'hide' in Field 1 ${form.ruleWorks ? 'hid' : 'did NOT hide'} Field 2.`,
  );
} finally {
  await browser.close();
}
