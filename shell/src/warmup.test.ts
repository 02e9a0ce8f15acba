// The warm-up's fetching (ADR 206, 224, 248): which files a signed-in start needs, fetched ahead
// at low priority; its steps after that are in warmupSteps.test.ts.
import { signInForTest } from '@platform/shared/testing';
import { bus } from '@platform/shared';
import { loadChromeOnSignInPress } from './onDemand';
import { prefetched as filesIn, prefetchFiles } from './prefetchLinks';
import { fetchAhead, mayFetchAhead, remoteFiles, WARM_UP_LIST } from './warmup';
import {
  browserFetchesPrefetchLinks,
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
      const { start, widgets } = await fetchAhead({
        connection,
        fetchImpl,
        dashboardManifest: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
        widgetManifests: ['http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json'],
      });
      expect(start).toEqual([]);
      expect(await widgets).toEqual([]);
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
    const { start } = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    expect(start).toEqual(['http://localhost/chrome.1.js', 'http://localhost/antd.2.js']);
    expect(prefetched()).toEqual(start);
  });
});

const TIMESHEET_MANIFEST = 'http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json';

/** The addresses a fetch was asked for. */
const asked = (fetchImpl: jest.Mock) => fetchImpl.mock.calls.map(([input]) => String(input));

/** The start's prefetch links answer (the first `load`, the others as given). */
async function startFilesIn(events: string[] = []) {
  const links = [...document.head.querySelectorAll('link')];
  links.forEach((link, index) => link.dispatchEvent(new Event(events[index] ?? 'load')));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('fetchAhead: other areas’ widgets (ADR 224)', () => {
  it('asks for each area’s manifest, entry and widgets module once the start’s files are in, skips an area without widgets or whose manifest fails (ADR 248, ADR 265)', async () => {
    const fetchImpl = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('mf-broken')) return Promise.resolve({ ok: false } as Response);
      return fakeFetch()(input);
    });
    const { start, widgets } = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
      widgetManifests: [
        TIMESHEET_MANIFEST,
        'http://cdn.test/mf-plain/3.0.0/mf-manifest.json',
        'http://cdn.test/mf-broken/1.0.0/mf-manifest.json',
      ],
    });
    expect(start).toEqual(['http://localhost/chrome.1.js', 'http://localhost/antd.2.js']);
    // They would share the line with antd: not even their manifests until the start's files are in.
    expect(prefetched()).toEqual(start);
    expect(asked(fetchImpl)).toEqual([WARM_UP_LIST]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    links[0].dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked(fetchImpl)).toEqual([WARM_UP_LIST]);
    links[1].dispatchEvent(new Event('error'));
    expect(await widgets).toEqual(WIDGET_FILES);
    expect(asked(fetchImpl)).toHaveLength(4);
    expect(prefetched()).toEqual([...start, ...WIDGET_FILES]);
  });
});

describe('fetchAhead: other areas’ widgets after Sign in is pressed (ADR 252)', () => {
  const fetchAheadWithWidgets = (fetchImpl: typeof fetch) =>
    fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl,
      widgetManifests: [TIMESHEET_MANIFEST],
    });

  it('asks for none of them, manifests included, when Sign in was pressed before the start’s files were in', async () => {
    const stop = loadChromeOnSignInPress(() => Promise.resolve());
    const fetchImpl = fakeFetch();
    const { start, widgets } = await fetchAheadWithWidgets(fetchImpl);
    // Pressed at once: the sign-in is on its way while antd is still on the line.
    bus.publish('auth/signing-in');
    await startFilesIn();
    stop();
    expect(await widgets).toEqual([]);
    expect(prefetched()).toEqual(start);
    expect(asked(fetchImpl)).toEqual([WARM_UP_LIST]);
  });

  it('asks for none of them when the sign-in was answered before', async () => {
    const fetchImpl = fakeFetch();
    const { start, widgets } = await fetchAheadWithWidgets(fetchImpl);
    signInForTest();
    await startFilesIn();
    expect(await widgets).toEqual([]);
    expect(prefetched()).toEqual(start);
    expect(asked(fetchImpl)).toEqual([WARM_UP_LIST]);
  });

  it('adds none of their files when Sign in was pressed while the manifests were on their way', async () => {
    const stop = loadChromeOnSignInPress(() => Promise.resolve());
    let answerManifest: () => void = () => undefined;
    const fetchImpl = jest.fn((input: RequestInfo | URL) =>
      String(input) === TIMESHEET_MANIFEST
        ? new Promise<Response>((resolve) => {
            answerManifest = () => void fakeFetch()(input).then(resolve);
          })
        : fakeFetch()(input),
    );
    const { start, widgets } = await fetchAheadWithWidgets(fetchImpl as unknown as typeof fetch);
    await startFilesIn();
    expect(asked(fetchImpl)).toEqual([WARM_UP_LIST, TIMESHEET_MANIFEST]);
    bus.publish('auth/signing-in');
    answerManifest();
    stop();
    expect(await widgets).toEqual([]);
    expect(prefetched()).toEqual(start);
  });
});

describe('fetchAhead in a browser that ignores prefetch links (Safari)', () => {
  const settled = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => link.dataset.settled === 'true',
    );

  it('fetches each file itself at low priority, reads it to its end, and then the widgets follow', async () => {
    browserFetchesPrefetchLinks(false);
    const fetchImpl = fakeFetch();
    const { start, widgets } = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl,
      dashboardManifest: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
      widgetManifests: [TIMESHEET_MANIFEST],
    });
    expect(start).toEqual(EXPECTED);
    // No link event needed: the files' own fetches settle them, and the widgets' come next.
    expect(await widgets).toEqual(WIDGET_FILES);
    await filesIn(WIDGET_FILES);
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
    expect(settled()).toEqual(prefetched().map(() => true));
    for (const file of [...EXPECTED, ...WIDGET_FILES]) {
      expect(fetchImpl).toHaveBeenCalledWith(file, {
        mode: 'cors',
        credentials: 'same-origin',
        priority: 'low',
      });
    }
  });

  it('settles a file whose fetch failed, so the warm-up goes on; the signed-in start asks for it again', async () => {
    browserFetchesPrefetchLinks(false);
    const fetchImpl = jest.fn((input: RequestInfo | URL) =>
      String(input).endsWith('antd.2.js')
        ? Promise.resolve({ ok: false, status: 503 } as Response)
        : String(input).endsWith('chrome.1.js')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : fakeFetch()(input),
    );
    const { widgets } = await fetchAhead({
      connection: { effectiveType: '4g' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
      widgetManifests: [TIMESHEET_MANIFEST],
    });
    expect(await widgets).toEqual(WIDGET_FILES);
    await filesIn(WIDGET_FILES);
    expect(settled()).toEqual([true, true, true, true]);
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
