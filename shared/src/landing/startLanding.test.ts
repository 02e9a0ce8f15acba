import type { RouteRecord, RouteTab } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  routeForTest,
  signInForTest,
  type FakeReply,
} from '@platform/shared/testing';
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
  return {
    id,
    name: `Tab ${id}`,
    path,
    icon: null,
    enabled: 'True',
    default: isDefault,
    multi_view_id: multiViewId,
    page_name: null,
    default_tab: isDefault,
    state_on_new_id: null,
  } as unknown as RouteTab;
}

/** A fake server whose answers wait until the test lets them go. */
function heldServer() {
  const releases: (() => void)[] = [];
  const held =
    (reply: (request: { path: string; headers: Record<string, string> }) => FakeReply) =>
    (request: { path: string; headers: Record<string, string> }) =>
      new Promise<FakeReply>((resolve) => releases.push(() => resolve(reply(request))));
  const answered: string[] = [];
  const byUser = (request: { headers: Record<string, string> }) =>
    (request.headers.Authorization ?? request.headers.authorization ?? '').replace('Bearer ', '');
  const fake = installFakeApi({
    'GET /page-info': held((request) => {
      answered.push(request.path);
      return { body: envelope({ page_name: `Dashboard of ${byUser(request)}` }) };
    }),
    'GET /route-tabs/:id': held((request) => {
      answered.push(request.path);
      return { body: envelope([tab(7, '/summary', 5), tab(8, '/today', 6, true)]) };
    }),
    'GET /multi-view-data': held((request) => {
      answered.push(request.path);
      return { body: envelope({ id: 6, owner: byUser(request) }) };
    }),
  });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await flush();
    }
  };
  return { fake, answered, releaseAll };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => resetSession());
afterAll(() => resetSession());

describe('startLanding (the page data asked the moment the session exists)', () => {
  it("asks a list page's page info, its record route's tabs and its multi-view all before any answers", async () => {
    const { fake, answered } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/jobs');
    await flush();

    expect(answered).toEqual([]);
    expect(fake.calls.map((call) => call.url.replace('http://api.test', ''))).toEqual([
      '/page-info?route_id=2',
      '/route-tabs/3',
      '/multi-view-data?multi_view_id=20',
    ]);
  });

  it("asks a tabs page's page info and tabs at once, and its default tab's multi-view as the tabs answer", async () => {
    const { fake, answered, releaseAll } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await flush();
    expect(answered).toEqual([]);
    expect(fake.calls.map((call) => call.path)).toEqual(['/page-info', '/route-tabs/1']);

    await releaseAll();
    // The default tab's multi-view (6), not the route's own id nor the first tab's.
    expect(
      fake.callsTo('GET /multi-view-data').map((call) => call.query.get('multi_view_id')),
    ).toEqual(['6']);
  });

  it('asks for the tab the address names, over the default tab', async () => {
    const { fake, releaseAll } = heldServer();
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard/summary');
    await releaseAll();

    expect(
      fake.callsTo('GET /multi-view-data').map((call) => call.query.get('multi_view_id')),
    ).toEqual(['5']);
  });

  it('starts nothing for a page no server route serves (mf-auth’s /profile)', async () => {
    const { fake } = heldServer();
    signInForTest({}, { routes: ROUTES });

    expect(startLanding('/profile')).toEqual([]);
    await flush();
    expect(fake.calls).toEqual([]);
  });

  it("hands each started answer to the page's first read, without asking again", async () => {
    const { fake, releaseAll } = heldServer();
    signInForTest({}, { routes: ROUTES });
    startLanding('/_acme_/dashboard');
    await releaseAll();
    expect(fake.calls).toHaveLength(3);

    const [info, tabs, definition] = await Promise.all([
      takeCall(pageInfoCall(1, null)),
      takeCall(routeTabsCall(1)),
      takeCall(multiViewCall(6)),
    ]);

    expect(fake.calls).toHaveLength(3);
    expect(info.data.page_name).toBe('Dashboard of test-token');
    expect(tabs.data.map((item) => item.id)).toEqual([7, 8]);
    expect(definition.data).toEqual({ id: 6, owner: 'test-token' });
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
    expect((await definition).data).toEqual({ id: 6, owner: 'token-of-bob' });
    expect(fake.callsTo('GET /page-info').map((call) => call.headers.Authorization)).toEqual([
      'Bearer token-of-ann',
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

    expect((await definition).data).toEqual({ id: 6, owner: 'token-in-other' });
  });
});
