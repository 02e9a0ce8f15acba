import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { OVERRIDE_TTL_MS } from './override';

interface Signed {
  token: string;
  remote: string;
  version: string;
  expires_at: string;
}

describeEachDatabase('delivery: per-browser override', (get) => {
  let admin: string;
  let sales: string;
  let superadmin: string;

  const post = async <T>(token: string, url: string, payload: object) => {
    const response = await get().app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload,
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  const create = (token: string, payload: object) =>
    post<Signed>(token, '/delivery/override', payload);
  const check = (token: string, override: string) =>
    post<Omit<Signed, 'token'>>(token, '/delivery/override/check', { token: override });

  beforeAll(async () => {
    const app = get().app;
    [admin, sales, superadmin] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'sales@demo.test'),
      login(app, 'superadmin@demo.test'),
    ]);
  });

  it('signs an override for an administrator, which the check then accepts', async () => {
    const signed = await create(admin, { remote: 'mf_auth', version: '0.1.0-8c0326c2d8' });
    expect(signed.status).toBe(200);
    expect(signed.data.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const checked = await check(admin, signed.data.token);
    expect(checked.status).toBe(200);
    expect(checked.data).toEqual({
      remote: 'mf_auth',
      version: '0.1.0-8c0326c2d8',
      expires_at: signed.data.expires_at,
    });
  });

  it('is for administrators only: anyone else gets a 403 and no override', async () => {
    const refused = await create(sales, { remote: 'mf_auth', version: '0.1.0-x' });
    expect(refused.status).toBe(403);
    expect(refused.data).toBeNull();
    const signed = await create(admin, { remote: 'mf_auth', version: '0.1.0-x' });
    expect((await check(sales, signed.data.token)).status).toBe(403);
  });

  it('refuses a tampered override, another administrator’s, and an expired one', async () => {
    const signed = await create(admin, { remote: 'mf_auth', version: '0.1.0-good' });
    const [payload, signature] = signed.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, version: '6.6.6-evil' })).toString(
      'base64url',
    );
    for (const token of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}`,
      `${payload}.${signature}.x`,
    ]) {
      const answer = await check(admin, token);
      expect(answer.status).toBe(400);
      expect(answer.info.errors).toEqual({
        token: ['The override is not valid for this browser.'],
      });
    }
    expect((await check(superadmin, signed.data.token)).status).toBe(400);

    get().clock.advance(OVERRIDE_TTL_MS);
    expect((await check(admin, signed.data.token)).status).toBe(400);
  });

  it('names the field of a bad request', async () => {
    const answer = await create(admin, { remote: 'mf_auth', version: '../../evil' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.info.errors ?? {})).toEqual(['version']);
  });
});
