// The dashboard figures of `npm run bench` (issue 38) in Debian's Chromium: sign-in to a shown
// dashboard on the throttled profile (round trips, JS bytes) and the JavaScript a cold visit
// downloads. Split from browser.mjs, whose page marks and sign-in constants it uses.
/* global window, document, requestAnimationFrame, MutationObserver, Element -- used in code the page runs */
import { gzipSync } from 'node:zlib';
import { selfTimes } from './profile-sources.mjs';
import { CPU_SLOWDOWN, EMAIL, installMarks, PASSWORD } from './browser.mjs';

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
  window.__dash = { press: 0, menu: 0, widget: 0, tasks: [] };
  // Main-thread tasks over 50 ms: while the user types, a keystroke that lands in one waits for
  // its end (the warm-up's cost to the sign-in page, ADRs 227 and 241).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__dash.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask' });
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
 * Every request the page makes, as DevTools sees it: when it was sent and finished, from the
 * cache or not, and which script or document asked for it. For `--probe` (the bench's chain
 * cannot tell a file read from the cache from one downloaded).
 */
function followNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime, timestamp, initiator }) => {
    const frame = initiator.stack?.callFrames?.find((candidate) => candidate.url);
    requests.set(requestId, {
      url: request.url,
      method: request.method,
      // A CORS preflight: the browser's own OPTIONS ahead of a cross-origin call.
      preflight: Object.keys(request.headers).some(
        (name) => name.toLowerCase() === 'access-control-request-method',
      ),
      sent: wallTime * 1000,
      timestamp,
      by: initiator.url ?? frame?.url ?? initiator.type,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request) request.cache = response.fromDiskCache || response.fromPrefetchCache;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.ms = (timestamp - request.timestamp) * 1000;
    request.bytes = encodedDataLength;
  });
  const short = (url) => {
    const parsed = new URL(url);
    return `${parsed.port || parsed.host}${parsed.pathname}${parsed.search.slice(0, 40)}`;
  };
  /** The press, in wall-clock ms (the DevTools protocol's time), from the page's clock. */
  const pressedAt = (marks, clock) => clock.epoch - clock.now + marks.press;
  return {
    /**
     * The CORS preflights of calls to `pathname` sent from the press on (page clock), each a
     * round trip before its call. Resource timing does not list them, and DevTools' throttling
     * does not delay them, so the bench counts them instead (ADR 268).
     */
    preflightsAfter(marks, clock, pathname) {
      const pressAt = pressedAt(marks, clock);
      return [...requests.values()].filter(
        (request) =>
          request.preflight &&
          request.sent >= pressAt &&
          new URL(request.url).pathname === pathname,
      ).length;
    },
    /** Whether the last request for `url` was answered from the HTTP cache. */
    fromCache(url) {
      let cached;
      for (const request of requests.values()) if (request.url === url) cached = request.cache;
      return Boolean(cached);
    },
    /**
     * The requests on the line between the press and the paint, in the page's clock relative to
     * the press: also those sent before it and still loading (pressed at once, the sign-in page's
     * own files share the line with the start's).
     */
    timeline(marks, clock) {
      const pressAt = pressedAt(marks, clock);
      const painted = Math.max(marks.menu, marks.widget) - marks.press;
      return [...requests.values()]
        .map((request) => ({ ...request, at: request.sent - pressAt }))
        .filter((request) => request.at + (request.ms ?? 0) >= 0 && request.at <= painted)
        .sort((a, b) => a.at - b.at)
        .map(
          (request) =>
            `${request.at.toFixed(0).padStart(6)} +${(request.ms ?? NaN).toFixed(0).padStart(5)} ${request.cache ? 'cache' : `${request.bytes ?? '?'}B`.padStart(7)} ${request.method} ${short(request.url)}  <- ${request.by?.includes('://') ? short(request.by) : request.by}`,
        );
    },
  };
}

