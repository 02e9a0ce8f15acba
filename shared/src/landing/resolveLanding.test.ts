import {
  LANDING_ALERTS,
  defaultLanding,
  resolveLanding,
  routeServes,
  stripOrgPrefix,
} from './resolveLanding';

const user = { timezone: 'Australia/Sydney', organisation_short_code: 'demo' };
const route = (path: string) => ({ path });

describe('resolveLanding', () => {
  it('never returns to the login or logout page, whatever its form', () => {
    const routes = [route('/dashboard')];
    for (const intended of ['/logout', '/logout/', '/LOGOUT?x=1', '/login', '/login?intended=/x']) {
      expect(resolveLanding({ user, routes, intended })).toEqual({ path: '/_demo_/dashboard' });
    }
  });

  it('goes to the intended path when it is one of the user routes', () => {
    const landing = resolveLanding({
      user,
      routes: [route('/dashboard'), route('/jobs/:id')],
      intended: '/_demo_/jobs/42?tabs=notes',
    });
    expect(landing).toEqual({ path: '/_demo_/jobs/42?tabs=notes' });
  });

  it('goes to a fixed route such as /profile as it is', () => {
    expect(resolveLanding({ user, routes: [route('/dashboard')], intended: '/profile' })).toEqual({
      path: '/profile',
    });
  });

  it("alerts 'Error, route does not exist.' for an unknown organisation route and lands on the default", () => {
    const landing = resolveLanding({
      user,
      routes: [route('/dashboard')],
      intended: '/_demo_/missing',
    });
    expect(landing).toEqual({ path: '/_demo_/dashboard', alert: 'Error, route does not exist.' });
  });

  it("treats another organisation's prefix as a route that does not exist", () => {
    const landing = resolveLanding({
      user,
      routes: [route('/dashboard')],
      intended: '/_other_/dashboard',
    });
    expect(landing.alert).toBe(LANDING_ALERTS.noSuchRoute);
  });

  it('refuses to return to another site', () => {
    const landing = resolveLanding({ user, routes: [], intended: '//evil.example/x' });
    expect(landing).toEqual({ path: '/', alert: 'Error, route does not exist.' });
  });

  it('prefers the dashboard, then the run list, then quotes, then the root', () => {
    const all = [route('/quotes'), route('/runlist'), route('/dashboard')];
    expect(resolveLanding({ user, routes: all, intended: null }).path).toBe('/_demo_/dashboard');
    expect(resolveLanding({ user, routes: all.slice(0, 2), intended: null }).path).toBe(
      '/_demo_/runlist',
    );
    expect(resolveLanding({ user, routes: all.slice(0, 1), intended: null }).path).toBe(
      '/_demo_/quotes',
    );
    expect(resolveLanding({ user, routes: [route('/jobs')], intended: null }).path).toBe('/');
  });

  it("alerts 'No timezone found, an error occurred.' and goes to the root when the user has no timezone", () => {
    const landing = resolveLanding({
      user: { ...user, timezone: null },
      routes: [route('/dashboard')],
      intended: '/_demo_/dashboard',
    });
    expect(landing).toEqual({ path: '/', alert: 'No timezone found, an error occurred.' });
  });

  it('ignores an intended path that points back at the login page', () => {
    expect(
      resolveLanding({ user, routes: [route('/dashboard')], intended: '/login?x=1' }).path,
    ).toBe('/_demo_/dashboard');
  });
});

describe('route helpers', () => {
  it('accepts routes that already carry the organisation prefix', () => {
    expect(defaultLanding('demo', [route('/_demo_/run-list')])).toBe('/_demo_/run-list');
  });

  it('matches parameters and allows a tab segment after the item route', () => {
    expect(routeServes('/jobs/:id', '/_demo_/jobs/7/notes')).toBe(true);
    expect(routeServes('/jobs/:id', '/_demo_/jobs')).toBe(false);
    expect(routeServes('/jobs', '/_demo_/quotes')).toBe(false);
  });

  it('strips only the organisation prefix', () => {
    expect(stripOrgPrefix('/_demo_/jobs/1')).toBe('/jobs/1');
    expect(stripOrgPrefix('/_demo_')).toBe('/');
    expect(stripOrgPrefix('/profile')).toBe('/profile');
  });
});
