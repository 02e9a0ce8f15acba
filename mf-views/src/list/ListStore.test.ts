import dayjs from 'dayjs';
import { bus, type ListDefinition } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeApi,
} from '@platform/shared/testing';
import { listPageCall, startCall } from '@platform/shared/landing';
import { InlineDrafts } from '../inline/inlineDrafts';
import { ListStore } from './ListStore';

const definition: ListDefinition = {
  url: '/records/jobs',
  listing_headers: [{ header_id: 1, display_name: 'Job', field_name: 'number' }],
  filters: [
    { type: 'text', field: 'site', label: 'Site' },
    { type: 'dropdown', field: 'status', label: 'Status', data_url: '/options/job-statuses' },
  ],
  config: {
    dynamic_headers_url: '/records/jobs/headers',
    filter_api: '/records/jobs/filters',
    has_quick_date_filter: 'scheduled_at',
    radio_button_url: '/records/quotes/:quote_id/select-product',
  },
};

function lastQuery(fake: FakeApi) {
  const call = fake.callsTo('GET /records/jobs').at(-1);
  return {
    search: call?.query.get('search'),
    filters: JSON.parse(call?.query.get('filters') ?? '{}') as Record<string, unknown>,
    quoteId: call?.query.get('quote_id'),
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Lets the fake server answer (its answers pass through a few tasks). */
async function answered() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

let fake: FakeApi;
beforeEach(() => {
  resetSession();
  signInForTest();
  fake = installFakeApi({
    'GET /records/jobs': {
      body: envelope(
        [
          { id: 1, number: 'J-1' },
          { id: 2, number: 'J-2' },
        ],
        { pagination_object: { page_number: 1, page_size: 10, total_records: 2 } },
      ),
    },
    'GET /records/jobs/headers': {
      body: envelope([
        {
          header_id: 9,
          display_name: 'Title',
          field_name: 'title',
          config: {
            inline_edit: { type: 'select', submit_url: '/x', data_url: '/options/titles' },
          },
        },
      ]),
    },
    'GET /records/jobs/filters': {
      body: envelope([{ type: 'date', field: 'due_date', label: 'Due on' }]),
    },
    'GET /options/titles': { body: envelope([{ id: 'a', name: 'A' }]) },
    'POST /records/quotes/:id/select-product': { body: envelope(null) },
  });
});

describe('ListStore', () => {
  it('reads dynamic headers, filter_api filters and inline select options before the first page', async () => {
    const store = new ListStore({
      definition,
      params: { quote_id: 7 },
      timeZone: 'Australia/Sydney',
    });
    await store.loadDefinitionParts();
    expect(store.headers.map((header) => header.field_name)).toEqual(['title']);
    expect(store.filters.map((filter) => filter.field)).toEqual(['site', 'status', 'due_date']);
    expect(store.inlineOptions).toEqual({ title: [{ id: 'a', name: 'A' }] });
    expect(fake.callsTo('GET /records/jobs/headers')[0].query.get('quote_id')).toBe('7');
    store.dispose();
  });

  it('searches 500 ms after the last keystroke (spec §9), trimmed, from page 1', () => {
    jest.useFakeTimers();
    const store = new ListStore({ definition, params: {}, timeZone: 'Australia/Sydney' });
    store.setPage(2);
    store.setSearchInput('Kin');
    jest.advanceTimersByTime(300);
    store.setSearchInput(' King ');
    jest.advanceTimersByTime(499);
    expect(lastQuery(fake).search).toBe('');
    jest.advanceTimersByTime(1);
    expect(lastQuery(fake).search).toBe('King');
    expect(
      fake.callsTo('GET /records/jobs').filter((call) => call.query.get('search')),
    ).toHaveLength(1);
    expect(store.page).toBe(1);
    jest.useRealTimers();
    store.dispose();
  });

  it('applies a text filter 500 ms after typing and other filters at once, from page 1', async () => {
    jest.useFakeTimers();
    const store = new ListStore({ definition, params: {}, timeZone: 'Australia/Sydney' });
    store.setPage(3);
    store.setFilterInput(definition.filters![0], 'King');
    jest.advanceTimersByTime(499);
    expect(lastQuery(fake).filters).toEqual({});
    jest.advanceTimersByTime(1);
    expect(lastQuery(fake).filters).toEqual({ site: 'King' });
    expect(store.page).toBe(1);
    store.setFilterInput(definition.filters![1], 'open');
    expect(lastQuery(fake).filters).toEqual({ site: 'King', status: 'open' });
    jest.useRealTimers();
    store.dispose();
  });

  it('sends the quick day as that day in UTC on its field', () => {
    const store = new ListStore({ definition, params: {}, timeZone: 'Australia/Sydney' });
    store.setQuickDay(dayjs('2025-05-10T10:00:00'));
    expect(lastQuery(fake).filters).toEqual({
      scheduled_at: { from: '2025-05-09T14:00:00.000Z', to: '2025-05-10T13:59:59.999Z' },
    });
    store.dispose();
  });

  it('chooses the radio product through radio_button_url filled from the list parameters', async () => {
    const store = new ListStore({ definition, params: { quote_id: 7 }, timeZone: null });
    await store.load();
    await store.chooseRadio(store.rows[1]);
    expect(fake.callsTo('POST /records/quotes/:id/select-product')[0].path).toBe(
      '/records/quotes/7/select-product',
    );
    expect(fake.callsTo('POST /records/quotes/:id/select-product')[0].body).toEqual({ value: 2 });
    expect(store.rows.map((row) => row.selected_product)).toEqual([false, true]);
    store.dispose();
  });

  it('refetches when a record of its url is saved elsewhere', async () => {
    const store = new ListStore({ definition, params: {}, timeZone: null });
    await store.load();
    const calls = fake.callsTo('GET /records/jobs').length;
    bus.publish('views/record-saved', { url: '/records/quotes', id: 1 });
    bus.publish('views/record-saved', { url: '/records/jobs', id: 1 });
    await settle();
    expect(fake.callsTo('GET /records/jobs').length).toBe(calls + 1);
    store.dispose();
  });

  describe('a list without pagination (ADR 170)', () => {
    const allRows = Array.from({ length: 250 }, (_, index) => ({
      id: index + 1,
      number: `J-${index + 1}`,
    }));
    const unpaged: ListDefinition = {
      url: '/records/jobs',
      listing_headers: [{ header_id: 1, display_name: 'Job', field_name: 'number' }],
      config: { remove_pagination: true },
    };
    let releaseFull: () => void = () => undefined;

    beforeEach(() => {
      const fullArrives = new Promise<void>((resolve) => (releaseFull = resolve));
      fake.on('GET /records/jobs', async (request) => {
        const paging = JSON.parse(request.query.get('pagination_object') ?? '{}') as {
          page_size: number;
        };
        if (paging.page_size >= allRows.length) await fullArrives;
        return {
          body: envelope(allRows.slice(0, paging.page_size), {
            pagination_object: { page_number: 1, page_size: paging.page_size, total_records: 250 },
          }),
        };
      });
    });

    it('shows its first screen of rows, in the same order, before all of them', async () => {
      const store = new ListStore({ definition: unpaged, params: {}, timeZone: null });
      const loaded = store.load();
      await answered();
      const calls = fake.callsTo('GET /records/jobs');
      // The first screen is asked first, then all the rows, in the same order.
      expect(calls.map((call) => JSON.parse(call.query.get('pagination_object') ?? '{}'))).toEqual([
        { page_number: 1, page_size: 100 },
        { page_number: 1, page_size: 10_000_000 },
      ]);
      expect(store.rows).toHaveLength(100);
      expect(store.total).toBe(250);
      expect(store.partial).toBe(true);
      store.toggleAllRows();
      expect(store.selection).toEqual([]);
      releaseFull();
      await loaded;
      expect(store.rows).toHaveLength(250);
      expect(store.partial).toBe(false);
      expect(store.loading).toBe(false);
      store.dispose();
    });

    it('keeps an unsaved inline edit and an inline save made before all rows arrive', async () => {
      const store = new ListStore({ definition: unpaged, params: {}, timeZone: null });
      const loaded = store.load();
      await answered();
      const key = InlineDrafts.keyOf(store.rows[2], 'number');
      store.inlineDrafts.keep(key, 'J-3 typed', true);
      store.patchRow(store.rows[4], 'number', 'J-5 saved');
      releaseFull();
      await loaded;
      expect(store.rows).toHaveLength(250);
      expect(store.inlineDrafts.get(key)).toBe('J-3 typed');
      expect(store.rows[4].number).toBe('J-5 saved');
      store.dispose();
    });

    it('never shows the first screen after all rows have arrived', async () => {
      releaseFull();
      const store = new ListStore({ definition: unpaged, params: {}, timeZone: null });
      await store.load();
      await settle();
      expect(store.rows).toHaveLength(250);
      expect(store.partial).toBe(false);
      store.dispose();
    });
  });
});

describe('a first page the session’s start answered (ADR 263)', () => {
  const plain: ListDefinition = {
    url: '/records/jobs',
    listing_headers: [{ header_id: 1, display_name: 'Job', field_name: 'number' }],
    config: { expandable: true, open_on_load: true },
  };
  const options = { params: { status: 'scheduled' }, timeZone: 'Australia/Sydney' };

  /** The session's start asked the list's first page, and its answer is in. */
  async function answeredAtStart(list: ListDefinition) {
    const asking = new ListStore({ definition: list, ...options });
    const query = asking.query;
    asking.dispose();
    const rows = [
      { id: 3, number: 'J-3' },
      { id: 4, number: 'J-4' },
    ];
    startCall(listPageCall(list.url, query), () =>
      Promise.resolve({
        status: 200,
        data: rows,
        info: {
          response: 'success',
          message: '',
          status: 200,
          pagination_object: { page_number: 1, page_size: 10, total_records: 31 },
        } as never,
      }),
    );
    await settle();
  }

  it('shows it as the store is made, opened as the list says, and asks only the next page, when idle', async () => {
    await answeredAtStart(plain);
    const store = new ListStore({ definition: plain, ...options });

    expect(store.rows.map((row) => row.number)).toEqual(['J-3', 'J-4']);
    expect(store.total).toBe(31);
    expect(store.expandedKeys).toEqual(['3', '4']);
    expect(store.settled).toBe(true);
    await store.start();
    await answered();
    const pages = fake
      .callsTo('GET /records/jobs')
      .map((call) => JSON.parse(call.query.get('pagination_object') ?? '{}'));
    expect(pages).toEqual([{ page_number: 2, page_size: 10 }]);
    store.dispose();
  });

  it('waits for the parts its definition asks first (dynamic headers): the page comes after them', async () => {
    await answeredAtStart(definition);
    const store = new ListStore({ definition, ...options });

    expect(store.rows).toEqual([]);
    expect(store.settled).toBe(false);
    await store.start();
    expect(fake.callsTo('GET /records/jobs/headers')).toHaveLength(1);
    expect(store.settled).toBe(true);
    store.dispose();
  });
});

describe('the neighbouring page (ADR 227)', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('is asked once the page is idle after the first rows, not with them', async () => {
    fake.on('GET /records/jobs', (request) => {
      const paging = JSON.parse(request.query.get('pagination_object') ?? '{}');
      return {
        body: envelope([{ id: paging.page_number, number: `J-${paging.page_number}` }], {
          pagination_object: { ...paging, total_records: 50 },
        }),
      };
    });
    const store = new ListStore({ definition, params: {}, timeZone: null });
    await store.load();
    await answered();
    const pages = () =>
      fake
        .callsTo('GET /records/jobs')
        .map((call) => JSON.parse(call.query.get('pagination_object') ?? '{}').page_number);
    expect(pages()).toEqual([1]);
    expect(idle).toHaveLength(1);
    idle[0]();
    await answered();
    expect(pages()).toEqual([1, 2]);
    store.dispose();
  });
});
