import type { AuthLoginResult } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { WRONG_CODE } from './identity-sign-in';

const GOOGLE_USER = 'sales@demo.test';

describeEachDatabase('auth-extra', (get) => {
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => get().app.inject({ method, url, payload, headers });
  const form = (url: string, fields: Record<string, string>) =>
    get().app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const latest = async (recipient: string) =>
    (await get().ctx.outbox.list({ recipient, limit: 1 }))[0];

  async function linkGoogle(email: string): Promise<void> {
    const user = await get()
      .ctx.db.selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await get()
      .ctx.db.insertInto('oauth_links')
      .values({ user_id: user.id, provider_id: 'google.com', uid: `g-${user.id}` })
      .onConflict((oc) => oc.columns(['user_id', 'provider_id']).doNothing())
      .execute();
  }

  /** Runs the stand-in provider up to the redirect back to /login; returns that URL. */
  async function approve(email: string): Promise<URL> {
    const started = await inject('GET', '/auth/google/sign-in-url');
    expect(started.statusCode).toBe(200);
    const consent = new URL(body<{ url: string }>(started).data.url);
    const state = consent.searchParams.get('state')!;
    const page = await inject('GET', `/oauth/sign-in?state=${encodeURIComponent(state)}`);
    expect(page.body).toContain('Sign in with Google');
    // The post that ends on the shell must be allowed to redirect there.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://shell.test",
    );
    const named = await form('/oauth/sign-in', { state, decision: 'continue', email });
    expect(named.statusCode).toBe(303);
    const code = /code is (\d{6})/.exec((await latest(email)).body)![1];
    const approved = await form('/oauth/sign-in/code', { state, code });
    expect(approved.statusCode).toBe(302);
    return new URL(approved.headers.location as string);
  }

  describe('GET /auth/mfa/status', () => {
    it('says whether two-step verification is on, with a masked number', async () => {
      const token = await login(get().app, 'admin@demo.test');
      const off = await inject('GET', '/auth/mfa/status', undefined, bearer(token));
      expect(body(off).data).toEqual({ enrolled: false, phone_hint: null });
      await get()
        .ctx.db.updateTable('users')
        .set({ mfa_phone: '+61400000999' })
        .where('email', '=', 'admin@demo.test')
        .execute();
      const on = await inject('GET', '/auth/mfa/status', undefined, bearer(token));
      expect(body(on).data).toEqual({ enrolled: true, phone_hint: '***0999' });
      await get()
        .ctx.db.updateTable('users')
        .set({ mfa_phone: null })
        .where('email', '=', 'admin@demo.test')
        .execute();
    });

    it('needs a session', async () => {
      expect((await inject('GET', '/auth/mfa/status')).statusCode).toBe(401);
    });
  });

  describe('identity sign-in', () => {
    it('signs a linked user in with the approval code the provider returned', async () => {
      await linkGoogle(GOOGLE_USER);
      const back = await approve(GOOGLE_USER);
      expect(back.pathname).toBe('/login');
      expect(back.searchParams.get('provider')).toBe('google');
      const payload = {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        device_token: 'd',
      };
      const signedIn = await inject('POST', '/auth/check-oauth-linked-account', payload);
      expect(signedIn.statusCode).toBe(200);
      const user = body<AuthLoginResult>(signedIn).data.user!;
      expect(user.email).toBe(GOOGLE_USER);
      expect(user.token.length).toBeGreaterThan(32);
      expect(user.routes.length).toBeGreaterThan(0);

      const again = await inject('POST', '/auth/check-oauth-linked-account', payload);
      expect(again.statusCode).toBe(400);
      expect(body(again).info.code).toBe('invalid-credential');
    });

    it('answers the landing page’s first data with the session when asked, as a password sign-in does (ADR 259)', async () => {
      await linkGoogle('admin@demo.test');
      const back = await approve('admin@demo.test');
      const signedIn = await inject('POST', '/auth/check-oauth-linked-account', {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        with_landing: true,
        intended: '/_demo_/jobs',
      });
      expect(signedIn.statusCode).toBe(200);
      const { user, landing } = body<AuthLoginResult>(signedIn).data;
      expect(landing?.path).toBe('/_demo_/jobs');
      expect(landing?.query).toMatchObject({ route_id: 2, tabs_route_id: 3 });
      // The same data the new session gets by asking for it.
      const search = new URLSearchParams(
        Object.entries(landing!.query).map(([name, value]): [string, string] => [
          name,
          String(value),
        ]),
      );
      const alone = await inject('GET', `/landing-data?${search}`, undefined, bearer(user!.token));
      expect(landing?.data).toEqual(body(alone).data);

      // Not asked: no landing in the answer, as before.
      const again = await approve('admin@demo.test');
      const plain = await inject('POST', '/auth/check-oauth-linked-account', {
        code: again.searchParams.get('code'),
        state: again.searchParams.get('state'),
      });
      expect('landing' in body<AuthLoginResult>(plain).data).toBe(false);
    });

    it('asks for the phone code when the linked user has two-step verification', async () => {
      await linkGoogle('twostep@demo.test');
      const back = await approve('twostep@demo.test');
      const answer = await inject('POST', '/auth/check-oauth-linked-account', {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
      });
      const data = body<AuthLoginResult>(answer).data;
      expect(data.user).toBeNull();
      expect(data.mfa_required?.phone_hint).toBe('***0123');
    });

    it('sends no code to an address without a linked account, and shows the same page', async () => {
      const started = await inject('GET', '/auth/google/sign-in-url');
      const state = new URL(body<{ url: string }>(started).data.url).searchParams.get('state')!;
      const before = await latest('measurer@demo.test');
      const named = await form('/oauth/sign-in', {
        state,
        decision: 'continue',
        email: 'measurer@demo.test',
      });
      expect(named.statusCode).toBe(303);
      expect(await latest('measurer@demo.test')).toEqual(before);
      const wrong = await form('/oauth/sign-in/code', { state, code: '123456' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(WRONG_CODE.replace("'", '&#39;'));
    });

    it('compares at most 5 of 50 wrong e-mail codes sent at once, then refuses the right one', async () => {
      await linkGoogle('fitter@demo.test');
      const started = await inject('GET', '/auth/google/sign-in-url');
      const state = new URL(body<{ url: string }>(started).data.url).searchParams.get('state')!;
      await form('/oauth/sign-in', { state, decision: 'continue', email: 'fitter@demo.test' });
      const code = /code is (\d{6})/.exec((await latest('fitter@demo.test')).body)![1];
      const wrongCode = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => form('/oauth/sign-in/code', { state, code: wrongCode })),
      );
      const wrongPage = WRONG_CODE.replace("'", '&#39;');
      expect(answers.filter((answer) => answer.body.includes(wrongPage))).toHaveLength(5);
      const right = await form('/oauth/sign-in/code', { state, code });
      expect(right.statusCode).toBe(400);
      expect(right.body).not.toContain(wrongPage);
    });

    it('returns to /login with access_denied on Cancel', async () => {
      const started = await inject('GET', '/auth/google/sign-in-url');
      const state = new URL(body<{ url: string }>(started).data.url).searchParams.get('state')!;
      const cancelled = await form('/oauth/sign-in', { state, decision: 'cancel' });
      expect(cancelled.statusCode).toBe(302);
      const back = new URL(cancelled.headers.location as string);
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('code')).toBeNull();
    });

    it('refuses a made-up approval code and an unknown state', async () => {
      const answer = await inject('POST', '/auth/check-oauth-linked-account', {
        code: 'x',
        state: 'y',
      });
      expect(answer.statusCode).toBe(400);
      expect(body(answer).info.code).toBe('invalid-credential');
      expect((await inject('GET', '/oauth/sign-in?state=nope')).statusCode).toBe(400);
    });

    it('validates the request body', async () => {
      const answer = await inject('POST', '/auth/check-oauth-linked-account', { code: 'x' });
      expect(answer.statusCode).toBe(400);
    });
  });
});
