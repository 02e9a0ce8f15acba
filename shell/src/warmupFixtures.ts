// What the warm-up's tests share: the areas' manifests, a fetch answering them and the shell's
// list, and the addresses the warm-up is expected to fetch ahead.
import { resetSession } from '@platform/shared/testing';
import { resetSignInPressed } from './onDemand';
import { WARM_UP_LIST } from './warmup';

export const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './app', assets: { js: { sync: ['12.js', '__federation_expose_app.js'] } } },
    { path: './widgets', assets: { js: { sync: ['__federation_expose_widgets.js'] } } },
  ],
};

/** An area that offers no dashboard widgets. */
export const PLAIN_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.js'] } } }],
};

/** A fetch answering the shell's warm-up list and the areas' manifests. */
export function fakeFetch() {
  return jest.fn((input: RequestInfo | URL) =>
    Promise.resolve({
      ok: true,
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
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

export const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => link.href,
  );

export const EXPECTED = [
  'http://localhost/chrome.1.js',
  'http://localhost/antd.2.js',
  'http://cdn.test/mf-views/1.0.0/remoteEntry.js',
  'http://cdn.test/mf-views/1.0.0/12.js',
  'http://cdn.test/mf-views/1.0.0/__federation_expose_app.js',
];
/** What a dashboard showing another area's widget needs besides: that area's entry and widgets. */
export const WIDGET_FILES = [
  'http://cdn.test/mf-timesheet/2.0.0/remoteEntry.js',
  'http://cdn.test/mf-timesheet/2.0.0/__federation_expose_widgets.js',
];

/**
 * Whether the page's browser fetches `<link rel="prefetch">` itself (Chromium, Firefox) or ignores
 * it (Safari; jsdom, as it is).
 */
export function browserFetchesPrefetchLinks(fetches: boolean): void {
  jest.spyOn(DOMTokenList.prototype, 'supports').mockImplementation(() => fetches);
}

/**
 * A signed-out page at `/`, Sign in not pressed, with no prefetch link, none of the warm-up's marks
 * and no area remembered (ADR 277), in a browser that fetches prefetch links.
 */
export function resetWarmUpPage(): void {
  browserFetchesPrefetchLinks(true);
  resetSession();
  resetSignInPressed();
  document.head.innerHTML = '';
  window.localStorage.clear();
  delete document.documentElement.dataset.warmUpChrome;
  delete document.documentElement.dataset.warmUpStyles;
  delete document.documentElement.dataset.warmUpDates;
  delete document.documentElement.dataset.dashboardArea;
  delete document.documentElement.dataset.signInPreflight;
  window.history.replaceState(null, '', '/');
}
