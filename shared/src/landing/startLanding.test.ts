import type { RouteRecord, RouteTab } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  routeForTest,
  signInForTest,
  tabForTest,
  type FakeReply,
} from '@platform/shared/testing';
import { toQueryString } from '../api/query';
import { listPageCall } from './firstList';
import { multiViewCall, pageInfoCall, routeTabsCall, takeCall } from './pageCalls';
import { startLanding } from './startLanding';

function route(id: number, path: string, extra: Partial<RouteRecord> = {}): RouteRecord {
  return routeForTest(id, path, { sort: 1, ...extra });
}

const ROUTES = [
  route(1, '/_acme_/dashboard', { route_type: 'tabs', has_tabs: true, multi_view_id: 1 }),
  route(2, '/_acme_/jobs', { route_type: 'list', multi_view_id: 20 }),
  route(3, '/_acme_/jobs/:id', { route_type: 'tabs', has_tabs: true }),
];

function tab(id: number, path: string, multiViewId: number, isDefault = false): RouteTab {
  return tabForTest(id, path, {
    multi_view_id: multiViewId,
    default: isDefault,
    default_tab: isDefault,
  });
}

type Request = { path: string; query: URLSearchParams; headers: Record<string, string> };

interface ServerOptions {
  /** The items of every multi-view the server answers (none by default). */
  items?: unknown[];
  /** GET /page-info's tab_config. */
  tabConfig?: Record<string, unknown>;
  /** The tab whose multi-view GET /landing-data sends with a tabs page's tabs (default: /today). */
  guessedTab?: string;
  /** Replaces GET /landing-data's answer (a failure, a part missing). */
  landing?: (request: Request, parts: Record<string, FakeReply | null>) => FakeReply;
}

/**
 * A fake server whose answers wait until the test lets them go. GET /landing-data answers each
 * part as its own call would, as the API does (ADR 233).
 */
function heldServer(options: ServerOptions = {}) {
  const releases: (() => void)[] = [];
  const held = (reply: (request: Request) => FakeReply) => (request: Request) =>
    new Promise<FakeReply>((resolve) => releases.push(() => resolve(reply(request))));
  const answered: string[] = [];
  const byUser = (request: { headers: Record<string, string> }) =>
    (request.headers.Authorization ?? request.headers.authorization ?? '').replace('Bearer ', '');
  const TABS = [tab(7, '/summary', 5), tab(8, '/today', 6, true)];
  const pageInfo = (request: Request): FakeReply => ({
    body: envelope({
      page_name: `Dashboard of ${byUser(request)}`,
      ...(options.tabConfig ? { tab_config: options.tabConfig } : {}),
    }),
  });
  const routeTabs = (): FakeReply => ({ body: envelope(TABS) });
  const multiView = (request: Request, id: number): FakeReply => ({
    body: envelope({
      multi_view_id: id,
      owner: byUser(request),
      ...(options.items ? { data: options.items } : {}),
    }),
  });
  const asPart = (reply: FakeReply | null) =>
    reply && { status: reply.status ?? 200, body: reply.body };
  const fake = installFakeApi({
    'GET /page-info': held((request) => {
      answered.push(request.path);
      return pageInfo(request);
    }),
    'GET /route-tabs/:id': held((request) => {
      answered.push(request.path);
      return routeTabs();
    }),
    'GET /multi-view-data': held((request) => {
      answered.push(request.path);
      return multiView(request, Number(request.query.get('multi_view_id')));
    }),
    'GET /records/:type': held((request) => {
      answered.push(request.path);
      return { body: envelope([{ id: 1, owner: byUser(request) }]) };
    }),
    'GET /landing-data': held((request) => {
      answered.push(request.path);
      const query = request.query;
      const tabsRoute = query.get('tabs_route_id');
      const guessed = TABS.find(
        (item) => item.path === `/${query.get('tab') ?? options.guessedTab ?? 'today'}`,
      );
      const ownView = query.get('multi_view_id');
      const parts = {
        page_info: pageInfo(request),
        route_tabs: tabsRoute ? routeTabs() : null,
        multi_view: ownView
          ? multiView(request, Number(ownView))
          : tabsRoute === query.get('route_id') && guessed
            ? multiView(request, guessed.multi_view_id!)
            : null,
      };
      if (options.landing) return options.landing(request, parts);
      return {
        body: envelope({
          page_info: asPart(parts.page_info),
          route_tabs: asPart(parts.route_tabs),
          multi_view: asPart(parts.multi_view),
        }),
      };
    }),
  });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await flush();
    }
  };
  const paths = () => fake.calls.map((call) => call.url.replace('http://api.test', ''));
  return { fake, answered, releaseAll, paths };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => resetSession());
afterAll(() => resetSession());

