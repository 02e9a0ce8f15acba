import { ApiClient, type SearchResult } from '@platform/shared';
import { createFakeApi, envelope, type FakeRequest } from '@platform/shared/testing';
import { SEARCH_DEBOUNCE_MS, SearchStore, selectableOptions } from './searchStore';

const JOBS: SearchResult[] = [
  {
    label: 'Jobs',
    type_name: 'group',
    path: null,
    children: [
      {
        label: 'Job 12',
        caption: 'Smith, Fitzroy',
        type_name: 'job',
        path: '/_acme_/jobs/12/details',
      },
      { label: 'Job 13', type_name: 'job', path: '/_acme_/jobs/13/details', disable: true },
      { label: 'Job 14', type_name: 'job', path: '/_acme_/jobs/14/details' },
    ],
  },
  { label: 'Quote 9', type_name: 'quote', path: '/_acme_/quotes/9/details' },
];

/** A fake server whose answers wait until the test releases them, and which honours abort. */
function slowServer() {
  const pending: Array<{ request: FakeRequest; release: (results: SearchResult[]) => void }> = [];
  const fake = createFakeApi({
    'GET /search': (request) =>
      new Promise((resolve) => {
        pending.push({ request, release: (results) => resolve({ body: envelope(results) }) });
      }),
  });
  const client = new ApiClient();
  client.configure({
    baseUrl: 'http://api.test',
    clientVersion: '1.0.0',
    buildNumber: '1',
    sleep: () => Promise.resolve(),
    fetch: (url, init) =>
      new Promise((resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
        fake.fetch(url, init).then(resolve, reject);
      }),
  });
  return { client, pending };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('SearchStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing has paused for 500 ms', async () => {
    const { client, pending } = slowServer();
    const store = new SearchStore(client);
    store.setText('j');
    jest.advanceTimersByTime(300);
    store.setText('jo');
    jest.advanceTimersByTime(300);
    store.setText('job');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    await flush();
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(pending.map((call) => call.request.query.get('search'))).toEqual(['job']);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('aborts the earlier search in flight and keeps only the newer answer', async () => {
    const { client, pending } = slowServer();
    const store = new SearchStore(client);
    store.setText('job');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flush();
    store.setText('job 1');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(pending).toHaveLength(2);
    pending[1].release(JOBS);
    await flush();
    // The first answer arrives late; it must not replace the newer results.
    pending[0].release([{ label: 'Stale', type_name: 'job', path: '/stale' }]);
    await flush();
    expect(store.results).toEqual(JOBS);
    expect(store.loading).toBe(false);
  });

  it('clears results and cancels the pending search when the text is emptied', async () => {
    const { client, pending } = slowServer();
    const store = new SearchStore(client);
    store.setText('job');
    store.clear();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    await flush();
    expect(pending).toHaveLength(0);
    expect(store.results).toEqual([]);
  });

  it('moves the highlight over enabled results only, wrapping around', () => {
    const store = new SearchStore(new ApiClient());
    store.results = JOBS;
    store.move(1);
    expect(store.activeOption?.result.label).toBe('Job 12');
    store.move(1);
    expect(store.activeOption?.result.label).toBe('Job 14');
    store.move(1);
    expect(store.activeOption?.result.label).toBe('Quote 9');
    store.move(1);
    expect(store.activeOption?.result.label).toBe('Job 12');
    store.move(-1);
    expect(store.activeOption?.result.label).toBe('Quote 9');
  });
});

describe('selectableOptions', () => {
  it('groups give their children; disabled results and results without a path are left out', () => {
    expect(selectableOptions(JOBS).map((option) => option.result.label)).toEqual([
      'Job 12',
      'Job 14',
      'Quote 9',
    ]);
  });
});
