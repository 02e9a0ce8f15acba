import type { OAuthProvider } from '@platform/shared/contracts';
import {
  bearer,
  body,
  callAs,
  describeCoreApp,
  login,
  type TestApp,
} from '../../testing/create-test-app';

/** Walks the consent page as a browser would and returns the callback the shell receives. */
async function consent(testApp: TestApp, linkUrl: string, decision: 'allow' | 'deny') {
  const url = new URL(linkUrl);
  const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const state = url.searchParams.get('state') as string;
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/oauth/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, decision }).toString(),
  });
  expect(answer.statusCode).toBe(302);
  return { page: page.body, callback: new URL(answer.headers.location as string) };
}

describeCoreApp('account linking', (get) => {
  it('links the identity account through the consent page and the callback', async () => {
    const { app } = get();
    const token = await login(app, 'sales@demo.test');
    const start = await callAs(app, token, 'GET', '/auth/google/link-url?device_token=dev-1');
    const linkUrl = body<{ url: string }>(start).data.url;
    expect(linkUrl).toMatch(/^http:\/\/localhost(:\d+)?\/oauth\/consent\?state=/);

    const { page, callback } = await consent(get(), linkUrl, 'allow');
    expect(page).toContain('sales@demo.test');
    expect(page).toContain('calendar.events');
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'http://shell.test/auth/google/authenticate',
    );
    const code = callback.searchParams.get('code') as string;
    const state = callback.searchParams.get('state') as string;

    const done = await app.inject({
      method: 'POST',
      url: '/auth/google/authenticate',
      payload: { code, state, organisation_id: 1, user_id: 2, device_token: 'dev-1', token },
    });
    expect(done.statusCode).toBe(200);
    expect(body(done).info.message).toBe('Google linked successfully');
    const providers = body<{ oauth_providers: OAuthProvider[] }>(done).data.oauth_providers;
    expect(providers).toEqual([
      { providerId: 'google.com', uid: expect.stringMatching(/^google-/) },
    ]);

    const replay = await app.inject({
      method: 'POST',
      url: '/auth/google/authenticate',
      payload: { code, state, token },
    });
    expect(replay.statusCode).toBe(400);
    expect(body(replay).info.message).toBe('Invalid authentication request.');

    const calendars = await callAs(app, token, 'GET', '/user_calendar');
    const list =
      body<Array<{ calendar_id: string; name: string; is_default: boolean }>>(calendars).data;
    expect(list.map((calendar) => calendar.name)).toEqual(['sales@demo.test', 'Jobs']);
    expect(list[0].is_default).toBe(true);

    const replaced = await callAs(app, token, 'POST', '/user_calendar/default', {
      calendar_id: list[1].calendar_id,
    });
    expect(body(replaced).data).toEqual(
      expect.objectContaining({ name: 'Jobs', is_default: true }),
    );
    const foreign = await callAs(app, token, 'POST', '/user_calendar/default', {
      calendar_id: 'someone-elses',
    });
    expect(foreign.statusCode).toBe(404);

    const session = await callAs(app, token, 'POST', '/route-list', {});
    expect(body<{ google_auth: boolean }>(session).data.google_auth).toBe(true);

    const otherUser = await callAs(app, token, 'POST', '/auth/unlink-from-oauth', {
      providerId: 'google.com',
      uid: providers[0].uid,
      user_id: 1,
    });
    expect(otherUser.statusCode).toBe(403);
    const unlinked = await app.inject({
      method: 'POST',
      url: '/auth/unlink-from-oauth',
      headers: bearer(token),
      payload: {
        providerId: 'google.com',
        uid: providers[0].uid,
        user_id: 2,
        device_token: 'dev-1',
      },
    });
    expect(unlinked.statusCode).toBe(200);
    expect(body<{ oauth_providers: OAuthProvider[] }>(unlinked).data.oauth_providers).toEqual([]);
    const after = await callAs(app, token, 'GET', '/user_calendar');
    expect(body(after).data).toEqual([]);
  });

  it("refuses a callback completed by another person's session", async () => {
    const { app } = get();
    const owner = await login(app, 'measurer@demo.test');
    const intruder = await login(app, 'fitter@demo.test');
    const linkUrl = body<{ url: string }>(
      await app.inject({ method: 'GET', url: '/auth/google/link-url', headers: bearer(owner) }),
    ).data.url;
    const { callback } = await consent(get(), linkUrl, 'allow');
    const stolen = await app.inject({
      method: 'POST',
      url: '/auth/google/authenticate',
      headers: bearer(intruder),
      payload: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('sends the browser back with access_denied when consent is refused', async () => {
    const { app } = get();
    const token = await login(app, 'measurer@demo.test');
    const linkUrl = body<{ url: string }>(
      await app.inject({ method: 'GET', url: '/auth/google/link-url', headers: bearer(token) }),
    ).data.url;
    const { callback } = await consent(get(), linkUrl, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('connects and disconnects the accounting provider for the organisation', async () => {
    const { app, clock } = get();
    clock.set(new Date('2026-07-06T23:15:00.000Z'));
    const token = await login(app, 'admin@demo.test');
    const linkUrl = body<{ url: string }>(
      await app.inject({ method: 'GET', url: '/xero/connect', headers: bearer(token) }),
    ).data.url;
    const { callback } = await consent(get(), linkUrl, 'allow');
    expect(callback.pathname).toBe('/xero/authenticate');
    const connected = await app.inject({
      method: 'POST',
      url: '/xero/authenticate',
      headers: bearer(token),
      payload: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
    expect(body(connected).data).toEqual({ connected: true });

    const sales = await login(app, 'sales@demo.test');
    const status = await callAs(app, sales, 'GET', '/xero/status');
    // Everyone on the staff sees who connected it and when.
    expect(body(status).data).toEqual({
      connected: true,
      connected_at: '2026-07-06T23:15:00.000Z',
      connected_by: 'Ada Administrator',
    });
    const acme = await login(app, 'admin@acme.test');
    const acmeStatus = await callAs(app, acme, 'GET', '/xero/status');
    expect(body(acmeStatus).data).toEqual({ connected: false });

    await app.inject({ method: 'GET', url: '/xero/disconnect', headers: bearer(token) });
    const after = await callAs(app, sales, 'GET', '/xero/status');
    expect(body(after).data).toEqual({ connected: false });
  });

  it('keeps dashboard users and strangers out', async () => {
    const { app } = get();
    const wall = await login(app, 'dashboard@demo.test');
    expect(
      (await app.inject({ method: 'GET', url: '/xero/connect', headers: bearer(wall) })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/google/link-url', headers: bearer(wall) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/user_calendar' })).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/xero/authenticate',
      payload: { code: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).info.errors).toEqual({ state: ['This field is required.'] });
  });
});
