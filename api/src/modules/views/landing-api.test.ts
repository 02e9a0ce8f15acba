import type {
  AuthLoginResult,
  LandingPart,
  LandingQuery,
  RouteTab,
  SignInLanding,
} from '@platform/shared/contracts';
import { pageStart } from '@platform/shared/landing/query';
import { DEMO_PASSWORD } from '../core/seed-data';
import { tabForTest } from '@platform/shared/testing/routes';
import { body, describeEachDatabase } from '../../testing/create-test-app';
import { firstListPath, firstTabListPage } from '@platform/shared/landing/first-list';
import { guessFirstTab, signInLanding } from './landing-routes';
import { viewsApi } from './test-support';

interface LandingData {
  page_info: LandingPart;
  route_tabs: LandingPart | null;
  multi_view: LandingPart | null;
  first_list: (LandingPart & { path: string }) | null;
}

const tab = tabForTest;

describe('guessFirstTab (the tab a tabs page opens first, as the client chooses it)', () => {
  const tabs = [
    tab(1, '/summary', { enabled: 'False' }),
    tab(2, '/details', { state_on_new_id: 2 }),
    tab(3, '/today', { default: true }),
    tab(4, '/notes', { name: 'Job notes' }),
  ];

  it('takes the named tab, else the one the tabs query names, else the default', () => {
    expect(guessFirstTab(tabs, { tab: 'notes', main_id: 5 })?.id).toBe(4);
    expect(guessFirstTab(tabs, { tabs: 'job notes', main_id: 5 })?.id).toBe(4);
    expect(guessFirstTab(tabs, { tabs: '4', main_id: 5 })?.id).toBe(4);
    expect(guessFirstTab(tabs, { main_id: 5 })?.id).toBe(3);
  });

  it('skips a disabled tab, and on a new record the tabs it hides or disables', () => {
    expect(guessFirstTab(tabs, { tab: 'summary', main_id: 5 })?.id).toBe(3);
    expect(guessFirstTab(tabs, { tab: 'details', main_id: 5 })?.id).toBe(2);
    expect(guessFirstTab(tabs, { tab: 'details' })?.id).toBe(3);
    expect(guessFirstTab([tabs[1], tabs[3]], {})?.id).toBe(4);
  });
});

