// The shell's figures in Debian's Chromium, for `npm run bench` (scripts/bench/run.mjs):
// what the sign-in page downloads, how many requests wait on one another before it shows,
// when it shows cold (slow 4G, 4× CPU slowdown) and warm (service worker), and how long a
// route change between two mounted remotes takes. Figures, never a test.
/* global window, document, requestAnimationFrame, MutationObserver, PopStateEvent, Element -- used in code the page runs */
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
const CPU_SLOWDOWN = 4;

/**
 * Records, in the page's clock, when the sign-in button first shows (the page's early form,
 * ADR 172, or mf-auth's), when mf-auth's own form is on screen, and the page's LCP.
 */
function installMarks() {
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

/**
 * The throttled profile of issue 38: 150 ms round trip, 1.6 Mbit/s, 4× CPU slowdown. DevTools
 * adds `latency` to every request, so it is the whole round trip.
 */
export const THROTTLED = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (0.75 * 1000 * 1000) / 8,
};

/** In the page: when the side menu shows its items and the first widget of the landing page has content. */
function installDashboardMarks() {
  window.__dash = { press: 0, menu: 0, widget: 0 };
  const stamp = (name) => {
    window.__dash[name] = -1;
    requestAnimationFrame(() => (window.__dash[name] = performance.now()));
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!window.__dash.press && button?.textContent.trim() === 'Sign in') {
        window.__dash.press = performance.now();
      }
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (!window.__dash.press) return;
    if (!window.__dash.menu && document.querySelector('[data-testid="side-menu"] li')) {
      stamp('menu');
    }
    if (!window.__dash.widget) {
      const widget = [...document.querySelectorAll('[data-multi-view] [data-item-type]')].find(
        (element) =>
          !element.querySelector('.ant-skeleton') && element.textContent.trim().length > 0,
      );
      if (widget) stamp('widget');
    }
    if (window.__dash.menu && window.__dash.widget) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Requests that waited on one another between the press and the signed-in paint: a request is one
 * round trip after the latest request that had finished before it started (1 for the login).
 */
export function roundTripsOf(requests, press, painted) {
  const inWindow = requests
    .filter((request) => request.start >= press && request.start <= painted)
    .sort((a, b) => a.start - b.start);
  const depth = new Map();
  let deepest = null;
  for (const request of inWindow) {
    let before = null;
    for (const other of inWindow) {
      if (other === request || other.end === undefined || other.end > request.start) continue;
      if (!before || depth.get(other) > depth.get(before)) before = other;
    }
    depth.set(request, before ? depth.get(before) + 1 : 1);
    request.before = before;
    if (!deepest || depth.get(request) > depth.get(deepest)) deepest = request;
  }
  const chain = [];
  for (let request = deepest; request; request = request.before) chain.unshift(request);
  return { count: deepest ? depth.get(deepest) : 0, chain };
}

/**
 * Time from pressing Sign in to the dashboard's side menu and first widget, cold (no cache, no
 * service worker) on the throttled profile: the user types the demo administrator's e-mail and
 * password the moment a form shows, spends `typingMs` more typing, and presses Sign in. Also the
 * JS over the whole visit and the round trips between the press and the signed-in paint (from
 * the page's resource timing, in the page's clock).
 */
export async function measureSignInToDashboard(browser, base, { typingMs, network = THROTTLED }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // By address: a file fetched ahead while the user types (ADR 206) answers again from the cache
  // when it runs, and is one download.
  const scripts = new Map();
  const bodies = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    bodies.push(
      response.body().then(
        (body) => scripts.set(response.url(), body),
        () => undefined,
      ),
    );
  });
  await page.addInitScript(installMarks);
  await page.addInitScript(installDashboardMarks);
  await page.goto(`${base}/login`, { timeout: 180_000 });
  await page.waitForFunction(() => window.__bench?.signIn > 0, null, { timeout: 120_000 });
  // The machine is shared and the CPU slowed 4×: the form may take a while to take input.
  const timeout = 120_000;
  await page.getByLabel('Email').fill(EMAIL, { timeout });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout });
  if (typingMs) await page.waitForTimeout(typingMs);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout });
  await page
    .waitForFunction(() => window.__dash.menu > 0 && window.__dash.widget > 0, null, {
      timeout: 120_000,
    })
    .catch(async (error) => {
      const state = await page.evaluate(() => JSON.stringify(window.__dash)).catch(() => '?');
      throw new Error(`no signed-in paint at ${page.url()} (${state}): ${error.message}`);
    });
  const { marks, resources } = await page.evaluate(() => ({
    marks: { ...window.__dash },
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      // The page's data calls are fetches; files (scripts, manifests) are not counted with them.
      data:
        entry.initiatorType === 'fetch' && !/\.(json|js|css)$/.test(new URL(entry.name).pathname),
    })),
  }));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await Promise.allSettled(bodies);
  await context.close();
  const painted = Math.max(marks.menu, marks.widget);
  const trips = roundTripsOf(resources, marks.press, painted);
  // The API calls alone (issue 38 item 3): login, then what waited on it until the paint.
  const dataTrips = roundTripsOf(
    resources.filter((request) => request.data),
    marks.press,
    painted,
  );
  return {
    toMenu: marks.menu - marks.press,
    toWidget: marks.widget - marks.press,
    toDashboard: painted - marks.press,
    roundTrips: trips.count,
    dataRoundTrips: dataTrips.count,
    dataChain: dataTrips.chain.map((request) => new URL(request.url).pathname),
    // From the login's answer to the next call on the path to the paint (the JS gap of ADR 206).
    afterLogin:
      dataTrips.chain.length > 1 ? dataTrips.chain[1].start - dataTrips.chain[0].end : undefined,
    chain: trips.chain.map((request) => {
      const url = new URL(request.url);
      return `${url.port || url.host}${url.pathname}`;
    }),
    files: scripts.size,
    gzip: [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

/**
 * The JavaScript a visit downloads, unthrottled and cold (no cache, no service worker): from /login
 * through signing in (as the demo administrator) to the dashboard's side menu and first widget,
 * then, moving inside the app, to the jobs list's first row. Files and gzip (level 9) of every
 * script response, at each of the two stops (issue 38: ≤ 450 KB gzip; ADR 209).
 */
export async function measureVisitJs(browser, base) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await Promise.allSettled(pending);
    // A file fetched ahead (ADR 206) answers again from the cache when it runs: counted once.
    const once = new Map(scripts.map(({ url, body }) => [url, body]));
    return {
      files: once.size,
      gzip: [...once.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  };
  try {
    await page.addInitScript(installDashboardMarks);
    await page.goto(`${base}/login`, { timeout: 120_000 });
    await page.getByLabel('Email').fill(EMAIL, { timeout: 60_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForFunction(() => window.__dash.menu > 0 && window.__dash.widget > 0, null, {
      timeout: 120_000,
    });
    const dashboard = await settle();
    // Inside the app (single-spa follows pushState), as a click on the side menu would.
    await page.evaluate(() => window.history.pushState(null, '', '/_demo_/jobs'));
    await page
      .locator('[data-list="/records/jobs"] tbody tr.ant-table-row')
      .first()
      .waitFor({ timeout: 120_000 });
    const jobs = await settle();
    return { dashboard, jobs, urls: [...new Set(scripts.map(({ url }) => url))] };
  } finally {
    await context.close();
  }
}
