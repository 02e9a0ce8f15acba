import { session } from '@platform/shared';
import { envelope, installFakeApi, resetSession } from '@platform/shared/testing';
import { resumeSession } from './resumeSession';

const USER = {
  user_id: 7,
  id: 7,
  name: 'Sam Sales',
  organisation_id: 1,
  organisation_short_code: 'demo',
  email: 'sales@demo.test',
  token: 'fresh-session',
  routes: [],
  menu_items: [],
  notifications: [],
  notifications_count: 0,
};

beforeEach(() => resetSession());

describe('token login at start-up', () => {
  it('signs in with the link token, asking for the page it opens with its first data', async () => {
    window.history.replaceState(null, '', '/_demo_/jobs?tab=2');
    const fake = installFakeApi({ 'POST /login_token': { body: envelope(USER) } });
    session.setOverrideToken('link-token');
    expect(await resumeSession()).toBeUndefined();
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.user_id).toBe(7);
    expect(fake.callsTo('POST /login_token')[0].body).toEqual({
      token: 'link-token',
      with_landing: true,
      intended: '/_demo_/jobs?tab=2',
    });
  });

  it('resolves with the landing data the answer carried, which the stored session does not keep (ADR 259)', async () => {
    const landing = {
      path: '/_demo_/jobs',
      query: { route_id: 2, tabs_route_id: 3 },
      data: { page_info: { status: 200, body: { data: { page_name: 'Jobs' }, info: {} } } },
    };
    installFakeApi({ 'POST /login_token': { body: envelope({ ...USER, landing }) } });
    session.setOverrideToken('link-token');
    expect(await resumeSession()).toEqual(landing);
    expect(session.user?.user_id).toBe(7);
    expect(session.user).not.toHaveProperty('landing');
  });

  // On /login a 401 does not clear the session (the call layer keeps it there), and a 403 never
  // does: the token login itself must forget the token.
  it.each([
    [401, '/login'],
    [403, '/_demo_/jobs'],
  ])(
    'forgets a link token refused with %i on %s, so no later call sends it',
    async (status, path) => {
      window.history.replaceState(null, '', path);
      installFakeApi(
        { 'POST /login_token': { status, body: { message: 'Unauthorized' } } },
        { onUnauthorized: () => undefined },
      );
      session.setOverrideToken('stale-token');
      await resumeSession();
      expect(session.isLoggedIn).toBe(false);
      expect(session.overrideToken).toBeNull();
      expect(session.bearerToken).toBeNull();
    },
  );

  it('keeps the link token when the server cannot be reached (it may still be good)', async () => {
    installFakeApi({ 'POST /login_token': { status: 503, body: { message: 'Down' } } });
    session.setOverrideToken('link-token');
    await resumeSession();
    expect(session.overrideToken).toBe('link-token');
  });
});
