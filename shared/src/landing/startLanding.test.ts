import type { LandingData } from '@platform/shared';
import { envelope, resetSession, signInForTest } from '@platform/shared/testing';
import { flush, heldServer, ROUTES, tab } from './landingFixtures';
import { answeredCall, multiViewCall, pageInfoCall, routeTabsCall, takeCall } from './pageCalls';
import { startLanding } from './startLanding';

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

  describe('with the landing data a password sign-in answered (ADR 259)', () => {
    const answered: LandingData = {
      page_info: { status: 200, body: envelope({ page_name: 'Dashboard from the sign-in' }) },
      route_tabs: { status: 200, body: envelope([tab(8, '/today', 6, true)]) },
      multi_view: { status: 200, body: envelope({ multi_view_id: 6, owner: 'sign-in' }) },
    };

    /** The dashboard's start with that answer, the server holding what is asked of it. */
    function startedWithTheAnswer() {
      const server = heldServer();
      signInForTest({}, { routes: ROUTES });
      startLanding('/_acme_/dashboard', ROUTES, {
        path: '/_acme_/dashboard',
        query: { route_id: 1, tabs_route_id: 1 },
        data: answered,
      });
      return server;
    }

    it('takes the page’s first calls from it and asks the server nothing', async () => {
      const { fake, releaseAll } = startedWithTheAnswer();
      await releaseAll();
      const [info, definition] = await Promise.all([
        takeCall(pageInfoCall(1, null)),
        takeCall(multiViewCall(6)),
      ]);

      expect(fake.calls).toEqual([]);
      expect(info.data.page_name).toBe('Dashboard from the sign-in');
      expect(definition.data).toEqual({ multi_view_id: 6, owner: 'sign-in' });
    });

    it('gives each answer at once once it is in, to the first store that reads it (ADR 263)', async () => {
      const { fake, releaseAll } = startedWithTheAnswer();
      await flush();

      expect(answeredCall(pageInfoCall(1, null))?.data.page_name).toBe(
        'Dashboard from the sign-in',
      );
      expect(answeredCall(routeTabsCall(1))?.data.map((view) => view.id)).toEqual([8]);
      expect(answeredCall(multiViewCall(6))?.data).toEqual({ multi_view_id: 6, owner: 'sign-in' });
      // Taken once, as takeCall takes it: the next reader asks the server.
      expect(answeredCall(pageInfoCall(1, null))).toBeUndefined();
      const again = takeCall(pageInfoCall(1, null));
      await releaseAll();
      expect((await again).data.page_name).toBe('Dashboard of test-token');
      expect(fake.callsTo('GET /page-info')).toHaveLength(1);
    });

    it('gives nothing while an answer is on its way, and leaves the call to takeCall', async () => {
      const { fake, releaseAll } = heldServer();
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard');
      expect(answeredCall(pageInfoCall(1, null))).toBeUndefined();
      const info = takeCall(pageInfoCall(1, null));
      await releaseAll();

      expect((await info).data.page_name).toBe('Dashboard of test-token');
      expect(fake.calls.map((call) => call.path)).toEqual(['/landing-data']);
    });

    it('asks GET /landing-data as before when the answer is for another page', async () => {
      const { paths, releaseAll } = heldServer();
      signInForTest({}, { routes: ROUTES });

      startLanding('/_acme_/dashboard/summary', ROUTES, {
        path: '/_acme_/dashboard',
        query: { route_id: 1, tabs_route_id: 1 },
        data: answered,
      });
      await releaseAll();

      expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1&tab=summary']);
      expect((await takeCall(pageInfoCall(1, null))).data.page_name).toBe(
        'Dashboard of test-token',
      );
    });
  });
});
