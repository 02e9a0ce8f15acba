import { bearer, body, describeEachDatabase, login, CORE_MODULES } from './testing/create-test-app';

type Method = 'GET' | 'POST' | 'DELETE';

/** Every route that needs a signed-in user (core, auth and shell modules). */
const SIGNED_IN: Array<[Method, string, object?]> = [
  ['GET', '/auth/me'],
  ['POST', '/route-list', {}],
  ['POST', '/login_token', {}],
  ['GET', '/page-info?route_id=1'],
  ['GET', '/notifications?popup_only=true'],
  ['GET', '/notifications/1/details'],
  ['POST', '/notifications/1/read'],
  ['GET', '/search?search=jobs'],
  ['GET', '/release_notes'],
  ['POST', '/release_notes/1/feedback', { feedback: 1 }],
  ['POST', '/users/device_token', { device_token: 'x' }],
  ['GET', '/organisation/settings'],
  ['GET', '/staff/all'],
  ['POST', '/upload'],
  ['DELETE', '/upload?destinations[]=1/uploads/x.pdf'],
  ['POST', '/users/profile-picture', { type: 'delete' }],
  ['POST', '/auth/mfa/enrol/start', { phone: '+61400000000' }],
  ['POST', '/auth/mfa/enrol/finish', { code: '123456' }],
  ['POST', '/auth/mfa/remove', {}],
  ['GET', '/auth/google/link-url'],
  ['POST', '/auth/google/authenticate', { code: 'c', state: 's' }],
  ['POST', '/auth/unlink-from-oauth', { providerId: 'google.com', uid: 'u' }],
  ['GET', '/user_calendar'],
  ['POST', '/user_calendar/default', { calendar_id: 'c' }],
  ['GET', '/xero/connect'],
  ['GET', '/xero/status'],
  ['GET', '/xero/disconnect'],
  ['POST', '/xero/authenticate', { code: 'c', state: 's' }],
];

/** Routes for staff only: a dashboard user (user_type_id 4) gets 403. */
const STAFF_ONLY: Array<[Method, string, object?]> = [
  ['GET', '/staff/all'],
  ['POST', '/upload'],
  ['DELETE', '/upload?destinations[]=1/uploads/x.pdf'],
  ['GET', '/auth/google/link-url'],
  ['GET', '/xero/connect'],
  ['GET', '/xero/status'],
  ['GET', '/xero/disconnect'],
];

describeEachDatabase(
  'authorization',
  (get) => {
    const send = (
      method: Method,
      url: string,
      payload: object | undefined,
      headers: Record<string, string>,
    ) => get().app.inject({ method, url, payload, headers });

    it('answers 401 without a token, with an unknown token and with a revoked token', async () => {
      const revoked = await login(get().app, 'sales@demo.test');
      await get().app.inject({ method: 'POST', url: '/logout', headers: bearer(revoked) });
      for (const headers of [{}, bearer('not-a-real-token'), bearer(revoked)]) {
        for (const [method, url, payload] of SIGNED_IN) {
          const response = await send(method, url, payload, headers);
          expect([method, url, response.statusCode]).toEqual([method, url, 401]);
          expect(body(response).info.response).toBe('failed');
        }
      }
    });

    it('answers 403 to a dashboard user on staff-only routes', async () => {
      const wall = await login(get().app, 'dashboard@demo.test');
      for (const [method, url, payload] of STAFF_ONLY) {
        const response = await send(method, url, payload, bearer(wall));
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      }
    });

    it("never hands one organisation's users, routes or notifications to another", async () => {
      const acme = await login(get().app, 'admin@acme.test');
      const routeList = body<{
        routes: Array<{ id: number; path: string }>;
        notifications: Array<{ path: string | null }>;
      }>(await send('POST', '/route-list', {}, bearer(acme))).data;
      expect(
        routeList.routes.every((route) => route.id > 100 && route.path.startsWith('/_acme_/')),
      ).toBe(true);
      expect(
        routeList.notifications.every((n) => n.path === null || n.path.startsWith('/_acme_/')),
      ).toBe(true);
      const staff = body<Array<{ email: string }>>(
        await send('GET', '/staff/all', undefined, bearer(acme)),
      ).data;
      expect(staff.every((person) => person.email.endsWith('@acme.test'))).toBe(true);
      const demoRoute = await send('GET', '/page-info?route_id=1', undefined, bearer(acme));
      expect(demoRoute.statusCode).toBe(404);
    });
  },
  { modules: CORE_MODULES },
);
