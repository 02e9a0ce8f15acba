import { notificationStore } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { PagedOptions, mergeOptions, shouldLoadNextPage } from './pagedOptions';

describe('shouldLoadNextPage (20 a time, next page within 3 items of the end)', () => {
  it('loads when the last visible item is within 3 of the end', () => {
    expect(shouldLoadNextPage(16, 20, true)).toBe(true);
    expect(shouldLoadNextPage(15, 20, true)).toBe(false);
    expect(shouldLoadNextPage(19, 20, true)).toBe(true);
  });
  it('does not load when everything is loaded', () => {
    expect(shouldLoadNextPage(19, 20, false)).toBe(false);
  });
});

describe('mergeOptions', () => {
  it('appends a page without duplicating ids', () => {
    expect(
      mergeOptions(
        [{ id: 1, name: 'A' }],
        [
          { id: '1', name: 'A' },
          { id: 2, name: 'B' },
        ],
      ),
    ).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
  });
});

describe('PagedOptions', () => {
  beforeEach(() => {
    resetSession();
    signInForTest();
  });

  function page(from: number, count: number) {
    return Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Option ${from + i}` }));
  }

  it('asks the data_url for page_size 20 with search, and the next page near the end', async () => {
    const fake = installFakeApi({
      'GET /options/customers': (request) => {
        const paging = JSON.parse(request.query.get('pagination_object') ?? '{}') as {
          page_number: number;
        };
        const from = (paging.page_number - 1) * 20 + 1;
        return {
          body: envelope(page(from, 20), {
            pagination_object: {
              page_number: paging.page_number,
              page_size: 20,
              total_records: 45,
            },
          }),
        };
      },
    });
    const options = new PagedOptions('/options/customers');
    await options.ensureLoaded();
    expect(options.options).toHaveLength(20);
    const first = fake.callsTo('GET /options/customers')[0];
    expect(JSON.parse(first.query.get('pagination_object') ?? '')).toEqual({
      page_number: 1,
      page_size: 20,
    });
    expect(first.query.get('search')).toBe('');

    options.onScrolledTo(10);
    expect(fake.callsTo('GET /options/customers')).toHaveLength(1);
    options.onScrolledTo(17);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsTo('GET /options/customers')).toHaveLength(2);
    expect(options.options).toHaveLength(40);
    expect(options.hasMore).toBe(true);
  });

  it('asks for a search 300 ms after the last keystroke (spec §9)', () => {
    jest.useFakeTimers();
    const fake = installFakeApi({ 'GET /options/customers': { body: envelope([]) } });
    const options = new PagedOptions('/options/customers');
    options.setSearch('a');
    jest.advanceTimersByTime(200);
    options.setSearch('ac');
    jest.advanceTimersByTime(299);
    expect(fake.callsTo('GET /options/customers')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(fake.callsTo('GET /options/customers').map((call) => call.query.get('search'))).toEqual([
      'ac',
    ]);
    jest.useRealTimers();
  });

  it('shows the spec alert when a search fails', async () => {
    jest.useFakeTimers();
    installFakeApi({
      'GET /options/customers': { status: 500, body: envelope(null, { status: 500 }) },
    });
    const options = new PagedOptions('/options/customers');
    options.setSearch('ac');
    jest.advanceTimersByTime(300);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(
      'Something went wrong, please contact administration.',
    );
  });
});
