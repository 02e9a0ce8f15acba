// The warm-up's fetching (ADR 206, 224, 248): which files a signed-in start needs, fetched ahead
// at low priority; its steps after that are in warmupSteps.test.ts.
import { signInForTest } from '@platform/shared/testing';
import { bus } from '@platform/shared';
import { loadChromeOnSignInPress } from './onDemand';
import { fetchAhead, mayFetchAhead, prefetchFiles, remoteFiles } from './warmup';
import {
  EXPECTED,
  fakeFetch,
  MANIFEST,
  prefetched,
  resetWarmUpPage,
  WIDGET_FILES,
} from './warmupFixtures';

beforeEach(resetWarmUpPage);

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

describe('fetchAhead: other areas’ widgets after Sign in is pressed (ADR 252)', () => {
  const start = ['http://localhost/chrome.1.js', 'http://localhost/antd.2.js'];
  const fetchAheadWithWidgets = () =>
    fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fakeFetch(),
      widgetManifests: ['http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json'],
    });
  const startFilesIn = async () => {
    for (const link of document.head.querySelectorAll('link'))
      link.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('asks for none of them when Sign in was pressed before the start’s files were in', async () => {
    const stop = loadChromeOnSignInPress(() => Promise.resolve());
    const urls = await fetchAheadWithWidgets();
    // Pressed at once: the sign-in is on its way while antd is still on the line.
    bus.publish('auth/signing-in');
    await startFilesIn();
    stop();
    expect(urls).toEqual([...start, ...WIDGET_FILES]);
    expect(prefetched()).toEqual(start);
  });

  it('asks for none of them when the sign-in was answered before', async () => {
    const urls = await fetchAheadWithWidgets();
    signInForTest();
    await startFilesIn();
    expect(urls).toEqual([...start, ...WIDGET_FILES]);
    expect(prefetched()).toEqual(start);
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
