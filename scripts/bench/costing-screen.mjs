// The costing screen in Debian's Chromium, for scripts/bench/costing.mjs: a costing of 200
// lines on the built platform, its test height changed key by key, each change timed from the
// keydown to the cost table (the rows in the window) re-rendered and laid out (recalculated with the pricing core and
// painted into the DOM: the goal, ≤ 16 ms) and to the next frame after it (what the eye waits
// for, including the wait for the display's refresh). Figures, never a test.
// BENCH_PROFILE=<file.cpuprofile> also records Chromium's CPU profile of the keys (open it in
// the browser's DevTools, Performance panel; the built files' source maps name the functions).
import fs from 'node:fs';
/* global window, document, requestAnimationFrame, MutationObserver -- used in code the page runs */
import { EMAIL, PASSWORD, signIn } from './browser.mjs';
import { summary } from './stats.mjs';

const LINES = 200;

async function call(api, method, url, token, body) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Saves 200 lines (the seeded window screen's lines, repeated) on the Stainless Steel 316 –
 * Sliding Door costing and returns its screen's path.
 */
async function costingOf200Lines(api) {
  const login = await call(api, 'POST', '/auth/login', null, { email: EMAIL, password: PASSWORD });
  const token = login.user.token;
  const products = await call(api, 'GET', '/products', token);
  const product = products.find((row) => row.name === 'Stainless Steel 316');
  const applications = await call(api, 'GET', `/applications?product_id=${product.id}`, token);
  const id = (name) => applications.find((row) => row.name === name).id;
  const source = await call(
    api,
    'GET',
    `/costing/product/${product.id}/${id('Window Screen')}`,
    token,
  );
  const target = `/costing/product/${product.id}/${id('Sliding Door')}`;
  const lines = Array.from({ length: LINES }, (_, index) => ({
    ...source.product_items[index % source.product_items.length],
    id: -1 - index,
  }));
  await call(api, 'POST', target, token, {
    object_data: { ...source, id: 0, notes: 'benchmark: 200 lines', product_items: lines },
  });
  return `/_demo_${target}`;
}

/** Records, for every key pressed from now on, keydown → table laid out, and → next frame. */
function recordChanges() {
  window.__work = [];
  window.__frame = [];
  let start = null;
  document.addEventListener(
    'keydown',
    () => {
      start = performance.now();
    },
    { capture: true },
  );
  const table = document.querySelector('.ant-table-tbody');
  new MutationObserver(() => {
    if (start === null) return;
    const began = start;
    start = null;
    void document.body.offsetHeight;
    window.__work.push(performance.now() - began);
    requestAnimationFrame(() =>
      setTimeout(() => window.__frame.push(performance.now() - began), 0),
    );
  }).observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** The screen's figures: { lines, drawn (rows in the DOM), work, frame: {median, p95}, n }. */
export async function benchCostingScreen(browser, base, api, keys = 30) {
  const path = await costingOf200Lines(api);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signIn(page, base);
    await page.goto(`${base}${path}`);
    // The table draws only the rows in the window (ADR 203); it counts them all in aria-rowcount
    // (a header row, the lines, the total row).
    const table = page.locator('table[aria-rowcount]').first();
    await page.waitForFunction(
      (count) =>
        Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount')) >=
        count + 2,
      LINES,
      { timeout: 60_000 },
    );
    const lines = Number(await table.getAttribute('aria-rowcount')) - 2;
    const drawn = await table.locator('.ant-table-tbody tr.ant-table-row').count();
    const height = page.getByLabel('Test height');
    await height.click();
    await page.keyboard.press('End');
    // The mandatory accessories are looked up 300 ms after a change: let them settle.
    await page.waitForTimeout(1000);
    await page.evaluate(recordChanges);
    const profile = process.env.BENCH_PROFILE;
    const cdp = profile ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    for (let key = 0; key < keys; key += 1) {
      // 2100 → 210 → 2100 …: every key changes the height, so every line's quantity.
      await page.keyboard.press(key % 2 === 0 ? 'Backspace' : '0');
      await page.waitForTimeout(450);
    }
    if (cdp) {
      const { profile: recorded } = await cdp.send('Profiler.stop');
      fs.writeFileSync(profile, JSON.stringify(recorded));
    }
    const samples = await page.evaluate(() => ({ work: window.__work, frame: window.__frame }));
    return {
      lines,
      drawn,
      n: samples.work.length,
      work: summary(samples.work),
      frame: summary(samples.frame),
    };
  } finally {
    await page.close();
  }
}
