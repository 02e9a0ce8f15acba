import type { AuthLoginResult, RouteListResponse, User } from '@platform/shared/contracts';
import { bearer, body, callAs, describeCoreApp, login } from '../../testing/create-test-app';
import { DEMO_PASSWORD } from '../core/seed-data';
import { SESSION_POLICY } from '../../core/sessions';
import { poster } from './test-support';

type LoginAnswer = AuthLoginResult;

describeCoreApp('sign-in', (get) => {
  const post = poster(get);

  it('signs the administrator in with user, token, routes, menu and notifications', async () => {
    const response = await post('/auth/login', {
      email: 'Admin@Demo.test',
      password: DEMO_PASSWORD,
      device_token: 'd1',
      device_type: 'web',
      firebase_server_side: false,
    });
    expect(response.statusCode).toBe(200);
    const { data } = body<LoginAnswer>(response);
    expect(data.register_firebase).toBe(false);
    expect(data.firebase_force_migrate).toBe(false);
    expect(data.firebase_server_side).toBe(false);
    const user = data.user as NonNullable<LoginAnswer['user']>;
    expect(user).toEqual(
      expect.objectContaining({
        user_id: 1,
        id: 1,
        name: 'Ada Administrator',
        organisation_id: 1,
        organisation_short_code: 'demo',
        email: 'admin@demo.test',
        staff_role_id: 1,
        user_role_ids: '1',
        user_type_id: 1,
        is_email_verified: true,
        firebase_user_id: 'demo-uid-1',
        oauth_providers: [],
        timezone: 'Australia/Sydney',
        google_auth: false,
        google_client_id: 'local-identity.apps.platform.test',
      }),
    );
    expect(user.token.length).toBeGreaterThan(32);
    expect(user.routes.map((route) => route.path)).toContain('/_demo_/dashboard');
    expect(user.routes.find((route) => route.path === '/_demo_/jobs/:id')).toEqual(
      expect.objectContaining({
        return_path: '/_demo_/jobs',
        sort: 0,
        multi_view_id: 3,
        has_tabs: true,
      }),
    );
    const sales = user.menu_items.find((item) => item.name === 'Sales');
    expect(sales?.parent_id).toBeNull();
    expect(
      user.menu_items.filter((item) => item.parent_id === sales?.id).map((item) => item.name),
    ).toEqual(['Customers', 'Quotes', 'Costing']);
    expect(user.notifications).toHaveLength(10);
    expect(user.notifications_count).toBe(10);
    expect(JSON.stringify(data)).not.toContain('password_hash');
  });

  it('gives each user only the routes of their role', async () => {
    const sales = await post('/auth/login', {
      email: 'sales@demo.test',
      password: DEMO_PASSWORD,
    });
    const salesPaths = body<LoginAnswer>(sales).data.user?.routes.map((route) => route.path) ?? [];
    expect(salesPaths).toContain('/_demo_/quotes');
    expect(salesPaths).not.toContain('/_demo_/suppliers');
    expect(salesPaths).not.toContain('/_demo_/settings');
    const menu = body<LoginAnswer>(sales).data.user?.menu_items.map((item) => item.name) ?? [];
    expect(menu).not.toContain('Suppliers');
    expect(menu).toContain('Operations');

    const wall = await post('/auth/login', {
      email: 'dashboard@demo.test',
      password: DEMO_PASSWORD,
    });
    const wallUser = body<LoginAnswer>(wall).data.user;
    expect(wallUser?.user_type_id).toBe(4);
    expect(wallUser?.routes.map((route) => route.path)).toEqual(['/_demo_/dashboard']);
  });

  it('refuses a wrong password and an unknown address with the same invalid-credential answer', async () => {
    const wrong = await post('/auth/login', { email: 'sales@demo.test', password: 'nope-nope' });
    const unknown = await post('/auth/login', {
      email: 'ghost@demo.test',
      password: 'nope-nope',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(body(response).info).toEqual(
        expect.objectContaining({
          code: 'invalid-credential',
          message: 'The e-mail address or password is incorrect.',
          response: 'failed',
        }),
      );
    }
  });

  it('does not open a session for an unverified e-mail address', async () => {
    const response = await post('/auth/login', {
      email: 'unverified@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const envelope = body<LoginAnswer>(response);
    expect(envelope.data.user).toBeNull();
    expect(envelope.data.email_unverified).toBe(true);
    expect(envelope.info.message).toBe('Please verify your email!');
  });

  it('holds back a forced password migration even with force_old_login', async () => {
    const response = await post('/auth/login', {
      email: 'legacy@demo.test',
      password: DEMO_PASSWORD,
      force_old_login: true,
    });
    const envelope = body<LoginAnswer>(response);
    expect(envelope.data).toEqual(
      expect.objectContaining({
        user: null,
        register_firebase: true,
        firebase_force_migrate: true,
        password_migration: { forced: true },
      }),
    );
    expect(envelope.info.message).toBe(
      "You're password needs to be updated. Please reset your password.",
    );
  });

  it("lets an optional migration wait ('Do it later') with force_old_login", async () => {
    const first = body<LoginAnswer>(
      await post('/auth/login', { email: 'legacy-optional@demo.test', password: DEMO_PASSWORD }),
    );
    expect(first.data.user).toBeNull();
    expect(first.data.firebase_force_migrate).toBe(false);
    const later = body<LoginAnswer>(
      await post('/auth/login', {
        email: 'legacy-optional@demo.test',
        password: DEMO_PASSWORD,
        force_old_login: true,
      }),
    );
    expect(later.data.user?.email).toBe('legacy-optional@demo.test');
  });

  it('resumes a session with POST /login_token and answers 401 for an unknown token', async () => {
    const token = await login(get().app, 'measurer@demo.test');
    const resumed = await post('/login_token', { token });
    expect(resumed.statusCode).toBe(200);
    const user = body<User & RouteListResponse>(resumed).data;
    expect(user.email).toBe('measurer@demo.test');
    expect(user.token).toBe(token);
    expect(user.routes.length).toBeGreaterThan(0);
    const unknown = await post('/login_token', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers POST /route-list for the token in the body or the bearer header', async () => {
    const token = await login(get().app, 'sales@demo.test');
    for (const response of [
      await post('/route-list', { token }),
      await post('/route-list', {}, bearer(token)),
    ]) {
      expect(response.statusCode).toBe(200);
      const data = body<RouteListResponse>(response).data;
      expect(Object.keys(data).sort()).toEqual(
        [
          'google_auth',
          'google_client_id',
          'menu_items',
          'notifications',
          'notifications_count',
          'routes',
        ].sort(),
      );
    }
    expect((await post('/route-list', {})).statusCode).toBe(401);
  });

  it('tells with POST /check-email whether an address has an account', async () => {
    const known = await post('/check-email', { email: 'sales@demo.test' });
    expect(body(known).data).toEqual({ email: 'sales@demo.test', registered: true });
    const unknown = await post('/check-email', { email: 'nobody@demo.test' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).info.message).toBe('No account is registered with this e-mail address.');
  });

  it('lets one address ask /check-email only 10 times an hour', async () => {
    const ask = (index: number) =>
      post('/check-email', { email: `someone${index}@demo.test` }, {}, '10.9.6.1');
    for (let index = 1; index <= 10; index += 1) expect((await ask(index)).statusCode).toBe(404);
    const refused = await ask(11);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).info.code).toBe('too-many-requests');
    expect(
      (await post('/check-email', { email: 'sales@demo.test' }, {}, '10.9.6.2')).statusCode,
    ).toBe(200);
  });

  it('revokes the token on POST /auth/logout and POST /logout', async () => {
    for (const path of ['/auth/logout', '/logout']) {
      const token = await login(get().app, 'sales@demo.test');
      expect(
        (await get().app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      const out = await post(path, { firebase_server_side: true }, bearer(token));
      expect(out.statusCode).toBe(200);
      const after = await callAs(get().app, token, 'GET', '/auth/me');
      expect(after.statusCode).toBe(401);
      expect(body(after).info.message).toBe('Session timed out: please login again.');
    }
  });

  it('accepts a logout without a body', async () => {
    const token = await login(get().app, 'sales@demo.test');
    const out = await callAs(get().app, token, 'POST', '/logout');
    expect(out.statusCode).toBe(200);
    expect((await post('/login_token', { token })).statusCode).toBe(401);
  });

  it('expires a session after the idle time and after the absolute lifetime', async () => {
    const { app, clock } = get();
    const idle = await login(app, 'measurer@demo.test');
    clock.advance(SESSION_POLICY.idleMs + 1000);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(idle) })).statusCode,
    ).toBe(401);

    const busy = await login(app, 'measurer@demo.test');
    for (let hours = 0; hours < 7 * 24; hours += 6) {
      clock.advance(6 * 60 * 60_000);
      const status = (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(busy) }))
        .statusCode;
      if (hours + 6 < 7 * 24) expect(status).toBe(200);
      else expect(status).toBe(401);
    }
  });
});