describe('startLanding (the page data asked the moment the session exists)', () => {
  it("asks a list page's page info, its record route's tabs and its multi-view in one call", async () => {
    const { answered, paths } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/jobs');
    await flush();

    expect(answered).toEqual([]);
    expect(paths()).toEqual(['/landing-data?route_id=2&tabs_route_id=3&multi_view_id=20']);
  });

  it("takes a tabs page's page info, tabs and default tab's multi-view from the one call, asking nothing else", async () => {
    const { paths, releaseAll } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();
    const [info, tabs, definition] = await Promise.all([
      takeCall(pageInfoCall(1, null)),
      takeCall(routeTabsCall(1)),
      takeCall(multiViewCall(6)),
    ]);

    expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1']);
    expect(info.data.page_name).toBe('Dashboard of test-token');
    expect(tabs.data.map((item) => item.id)).toEqual([7, 8]);
    expect(definition.data).toEqual({ multi_view_id: 6, owner: 'test-token' });
  });

  it('names the tab the address names, and takes that tab’s multi-view', async () => {
    const { fake, paths, releaseAll } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard/summary');
    await releaseAll();

    expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1&tab=summary']);
    expect((await takeCall(multiViewCall(5))).data).toEqual({
      multi_view_id: 5,
      owner: 'test-token',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it("asks the chosen tab's multi-view itself when the server guessed another tab", async () => {
    const { fake, releaseAll } = heldServer({ guessedTab: 'summary' });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();

    // The default tab (/today, multi-view 6), not the server's guess (5).
    expect(
      fake.callsTo('GET /multi-view-data').map((call) => call.query.get('multi_view_id')),
    ).toEqual(['6']);
    expect((await takeCall(multiViewCall(6))).data).toEqual({
      multi_view_id: 6,
      owner: 'test-token',
    });
  });

  it('asks each call alone when the landing call fails (an API without it)', async () => {
    const { fake, releaseAll } = heldServer({ landing: () => ({ status: 404, body: {} }) });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();

    expect(fake.calls.map((call) => call.path)).toEqual([
      '/landing-data',
      '/page-info',
      '/route-tabs/1',
      '/multi-view-data',
    ]);
    expect((await takeCall(pageInfoCall(1, null))).data.page_name).toBe('Dashboard of test-token');
    expect(fake.calls).toHaveLength(4);
  });

  it('asks a part alone when the landing call sends it failed, so the page shows its own error', async () => {
    const { fake, releaseAll } = heldServer({
      landing: (_request, parts) => ({
        body: envelope({
          page_info: { status: 500, body: envelope(null, { response: 'failed' }) },
          route_tabs: { status: 200, body: parts.route_tabs!.body },
          multi_view: { status: 200, body: parts.multi_view!.body },
        }),
      }),
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();

    expect(fake.calls.map((call) => call.path)).toEqual(['/landing-data', '/page-info']);
  });

  it('starts nothing for a page no server route serves (mf-auth’s /profile)', async () => {
    const { fake } = heldServer();
    signInForTest({}, { routes: ROUTES });

    expect(startLanding('/profile')).toEqual([]);
    await flush();
    expect(fake.calls).toEqual([]);
  });

  it("never hands one user's started answers to the next user of the browser (signing out drops them)", async () => {
    const { fake, releaseAll } = heldServer();
    signInForTest({ user_id: 1, organisation_id: 10 }, { routes: ROUTES, token: 'token-of-ann' });
    startLanding('/_acme_/dashboard');
    await releaseAll();

    resetSession();
    signInForTest({ user_id: 2, organisation_id: 20 }, { routes: ROUTES, token: 'token-of-bob' });
    const info = takeCall(pageInfoCall(1, null));
    const definition = takeCall(multiViewCall(6));
    await releaseAll();

    expect((await info).data.page_name).toBe('Dashboard of token-of-bob');
    expect((await definition).data).toEqual({ multi_view_id: 6, owner: 'token-of-bob' });
    expect(fake.callsTo('GET /landing-data').map((call) => call.headers.Authorization)).toEqual([
      'Bearer token-of-ann',
    ]);
    expect(fake.callsTo('GET /page-info').map((call) => call.headers.Authorization)).toEqual([
      'Bearer token-of-bob',
    ]);
  });

  it('keeps started answers to the session that asked them, even when the user id stays (another organisation)', async () => {
    const { releaseAll } = heldServer();
    signInForTest({ user_id: 1, organisation_id: 10 }, { routes: ROUTES, token: 'token-in-acme' });
    startLanding('/_acme_/dashboard');
    await releaseAll();

    // The same person signs in to another organisation: no session/changed (same user id).
    signInForTest({ user_id: 1, organisation_id: 20 }, { routes: ROUTES, token: 'token-in-other' });
    const definition = takeCall(multiViewCall(6));
    await releaseAll();

    expect((await definition).data).toEqual({ multi_view_id: 6, owner: 'token-in-other' });
  });

  describe("a tabs page's first list: its first page asked with the tab's definition", () => {
    const LIST = {
      item_type_name: 'list',
      data: { url: '/records/jobs', params: { status: 'scheduled' }, config: { page_size: 25 } },
    };
    const FIRST_PAGE = {
      status: 'scheduled',
      item_id: '',
      search: '',
      pagination_object: { page_number: 1, page_size: 25 },
    };

    it('asks the page the list asks when it mounts, and hands it to the list without asking again', async () => {
      const { fake, paths, releaseAll } = heldServer({
        items: [{ item_type_name: 'buttons', data: {} }, LIST],
      });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      await releaseAll();
      expect(paths()).toEqual([
        '/landing-data?route_id=1&tabs_route_id=1',
        `/records/jobs?${toQueryString(FIRST_PAGE)}`,
      ]);

      const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
      expect(page.data).toEqual([{ id: 1, owner: 'test-token' }]);
      expect(fake.calls).toHaveLength(2);
    });

    it('asks nothing twice when the page takes its multi-view and first list page before the landing answer is in (ADR 254)', async () => {
      const { paths, releaseAll } = heldServer({ items: [LIST] });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      // mf-views' code was fetched while the user typed: its stores ask at once, as the page
      // mounts, while the landing call is still on the line.
      const tabs = takeCall(routeTabsCall(1));
      const definition = tabs.then(() => takeCall(multiViewCall(6)));
      const page = listPageCall('/records/jobs', FIRST_PAGE);
      const rows = definition.then(() => takeCall(page));
      await flush();
      await releaseAll();

      expect((await definition).data).toEqual(expect.objectContaining({ multi_view_id: 6 }));
      expect((await rows).data).toEqual([{ id: 1, owner: 'test-token' }]);
      expect(paths()).toEqual([
        '/landing-data?route_id=1&tabs_route_id=1',
        `/records/jobs?${toQueryString(FIRST_PAGE)}`,
      ]);
    });

    /** GET /landing-data's answer with the first page the server asked (ADR 248). */
    const withFirstList =
      (firstList: { path: string; status: number; body: unknown }) =>
      (_request: Request, parts: Record<string, FakeReply | null>): FakeReply => ({
        body: envelope({
          ...Object.fromEntries(
            Object.entries(parts).map(([name, reply]) => [
              name,
              reply && { status: reply.status ?? 200, body: reply.body },
            ]),
          ),
          first_list: firstList,
        }),
      });
    const SAME_PAGE = `/records/jobs?${toQueryString(FIRST_PAGE)}`;

    it('takes the page from the landing answer when the server asked the same one: one round trip', async () => {
      const { fake, paths, releaseAll } = heldServer({
        items: [LIST],
        landing: withFirstList({
          path: SAME_PAGE,
          status: 200,
          body: envelope([{ id: 9, owner: 'asked by the server' }]),
        }),
      });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      await releaseAll();
      expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1']);

      const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
      expect(page.data).toEqual([{ id: 9, owner: 'asked by the server' }]);
      expect(fake.calls).toHaveLength(1);
    });

    it.each([
      [
        'another page',
        { path: SAME_PAGE.replace('page_size%22%3A25', 'page_size%22%3A10'), status: 200 },
      ],
      ['the same page, failed', { path: SAME_PAGE, status: 500 }],
    ])('asks the page itself when the server sent %s', async (_name, sent) => {
      const { paths, releaseAll } = heldServer({
        items: [LIST],
        landing: withFirstList({ ...sent, body: envelope([{ id: 9 }]) }),
      });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      await releaseAll();
      expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1', SAME_PAGE]);

      const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
      expect(page.data).toEqual([{ id: 1, owner: 'test-token' }]);
    });

    it("puts the record id under the page's tab parameter", async () => {
      const { fake, releaseAll } = heldServer({
        items: [LIST],
        tabConfig: { tab_parameter: 'job' },
      });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/jobs/42');
      await releaseAll();

      const [records] = fake.callsTo('GET /records/:type');
      expect(records.query.get('job')).toBe('42');
      expect(records.query.get('item_id')).toBeNull();
    });

    it.each([
      ['without pagination', { remove_pagination: true }],
      ['whose headers come from the server', { dynamic_headers_url: '/headers' }],
      ['with a quick day filter', { has_quick_date_filter: 'date' }],
    ])('leaves a list %s to ask its rows itself', async (_name, config) => {
      const { fake, releaseAll } = heldServer({
        items: [{ ...LIST, data: { ...LIST.data, config } }],
      });
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      await releaseAll();

      expect(fake.callsTo('GET /records/:type')).toEqual([]);
    });
  });
});
