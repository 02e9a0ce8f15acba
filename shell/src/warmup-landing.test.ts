import { bus } from '@platform/shared';
import {
  installFakeApi,
  resetSession,
  routeForTest,
  signInForTest,
} from '@platform/shared/testing';
import { startSignedInPage, warmUpUserDates } from './warmup';

describe('the signed-in page’s data starts with the session (ADR 210, in one call: ADR 233)', () => {
  const DASHBOARD = routeForTest(1, '/_acme_/dashboard', {
    page_name: 'Dashboard',
    sort: 1,
    multi_view_id: 1,
    route_type: 'tabs',
    has_tabs: true,
  });

  /** A server that answers nothing until the test ends: what was asked is what started at once. */
  function silentServer() {
    const never = () => new Promise<never>(() => undefined);
    return installFakeApi({
      'GET /landing-data': never,
      'GET /page-info': never,
      'GET /route-tabs/:id': never,
      'GET /multi-view-data': never,
    });
  }

  afterEach(() => resetSession());

  it('asks the landing page’s page info, tabs and first multi-view in one call the moment the sign-in answers, before mf-views loads', async () => {
    const fake = silentServer();
    signInForTest({}, { routes: [DASHBOARD], token: 'fresh-token' });

    bus.publish('auth/signed-in', { userId: 1, landing: '/_acme_/dashboard' });
    await Promise.resolve();

    expect(fake.calls.map((call) => call.url)).toEqual([
      'http://api.test/landing-data?route_id=1&tabs_route_id=1',
    ]);
    expect(fake.calls.every((call) => call.headers.Authorization === 'Bearer fresh-token')).toBe(
      true,
    );
  });

  it('asks nothing for a landing page outside the view framework (/profile)', async () => {
    const fake = silentServer();
    signInForTest({}, { routes: [DASHBOARD] });

    bus.publish('auth/signed-in', { userId: 1, landing: '/profile' });
    await Promise.resolve();

    expect(fake.calls).toEqual([]);
  });

  it('asks the current page’s data at once when a stored session is restored', () => {
    const fake = silentServer();
    signInForTest({}, { routes: [DASHBOARD] });
    window.history.pushState(null, '', '/_acme_/dashboard');

    startSignedInPage();

    expect(fake.calls.map((call) => call.path)).toEqual(['/landing-data']);
    window.history.pushState(null, '', '/');
  });
});

describe('the user’s zone’s date formatter, made once the sign-in answers (ADR 265)', () => {
  afterEach(() => {
    resetSession();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** The zones Intl date formatters were made for while `run` ran and the page then idled. */
  function zonesFormatted(run: () => void): (string | undefined)[] {
    jest.useFakeTimers();
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    run();
    expect(made).not.toHaveBeenCalled();
    jest.runAllTimers();
    return made.mock.calls.map(([, options]) => options?.timeZone);
  }

  it('formats a date in the signed-in user’s zone at the first idle moment, not during the answer', () => {
    const zones = zonesFormatted(() => {
      signInForTest({ timezone: 'Pacific/Chatham' });
      bus.publish('auth/signed-in', { userId: 1, landing: '/profile' });
    });
    expect(zones).toContain('Pacific/Chatham');
  });

  it('makes none for a user without a zone', () => {
    expect(zonesFormatted(() => warmUpUserDates(null))).toEqual([]);
  });
});
