#!/usr/bin/env node
// Usage: node mf-views/bench/run.mjs [--url http://localhost:3000] [--email admin@demo.test] [--keys 40]
//
// Measures the view framework in the built app (node scripts/build-all.mjs, then
// node scripts/serve-all.mjs, whose API seeds 10,000 jobs) with Debian's Chromium, and prints:
//   1. time to first render of a 10,000-row list (/_demo_/bench/list);
//   2. per-keystroke latency of an inline edit with 1,000 editable cells mounted (/_demo_/bench/inline);
//   3. keystroke-to-paint in a form of 300 fields with 300 dependency rules (/_demo_/bench/form).
// A keystroke is timed from its keydown to the frame after it (requestAnimationFrame, then a task).
// Figures, not a test: nothing fails on a slow machine. `npm run bench` runs it as one section.
/* global window, document, requestAnimationFrame, HTMLInputElement -- used in code the page runs */
import { launchChromium } from '../../scripts/bench/chromium.mjs';
import { signIn, timeNavigation } from '../../scripts/bench/browser.mjs';
import { median, percentile } from '../../scripts/bench/stats.mjs';

function stats(samples) {
  return {
    median: median(samples),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    n: samples.length,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

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

/**
 * Scrolls the list 120 px a frame for 120 frames: the intervals between frames, from the frame
 * times the browser hands to requestAnimationFrame (the start of each frame), so a frame that
 * kept its vsync counts one display interval and a dropped one two or more. The time the
 * callback happens to start inside its frame is not a frame's length.
 */
function scrollFrames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const holder =
          document.querySelector('[data-list] .ant-table-tbody-virtual-holder') ??
          document.querySelector('[data-list] .ant-table-body');
        if (!holder) return resolve([]);
        const frames = [];
        let last = null;
        const step = (now) => {
          if (last !== null) frames.push(now - last);
          last = now;
          holder.scrollTop += 120;
          holder.dispatchEvent(new Event('scroll'));
          if (frames.length < 121) requestAnimationFrame(step);
          else resolve(frames.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
}

async function benchList(page, base) {
  await page.goto(`${base}/_demo_/dashboard`);
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
  const frames = await scrollFrames(page);
  return {
    firstRender,
    scrollFrameP95: frames.length ? percentile(frames, 95) : NaN,
    apiMs: timing.responseEnd,
    rows: body.data.length,
    rendered: await page.locator('[data-list] .ant-table-row').count(),
  };
}

async function benchInline(page, base, keys) {
  await page.goto(`${base}/_demo_/bench/inline`);
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
  const samples = await typeTimed(page, cell, ' edited by the benchmark'.repeat(3).slice(0, keys));
  const work = await workPerChange(
    page,
    '[data-list] tbody tr.ant-table-row:nth-child(5) input[aria-label="title"]',
  );
  return { cells, work, ...stats(samples) };
}

async function benchForm(page, base, keys) {
  await page.goto(`${base}/_demo_/bench/form`);
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
  const samples = await typeTimed(page, first, 'hide and seek, one field at a time'.slice(0, keys));
  const work = await workPerChange(page, '[data-field="f1"] input');
  // The rule of field 2 runs on field 1's value: 'hide…' is not 'hide', so field 2 shows.
  await first.fill('hide');
  const hidden = (await page.locator('[data-field="f2"]').count()) === 0;
  return { fields, ruleWorks: hidden, work, ...stats(samples) };
}

/** The three measures on a signed-in page of `base` (the built app with the development seed). */
export async function benchViews(browser, base, keys = 40) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signIn(page, base);
    await page.waitForSelector('[data-area="mf_views"]', { timeout: 30_000 });
    return {
      list: await benchList(page, base),
      inline: await benchInline(page, base, keys),
      form: await benchForm(page, base, keys),
    };
  } finally {
    await page.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) =>
    args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
  const base = option('url', 'http://localhost:3000').replace(/\/$/, '');
  const browser = await launchChromium();
  try {
    const { list, inline, form } = await benchViews(browser, base, Number(option('keys', '40')));
    console.log(`\nView framework benchmark (${base}, Chromium ${browser.version()})\n`);
    console.log('| measure | result | target |');
    console.log('|---|---|---|');
    console.log(
      `| first render of a ${list.rows.toLocaleString('en-AU')}-row list | ${ms(list.firstRender)} (API ${ms(list.apiMs)}, ${list.rendered} rows in the DOM); scroll frame p95 ${ms(list.scrollFrameP95)} | ≤ 300 ms / ≤ 16.7 ms |`,
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
}
