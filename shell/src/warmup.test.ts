import { bus } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import {
  fetchAhead,
  mayFetchAhead,
  prefetchFiles,
  remoteFiles,
  STYLE_WARM_UP_KEPT_MS,
  warmUpSignIn,
  WARM_UP_LIST,
  type WarmUpSteps,
} from './warmup';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  knownRemotes: () => [
    {
      name: 'mf_views',
      entry: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
      version: '1.0.0',
    },
    {
      name: 'mf_timesheet',
      entry: 'http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json',
      version: '2.0.0',
    },
    {
      name: 'mf_plain',
      entry: 'http://cdn.test/mf-plain/3.0.0/mf-manifest.json',
      version: '3.0.0',
    },
  ],
}));

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './app', assets: { js: { sync: ['12.js', '__federation_expose_app.js'] } } },
    { path: './widgets', assets: { js: { sync: ['__federation_expose_widgets.js'] } } },
  ],
};

/** An area that offers no dashboard widgets. */
const PLAIN_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.js'] } } }],
};

/** A fetch answering the shell's warm-up list and the areas' manifests. */
function fakeFetch() {
  return jest.fn((input: RequestInfo | URL) =>
    Promise.resolve({
      ok: true,
      json: () =>
        Promise.resolve(
          String(input) === WARM_UP_LIST
            ? ['chrome.1.js', 'antd.2.js']
            : String(input).includes('mf-plain')
              ? PLAIN_MANIFEST
              : MANIFEST,
        ),
    } as Response),
  );
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => link.href,
  );

const EXPECTED = [
  'http://localhost/chrome.1.js',
  'http://localhost/antd.2.js',
  'http://cdn.test/mf-views/1.0.0/remoteEntry.js',
  'http://cdn.test/mf-views/1.0.0/12.js',
  'http://cdn.test/mf-views/1.0.0/__federation_expose_app.js',
];
/** What a dashboard showing another area's widget needs besides: that area's entry and widgets. */
const WIDGET_FILES = [
  'http://cdn.test/mf-timesheet/2.0.0/remoteEntry.js',
  'http://cdn.test/mf-timesheet/2.0.0/__federation_expose_widgets.js',
];

beforeEach(() => {
  resetSession();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.warmUpChrome;
  delete document.documentElement.dataset.warmUpStyles;
  delete document.documentElement.dataset.warmUpDates;
  window.history.replaceState(null, '', '/');
});

describe('mayFetchAhead', () => {
  it('fetches nothing ahead when the user saves data or the network is 2G', () => {
    expect(mayFetchAhead({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: '2g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayFetchAhead({ effectiveType: '4g' })).toBe(true);
    // Browsers without the Network Information API.
    expect(mayFetchAhead(undefined)).toBe(true);
  });
});

describe('fetchAhead', () => {
  it.each([[{ saveData: true }], [{ effectiveType: '2g' }], [{ effectiveType: 'slow-2g' }]])(
    'on %p asks for nothing and adds no link',
    async (connection) => {
      const fetchImpl = fakeFetch();
      const urls = await fetchAhead({
        connection,
        fetchImpl,
        dashboardManifest: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
      });
      expect(urls).toEqual([]);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(prefetched()).toEqual([]);
    },
  );

  it('adds a low-priority prefetch link for the chrome, antd and the dashboard area’s entry and module, once', async () => {
    const env = {
      connection: { effectiveType: '4g' },
      fetchImpl: fakeFetch(),
      dashboardManifest: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
    };
    await fetchAhead(env);
    await fetchAhead(env);
    expect(prefetched()).toEqual(EXPECTED);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('anonymous');
  });
});

describe('fetchAhead: the shell’s own files', () => {
  it('names them from the list’s address, though a sign-in moved the page on before it answered', async () => {
    window.history.replaceState(null, '', '/login');
    const fetchImpl = jest.fn((input: RequestInfo | URL) => {
      // Sign in was pressed while the list was on its way: the page is the dashboard now.
      window.history.replaceState(null, '', '/_demo_/dashboard');
      return fakeFetch()(input);
    });
    const urls = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    expect(urls).toEqual(['http://localhost/chrome.1.js', 'http://localhost/antd.2.js']);
    expect(prefetched()).toEqual(urls);
  });
});

describe('fetchAhead: other areas’ widgets (ADR 224)', () => {
  it('adds each area’s entry and widgets module once the start’s files are in, skips an area without widgets or whose manifest fails (ADR 248)', async () => {
    const fetchImpl = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('mf-broken')) return Promise.resolve({ ok: false } as Response);
      return fakeFetch()(input);
    });
    const urls = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
      widgetManifests: [
        'http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json',
        'http://cdn.test/mf-plain/3.0.0/mf-manifest.json',
        'http://cdn.test/mf-broken/1.0.0/mf-manifest.json',
      ],
    });
    const start = ['http://localhost/chrome.1.js', 'http://localhost/antd.2.js'];
    expect(urls).toEqual([...start, ...WIDGET_FILES]);
    // They would share the line with antd: asked for once the start's files are in.
    expect(prefetched()).toEqual(start);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    links[0].dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetched()).toEqual(start);
    links[1].dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetched()).toEqual(urls);
  });
});

