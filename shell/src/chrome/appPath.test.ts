import { DEEP_LINK_EVENT, listenForDeepLinks, resolveTarget } from './appPath';

const ORIGIN = 'https://app.example.com';

describe('resolveTarget', () => {
  it('keeps paths the app owns', () => {
    expect(resolveTarget('/_acme_/jobs/12/details?tab=notes', '/_acme_', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/_acme_/jobs/12/details?tab=notes',
    });
    expect(resolveTarget('/notifications/4/details', '/_acme_', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/notifications/4/details',
    });
  });

  it("prefixes other paths with the organisation's code", () => {
    expect(resolveTarget('jobs/12/details', '/_acme_', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/_acme_/jobs/12/details',
    });
  });

  it('navigates deep links as path plus query', () => {
    expect(
      resolveTarget('https://app.example.com/_acme_/quotes/9?tabs=1#top', '/_acme_', ORIGIN),
    ).toEqual({
      kind: 'internal',
      path: '/_acme_/quotes/9?tabs=1#top',
    });
    expect(resolveTarget('screenworks://open/_acme_/jobs/3?tab=notes', '/_acme_', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/_acme_/jobs/3?tab=notes',
    });
  });

  it('leaves other sites external', () => {
    expect(resolveTarget('https://elsewhere.example.org/doc', '/_acme_', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://elsewhere.example.org/doc',
    });
  });
});

describe('listenForDeepLinks', () => {
  it('navigates to the path and query of a deep link handed over by the native wrapper', () => {
    const stop = listenForDeepLinks(() => '/_acme_');
    window.dispatchEvent(
      new CustomEvent(DEEP_LINK_EVENT, {
        detail: { url: `${window.location.origin}/_acme_/jobs/5?tab=notes` },
      }),
    );
    expect(window.location.pathname + window.location.search).toBe('/_acme_/jobs/5?tab=notes');
    stop();
  });
});