describeEachDatabase('views: GET /landing-data', (get) => {
  const { tokens, call } = viewsApi(get);
  const landing = async (token: string, query: string) => {
    const response = await call(token, 'GET', `/landing-data?${query}`);
    return { status: response.statusCode, data: body<LandingData>(response).data };
  };
  /** What the part's own call answers, for the same caller. */
  const alone = async (token: string, url: string) => {
    const response = await call(token, 'GET', url);
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it("answers a tabs page's page info, tabs and default tab's multi-view as their own calls do", async () => {
    const { status, data } = await landing(tokens.admin, 'route_id=1&tabs_route_id=1');

    expect(status).toBe(200);
    expect(data.page_info).toEqual(await alone(tokens.admin, '/page-info?route_id=1'));
    expect(data.route_tabs).toEqual(await alone(tokens.admin, '/route-tabs/1'));
    const tabs = (data.route_tabs?.body as { data: RouteTab[] }).data;
    const first = tabs.find((candidate) => candidate.default)!;
    expect(data.multi_view).toEqual(
      await alone(tokens.admin, `/multi-view-data?multi_view_id=${first.multi_view_id}`),
    );
  });

  it("asks the default tab's first list's first page with it, as the client's list would (ADR 248)", async () => {
    const { data } = await landing(tokens.admin, 'route_id=1&tabs_route_id=1');
    const view = (data.multi_view?.body as { data: unknown }).data;
    const tabConfig = (data.page_info.body as { data: { tab_config?: unknown } }).data.tab_config;
    // The client's own rule, from the definition it receives.
    const page = firstTabListPage(view, {}, tabConfig)!;
    expect(page.url).toBe('/records/jobs');
    expect(page.query.pagination_object.page_number).toBe(1);
    expect(data.first_list?.path).toBe(firstListPath(page));
    const { path, ...answer } = data.first_list!;
    expect(answer).toEqual(await alone(tokens.admin, path));
    expect((answer.body as { data: unknown[] }).data.length).toBeGreaterThan(0);

    // A list page (not a tabs page's tab) gets no first page: its list asks it.
    const list = await landing(tokens.admin, 'route_id=2&tabs_route_id=3&multi_view_id=2');
    expect(list.data.first_list).toBeNull();
  });

  it("answers the multi-view of the tab the address names, and a list page's own multi-view", async () => {
    const named = await landing(tokens.admin, 'route_id=1&tabs_route_id=1&tab=quotes-waiting');
    const tabs = (named.data.route_tabs?.body as { data: RouteTab[] }).data;
    const quotes = tabs.find((candidate) => candidate.path === '/quotes-waiting')!;
    expect((named.data.multi_view?.body as { data: { multi_view_id: number } }).data).toMatchObject(
      { multi_view_id: quotes.multi_view_id },
    );

    const list = await landing(tokens.admin, 'route_id=2&tabs_route_id=3&multi_view_id=2');
    expect(list.data.route_tabs).toEqual(await alone(tokens.admin, '/route-tabs/3'));
    expect(list.data.multi_view).toEqual(
      await alone(tokens.admin, '/multi-view-data?multi_view_id=2'),
    );
  });

  it("scopes each part to the caller's organisation: another organisation's route is its 404", async () => {
    const { status, data } = await landing(tokens.acme, 'route_id=3&tabs_route_id=3');

    expect(status).toBe(200);
    expect(data.page_info.status).toBe(404);
    expect(data.route_tabs?.status).toBe(404);
    expect(data.multi_view).toBeNull();
    expect(data.first_list).toBeNull();
  });

  it('refuses a caller without a session', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/landing-data?route_id=1' });
    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase(
  'views: a password sign-in answers its landing page’s data (ADR 259)',
  (get) => {
    const { call } = viewsApi(get);
    const signIn = async (email: string, extra: Record<string, unknown>) => {
      const response = await get().app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: DEMO_PASSWORD, device_type: 'web', ...extra },
      });
      expect(response.statusCode).toBe(200);
      const { data } = body<AuthLoginResult>(response);
      return { user: data.user!, landing: data.landing, answered: 'landing' in data };
    };
    /** GET /landing-data for the same query, as the new session asks it. */
    const askedAlone = async (token: string, query: LandingQuery) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
      );
      return body<LandingData>(await call(token, 'GET', `/landing-data?${search}`)).data;
    };

    it('answers the dashboard’s page info, tabs, default tab and first list as GET /landing-data does', async () => {
      const { user, landing } = await signIn('admin@demo.test', { with_landing: true });

      expect(landing?.path).toBe('/_demo_/dashboard');
      // The client's own rule for the landing call of that path.
      expect(landing?.query).toEqual(
        JSON.parse(JSON.stringify(pageStart('/_demo_/dashboard', user.routes)!.landingQuery)),
      );
      expect(landing?.query).toEqual({ route_id: 1, tabs_route_id: 1 });
      expect(landing?.data).toEqual(await askedAlone(user.token, landing!.query));
      const data = landing!.data as LandingData;
      expect(data.page_info.status).toBe(200);
      expect((data.first_list?.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    });

    it('lands on the intended page of the user’s own organisation, and not on another’s', async () => {
      const jobs = await signIn('admin@demo.test', {
        with_landing: true,
        intended: '/_demo_/jobs',
      });
      expect(jobs.landing?.path).toBe('/_demo_/jobs');
      expect(jobs.landing?.query).toMatchObject({ route_id: 2, tabs_route_id: 3 });
      expect(jobs.landing?.data).toEqual(await askedAlone(jobs.user.token, jobs.landing!.query));

      // Another organisation's page: the client alerts and goes to the dashboard, and so does this.
      const other = await signIn('admin@demo.test', {
        with_landing: true,
        intended: '/_acme_/jobs',
      });
      expect(other.landing?.path).toBe('/_demo_/dashboard');
    });

    it('answers each user their own organisation’s landing page', async () => {
      const { user, landing } = await signIn('admin@acme.test', { with_landing: true });

      expect(landing?.path.startsWith('/_acme_/')).toBe(true);
      expect((landing!.data as LandingData).page_info.status).toBe(200);
      expect(landing?.data).toEqual(await askedAlone(user.token, landing!.query));
    });

    it('answers it with the phone code of a two-step sign-in too', async () => {
      const first = await get().app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'twostep@demo.test', password: DEMO_PASSWORD, with_landing: true },
      });
      const { mfa_required: challenge, landing: early } = body<AuthLoginResult>(first).data;
      // No session yet, so no landing data with the challenge.
      expect(early).toBeUndefined();
      const [message] = await get().ctx.outbox.list({ recipient: '+61400000123', limit: 1 });
      const code = /\b(\d{6})\b/.exec(message.body)![1];

      const second = await get().app.inject({
        method: 'POST',
        url: '/firebase-login-session',
        payload: {
          session: challenge!.session,
          code,
          with_landing: true,
          intended: '/_demo_/jobs',
        },
      });
      const { user, landing } = body<AuthLoginResult>(second).data;
      expect(landing?.path).toBe('/_demo_/jobs');
      expect(landing?.data).toEqual(await askedAlone(user!.token, landing!.query));
    });

    it('answers it beside the user of a token link’s sign-in (POST /login_token) too', async () => {
      const { user: linked } = await signIn('admin@demo.test', {});
      const tokenSignIn = async (extra: Record<string, unknown>) => {
        const response = await get().app.inject({
          method: 'POST',
          url: '/login_token',
          payload: { token: linked.token, ...extra },
        });
        expect(response.statusCode).toBe(200);
        return body<AuthLoginResult['user'] & { landing?: SignInLanding | null }>(response).data!;
      };
      const answer = await tokenSignIn({ with_landing: true, intended: '/_demo_/jobs?tab=1' });
      expect(answer.user_id).toBe(linked.user_id);
      expect(answer.landing?.path).toBe('/_demo_/jobs?tab=1');
      expect(answer.landing?.data).toEqual(await askedAlone(linked.token, answer.landing!.query));
      // Not asked: the user alone, as before.
      expect('landing' in (await tokenSignIn({}))).toBe(false);
    });

    it('sends no landing data unless asked, and none for a path no route serves', async () => {
      expect((await signIn('admin@demo.test', {})).answered).toBe(false);
      const profile = await signIn('admin@demo.test', { with_landing: true, intended: '/profile' });
      expect(profile.landing).toBeNull();
    });

    it('refuses an intended path longer than 2048 characters', async () => {
      const response = await get().app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: {
          email: 'admin@demo.test',
          password: DEMO_PASSWORD,
          with_landing: true,
          intended: `/${'a'.repeat(2048)}`,
        },
      });
      expect(response.statusCode).toBe(400);
    });
  },
);

describe('signInLanding when the landing data cannot be had', () => {
  it('answers null and logs it, so the sign-in itself still succeeds', async () => {
    const warn = jest.fn();
    const app = {
      inject: () => Promise.reject(new Error('the database went away')),
    } as unknown as Parameters<typeof signInLanding>[0];
    const request = {
      headers: {},
      socket: { remoteAddress: '10.0.0.1' },
      ip: '10.0.0.1',
      log: { warn },
    } as unknown as Parameters<typeof signInLanding>[1];
    const user = {
      timezone: 'Australia/Sydney',
      organisation_short_code: 'demo',
      token: 't',
      routes: [{ id: 1, path: '/_demo_/dashboard', route_type: 'tabs', has_tabs: true }],
    } as unknown as Parameters<typeof signInLanding>[2];

    await expect(signInLanding(app, request, user, null)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // Routes that are not a list at all: no throw either.
    await expect(
      signInLanding(app, request, { ...user, routes: null } as unknown as typeof user, null),
    ).resolves.toBeNull();
  });
});