describe('remoteFiles', () => {
  it('reads the entry and the exposed module’s files from the manifest, beside it or at its public path', () => {
    expect(remoteFiles('http://cdn.test/v/1/mf-manifest.json', MANIFEST, './widgets')).toEqual([
      'http://cdn.test/v/1/remoteEntry.js',
      'http://cdn.test/v/1/__federation_expose_widgets.js',
    ]);
    const elsewhere = {
      ...MANIFEST,
      metaData: {
        publicPath: 'http://files.test/views/',
        remoteEntry: { name: 'r.js', path: 'e' },
      },
    };
    expect(remoteFiles('http://cdn.test/v/1/mf-manifest.json', elsewhere, './app')).toEqual([
      'http://files.test/views/e/r.js',
      'http://files.test/views/12.js',
      'http://files.test/views/__federation_expose_app.js',
    ]);
  });
});

describe('prefetchFiles', () => {
  it('adds each address once', () => {
    expect(prefetchFiles(['/a.js', '/b.js', '/a.js'])).toBe(2);
    expect(prefetchFiles(['/b.js'])).toBe(0);
    expect(prefetched()).toEqual(['http://localhost/a.js', 'http://localhost/b.js']);
  });
});

describe('warmUpSignIn', () => {
  const idle: (() => void)[] = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The browser has the prefetched files. */
  const settleLinks = () =>
    document.head
      .querySelectorAll('link[rel="prefetch"]')
      .forEach((link) => link.dispatchEvent(new Event('load')));

  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    global.fetch = fakeFetch() as unknown as typeof fetch;
  });

  /** The steps run ahead, as mocks: each resolves unless told otherwise. */
  const mockSteps = (overrides: Partial<Record<keyof WarmUpSteps, jest.Mock>> = {}) => {
    const release = jest.fn();
    const steps = {
      loadChrome: jest.fn(() => Promise.resolve()),
      warmUpStyles: jest.fn(() => Promise.resolve(release)),
      warmUpDates: jest.fn(() => Promise.resolve('10/11/2026 08:00am')),
      ...overrides,
    };
    return { steps, release };
  };
  /** Lets the files fetched ahead arrive, then runs the idle moment the warm-up waits for. */
  const nextIdleMoment = async () => {
    await flush();
    settleLinks();
    await flush();
    idle.shift()?.();
  };
  /** Runs each idle moment the warm-up asks for, in turn, until it is done. */
  const runToEnd = async (started: Promise<void>) => {
    let done = false;
    void started.then(() => (done = true));
    for (let turn = 0; turn < 10 && !done; turn += 1) await nextIdleMoment();
    await started;
  };

  it('fetches ahead only once the main thread is idle, and each file once', async () => {
    const { steps } = mockSteps();
    const first = warmUpSignIn(steps);
    await flush();
    expect(prefetched()).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await flush();
    expect(prefetched()).toEqual(EXPECTED);
    expect(document.documentElement.dataset.warmUp).toBe('fetched');
    // Then, once those are in, the other areas' widgets, where they offer any (mf_plain does not).
    settleLinks();
    await flush();
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
    await runToEnd(first);
    await runToEnd(warmUpSignIn(steps));
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
  });

  it('runs the chrome’s code once the files fetched ahead are in and the main thread is idle again (ADR 227)', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await flush();
    idle.shift()!();
    await flush();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links).toHaveLength(EXPECTED.length);
    // Still downloading: nothing runs yet.
    links.slice(1).forEach((link) => link.dispatchEvent(new Event('load')));
    await flush();
    expect(idle).toHaveLength(0);
    links[0].dispatchEvent(new Event('error'));
    await flush();
    expect(idle).toHaveLength(1);
    expect(steps.loadChrome).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpChrome).toBe('evaluated');
    await runToEnd(started);
  });

  it('then computes antd’s styles at an idle moment of its own (ADR 241)', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await flush();
    idle.shift()!();
    await flush();
    settleLinks();
    await flush();
    idle.shift()!();
    await flush();
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(steps.warmUpStyles).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpStyles).toBe('computed');
    // Then a date, at one more idle moment (ADR 246).
    expect(steps.warmUpDates).not.toHaveBeenCalled();
    idle.shift()!();
    await started;
    expect(steps.warmUpDates).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpDates).toBe('formatted');
    expect(idle).toHaveLength(0);
  });

  it('formats no date when the user signed in before its idle moment', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    // The fetch ahead, the chrome's code, antd's styles.
    for (let turn = 0; turn < 3; turn += 1) await nextIdleMoment();
    await flush();
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    signInForTest();
    idle.shift()!();
    await started;
    expect(steps.warmUpDates).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.warmUpDates).toBeUndefined();
  });

  it('releases the warmed-up components once signed in and the signed-in page had time to draw', async () => {
    const { steps, release } = mockSteps();
    await runToEnd(warmUpSignIn(steps));
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    jest.useFakeTimers();
    try {
      jest.advanceTimersByTime(60_000);
      expect(release).not.toHaveBeenCalled();
      signInForTest();
      bus.publish('auth/signed-in', { userId: 1, landing: '/_demo_/dashboard' });
      jest.advanceTimersByTime(STYLE_WARM_UP_KEPT_MS - 1);
      expect(idle).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(release).not.toHaveBeenCalled();
      // Then at the next idle moment (earlier tests' warm-ups are released at theirs).
      idle.splice(0).forEach((run) => run());
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves a chrome chunk that failed to load to the signed-in start, and goes no further', async () => {
    const { steps } = mockSteps({
      loadChrome: jest.fn(() => Promise.reject(new Error('ChunkLoadError'))),
    });
    await runToEnd(warmUpSignIn(steps));
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(steps.warmUpStyles).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.warmUpChrome).toBeUndefined();
  });

  it('does not run the chrome’s code when the user signed in meanwhile', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await flush();
    idle.shift()!();
    await flush();
    settleLinks();
    await flush();
    signInForTest();
    idle.shift()!();
    await started;
    expect(steps.loadChrome).not.toHaveBeenCalled();
  });

  it('marks the page when a data-saving connection fetches nothing', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const { steps } = mockSteps();
      const started = warmUpSignIn(steps);
      await flush();
      idle.shift()!();
      await started;
      expect(prefetched()).toEqual([]);
      expect(steps.loadChrome).not.toHaveBeenCalled();
      expect(document.documentElement.dataset.warmUp).toBe('skipped');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('does nothing for someone already signed in', async () => {
    signInForTest();
    await warmUpSignIn();
    expect(idle).toHaveLength(0);
    expect(prefetched()).toEqual([]);
  });
});