/** Self time by script and the heaviest functions of a CPU profile (`--probe`). */
function profileSummary(profile) {
  const { nodes, self } = selfTimes(profile);
  const byUrl = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id);
    const url = callFrame.url
      ? new URL(callFrame.url).pathname.split('/').pop()
      : callFrame.functionName || '(native)';
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'} ${url}:${callFrame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  // Per 100 ms after the profile's start: the share of idle time and the busiest script.
  const windows = [];
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    const slot = Math.floor(at / 100);
    windows[slot] ??= new Map();
    const { callFrame } = nodes.get(id);
    const url = callFrame.url
      ? new URL(callFrame.url).pathname.split('/').pop()
      : callFrame.functionName || '(native)';
    windows[slot].set(url, (windows[slot].get(url) ?? 0) + 1);
  });
  const timeline = windows.map((counts, slot) => {
    const total = [...(counts ?? new Map()).values()].reduce((a, b) => a + b, 0) || 1;
    const idle = ((counts?.get('(idle)') ?? 0) / total) * 100;
    const busiest = [...(counts ?? new Map())]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name, n]) => `${name} ${((n / total) * 100).toFixed(0)}%`);
    return `${String(slot * 100).padStart(5)} idle ${idle.toFixed(0).padStart(3)}% ${busiest.join(', ')}`;
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms ${name}`);
  return [...top(byUrl, 15), '--', ...top(byFunction, 15), '--', ...timeline];
}

/**
 * Signs the demo administrator in through the API `times` times, as the page does (its landing
 * data with the answer, ADR 259), before the sign-in rows are measured. The bench starts the
 * platform afresh, and its first sign-in otherwise measured the API's own cold start (its routes'
 * first compile, the first database connections: 0.5–1 s more), which a running service pays once
 * after a deploy, not per user. The browser stays cold: nothing here touches its cache.
 */
export async function warmUpApi(api, times = 3) {
  for (let call = 0; call < times; call += 1) {
    const response = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: EMAIL,
        password: PASSWORD,
        device_token: 'bench-warm-up',
        device_type: 'web',
        firebase_server_side: true,
        with_landing: true,
      }),
    });
    if (!response.ok) throw new Error(`warming the API up: POST /auth/login ${response.status}`);
    await response.arrayBuffer();
  }
}

/**
 * Time from pressing Sign in to the dashboard's side menu and first widget, cold (no cache, no
 * service worker) on the throttled profile: the user types the demo administrator's e-mail and
 * password the moment a form shows, spends `typingMs` more typing, and presses Sign in. Also the
 * JS over the whole visit and the round trips between the press and the signed-in paint (from
 * the page's resource timing, in the page's clock).
 */
export async function measureSignInToDashboard(
  browser,
  base,
  { typingMs, network = THROTTLED, probe = false },
) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const network_ = followNetwork(cdp);
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
  if (probe) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout });
  await page
    .waitForFunction(() => window.__dash.menu > 0 && window.__dash.widget > 0, null, {
      timeout: 120_000,
    })
    .catch(async (error) => {
      const state = await page.evaluate(() => JSON.stringify(window.__dash)).catch(() => '?');
      throw new Error(`no signed-in paint at ${page.url()} (${state}): ${error.message}`);
    });
  const { marks, resources, formShown } = await page.evaluate(() => ({
    formShown: window.__bench.signIn,
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
  const profile = probe ? (await cdp.send('Profiler.stop')).profile : null;
  const clock = await page.evaluate(() => ({ now: performance.now(), epoch: Date.now() }));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await Promise.allSettled(bodies);
  await context.close();
  const painted = Math.max(marks.menu, marks.widget);
  const typingTasks = marks.tasks
    .filter((task) => task.start >= formShown && task.start < marks.press)
    .map((task) => task.duration);
  for (const request of resources) request.cached = network_.fromCache(request.url);
  const trips = roundTripsOf(resources, marks.press, painted);
  // A file fetched ahead answers from the HTTP cache in a few ms: only the requests that went
  // over the network are round trips of the throttled line (ADR 233).
  const networkTrips = roundTripsOf(
    resources.filter((request) => !request.cached),
    marks.press,
    painted,
  );
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
    // The longest main-thread task between the form showing and the press (0: none over 50 ms).
    longestTypingTask: Math.max(0, ...typingTasks),
    roundTrips: trips.count,
    dataRoundTrips: dataTrips.count,
    networkRoundTrips: networkTrips.count,
    dataChain: dataTrips.chain.map((request) => new URL(request.url).pathname),
    signInPreflights: network_.preflightsAfter(marks, clock, '/auth/login'),
    // From the login's answer to the next call on the path to the paint (the JS gap of ADR 206).
    afterLogin:
      dataTrips.chain.length > 1 ? dataTrips.chain[1].start - dataTrips.chain[0].end : undefined,
    chain: trips.chain.map((request) => {
      const url = new URL(request.url);
      return `${url.port || url.host}${url.pathname}${request.cached ? ' (cache)' : ''}`;
    }),
    timeline: probe ? network_.timeline(marks, clock) : undefined,
    profile: profile ? profileSummary(profile) : undefined,
    rawProfile: profile ?? undefined,
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
  const sheets = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    // Scripts, and style sheets apart (antd's rules of the start, ADR 256).
    const into = type.includes('javascript') ? scripts : type.includes('text/css') ? sheets : null;
    if (!into) return;
    pending.push(
      response.body().then(
        (body) => void into.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  let lastResponse = Date.now();
  page.on('response', () => {
    lastResponse = Date.now();
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The load state is the document's: after a pushState it has long been reached, so the
    // files a page inside the app loads on demand are waited for as a quiet second instead.
    while (Date.now() - lastResponse < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.allSettled(pending);
    // A file fetched ahead (ADR 206) answers again from the cache when it runs: counted once.
    const measure = (files) => {
      const once = new Map(files.map(({ url, body }) => [url, body]));
      const sizes = [...once].map(([url, body]) => ({
        url,
        gzip: gzipSync(body, { level: 9 }).length,
      }));
      return { files: once.size, gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0), sizes };
    };
    return { ...measure(scripts), css: measure(sheets) };
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
