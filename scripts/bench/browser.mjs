// The shell's figures in Debian's Chromium, for `npm run bench` (scripts/bench/run.mjs):
// what the sign-in page downloads, how many requests wait on one another before it shows,
// when it shows cold (slow 4G, 4× CPU slowdown) and warm (service worker), and how long a
// route change between two mounted remotes takes. Figures, never a test.
/* global window, document, requestAnimationFrame, MutationObserver, PopStateEvent -- used in code the page runs */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median, percentile } from './stats.mjs';

export const EMAIL = 'admin@demo.test';
export const PASSWORD = 'Demo1234!';

/** Lighthouse's "slow 4G" as DevTools throttles it, and its 4× CPU slowdown. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/**
 * Records, in the page's clock, when the sign-in button first shows (the page's early form,
 * ADR 172, or mf-auth's), when mf-auth's own form is on screen, and the page's LCP.
 */
export function installMarks() {
  window.__bench = { signIn: 0, ready: 0, lcp: 0 };
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const mark = (name) => requestAnimationFrame(() => (window.__bench[name] = performance.now()));
  const observer = new MutationObserver(() => {
    if (!window.__bench.signIn) {
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent.trim() === 'Sign in',
      );
      if (button) {
        window.__bench.signIn = -1;
        mark('signIn');
      }
    }
    if (!document.querySelector('[data-testid="auth-layout"]')) return;
    observer.disconnect();
    mark('ready');
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function throttle(page, context) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function signInShown(page) {
  await page.waitForFunction(() => window.__bench?.signIn > 0 && window.__bench?.ready > 0, null, {
    timeout: 120_000,
  });
  // LCP may still move to a later, larger paint for a moment.
  await page.waitForTimeout(1000);
  return page.evaluate(() => ({ ...window.__bench }));
}

/** The first frame of the initiating script, or the document that parsed the request. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * Requests of a cold /login, each with the request that caused it (Chromium's initiator), and
 * the longest chain of requests that waited on one another.
 */
export async function measureLogin(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const wire = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!requests.has(event.requestId)) {
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        parent: initiatorUrl(event.initiator),
      });
    }
  });
  cdp.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
  const scripts = [];
  const bodies = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    bodies.push(response.body().then((body) => scripts.push({ url: response.url(), body })));
  });
  await page.addInitScript(installMarks);
  await page.goto(`${base}/login`);
  await signInShown(page);
  await page.waitForLoadState('networkidle');
  await Promise.allSettled(bodies);
  const byUrl = new Map();
  for (const [id, request] of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, id);
  const depth = new Map();
  const depthOf = (id, seen = new Set()) => {
    if (depth.has(id)) return depth.get(id);
    const parentId = byUrl.get(requests.get(id).parent);
    const value =
      parentId === undefined || parentId === id || seen.has(parentId)
        ? 1
        : depthOf(parentId, seen.add(id)) + 1;
    depth.set(id, value);
    return value;
  };
  let deepest = null;
  for (const id of requests.keys()) {
    if (!deepest || depthOf(id) > depthOf(deepest)) deepest = id;
  }
  const chain = [];
  for (let id = deepest; id !== undefined; id = byUrl.get(requests.get(id).parent)) {
    chain.unshift(requests.get(id));
    if (chain.length > 20) break;
  }
  // The shell's own files: the document and the scripts of its origin.
  const shellOrigin = new URL(base).origin;
  const lastShellFile = chain.findLastIndex(
    (request, index) =>
      index === 0 || (new URL(request.url).origin === shellOrigin && request.type === 'Script'),
  );
  const jsIds = [...requests.entries()].filter(([, request]) => request.type === 'Script');
  await context.close();
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.body.length, 0),
    gzip: scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0),
    brotli: scripts.reduce(
      (sum, script) =>
        sum +
        brotliCompressSync(script.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          .length,
      0,
    ),
    wire: jsIds.reduce((sum, [id]) => sum + (wire.get(id) ?? 0), 0),
    roundTrips: depthOf(deepest),
    afterShell: chain.length - 1 - lastShellFile,
    chain: chain.map((request) => {
      const url = new URL(request.url);
      return `${url.port || url.host}${url.pathname.length > 1 ? `/${url.pathname.split('/').pop()}` : url.pathname}`;
    }),
  };
}

/** Sign-in shown and LCP on a cold cache under slow 4G and 4× CPU, median of `runs`. */
export async function measureColdStart(browser, base, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await throttle(page, context);
    await page.addInitScript(installMarks);
    await page.goto(`${base}/login`, { timeout: 180_000 });
    samples.push(await signInShown(page));
    await context.close();
  }
  return {
    signIn: median(samples.map((sample) => sample.signIn)),
    ready: median(samples.map((sample) => sample.ready)),
    lcp: median(samples.map((sample) => sample.lcp)),
  };
}

/** The same after a first visit installed the service worker (its precache and runtime cache). */
export async function measureWarmStart(browser, base, runs) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.addInitScript(installMarks);
  await page.goto(`${base}/login`);
  await signInShown(page);
  const controlled = await page
    .evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]),
    )
    .catch(() => false);
  await throttle(page, context);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${base}/login`, { timeout: 180_000 });
    samples.push(await signInShown(page));
  }
  await context.close();
  return {
    serviceWorker: controlled,
    signIn: median(samples.map((sample) => sample.signIn)),
    lcp: median(samples.map((sample) => sample.lcp)),
  };
}

export async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** In-app navigation (no reload), timed in the page until `selector` shows and a frame has passed. */
export function timeNavigation(page, pathname, selector) {
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

/** Route changes between the profile (mf-auth) and the jobs list (mf-views), both mounted before. */
export async function measureRouteChanges(browser, base, count) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, base);
  const targets = [
    ['/profile', '#area-mf_auth .ant-card'],
    ['/_demo_/jobs', '#area-mf_views [data-list] .ant-table-row'],
  ];
  // Each remote is loaded and mounted once before timing.
  for (const [pathname, selector] of targets) await timeNavigation(page, pathname, selector);
  const samples = [];
  for (let index = 0; index < count; index += 1) {
    const [pathname, selector] = targets[index % 2];
    samples.push(await timeNavigation(page, pathname, selector));
  }
  await page.close();
  return { median: median(samples), p95: percentile(samples, 95), n: samples.length };
}
