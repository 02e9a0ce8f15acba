import { envelope, loginAnswerForTest } from '../testing';
import { STORAGE_KEYS, sessionStore } from '../session';
import { createHarness, goTo } from './testHarness';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo('/');
});

const routes = {
  'GET /page-info': { body: envelope({}) },
  'POST /timelog/state': { body: envelope({}) },
  'GET /wholesale/orders': { body: envelope([]) },
};

describe('headers on every call', () => {
  it('sends Client-Version as the version plus the build number', async () => {
    const { client, fake } = createHarness(routes);
    await client.get('/page-info');
    expect(fake.calls[0].headers['Client-Version']).toBe('2.3.0+45');
  });

  it('sends the page address as x-session-url', async () => {
    goTo('/_acme_/quotes?tab=3');
    const { client, fake } = createHarness(routes);
    await client.get('/page-info');
    expect(fake.calls[0].headers['x-session-url']).toBe('/_acme_/quotes?tab=3');
  });

  it('sends one random x-session-id per browser session, kept in sessionStorage', async () => {
    const { client, fake } = createHarness(routes);
    await client.get('/page-info', { reuseSeconds: 0 });
    await client.get('/page-info', { reuseSeconds: 0 });
    const [first, second] = fake.calls.map((call) => call.headers['x-session-id']);
    expect(first).toMatch(/\S{16,}/);
    expect(second).toBe(first);
    expect(sessionStore.get(STORAGE_KEYS.sessionId)).toBe(first);
  });

  it('sends cookies across origins only for a call that asks to', async () => {
    const { client, fake } = createHarness({
      ...routes,
      'POST /files/access': { body: envelope({}) },
    });
    await client.post('/files/access', {}, { credentials: 'include' });
    await client.get('/page-info');
    expect(fake.calls.map((call) => call.credentials)).toEqual(['include', undefined]);
  });

  it('sends the bearer token, user and organisation of the session', async () => {
    const { client, fake, session } = createHarness(routes);
    session.signIn(loginAnswerForTest({ user_id: 77, organisation_id: 12 }, { token: 'abc' }));
    await client.get('/page-info');
    const headers = fake.calls[0].headers;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['x-user-id']).toBe('77');
    expect(headers['x-organisation-id']).toBe('12');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { client, fake } = createHarness(routes);
    await client.get('/page-info');
    expect(fake.calls[0].headers.Authorization).toBeUndefined();
    expect(fake.calls[0].headers['x-login-type']).toBe('0');
  });

  it.each([
    [32, '0'],
    [33, '1'],
  ])('sends x-login-type for a token of %i characters as %s', async (length, expected) => {
    const { client, fake, session } = createHarness(routes);
    session.setOverrideToken('t'.repeat(length));
    await client.get('/page-info');
    expect(fake.calls[0].headers['x-login-type']).toBe(expected);
  });

  it("sends the token link's token (the override token) before the session token", async () => {
    const { client, fake, session } = createHarness(routes);
    session.token = 'session-token';
    session.setOverrideToken('from-link');
    await client.get('/page-info');
    expect(fake.calls[0].headers.Authorization).toBe('Bearer from-link');
  });

  it('never reads a token left in the address: a stale link cannot sign the user out again', async () => {
    goTo('/_acme_/jobs?token=stale-link');
    const { client, fake, session } = createHarness(routes);
    session.setOverrideToken(null);
    session.token = 'session-token';
    await client.get('/page-info');
    expect(fake.calls[0].headers.Authorization).toBe('Bearer session-token');
  });

  it('sends the web device headers, with a device token that stays the same', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    });
    const { client, fake } = createHarness(routes);
    await client.post('/timelog/state', { type: 'working' });
    await client.post('/timelog/state', { type: 'stop' });
    const [first, second] = fake.calls.map((call) => call.headers);
    expect(first['x-device-type']).toBe('web');
    expect(first['x-device-model']).toBe('Chrome on Windows');
    expect(first['x-device-token']).toBeTruthy();
    expect(second['x-device-token']).toBe(first['x-device-token']);
  });

  it('takes the device headers from getDeviceInfo when configured', async () => {
    const { client, fake } = createHarness(routes, {
      getDeviceInfo: () => ({
        device_token: 'push-1',
        device_type: 'android',
        device_model: 'Pixel 8',
      }),
    });
    await client.get('/page-info');
    expect(fake.calls[0].headers).toMatchObject({
      'x-device-token': 'push-1',
      'x-device-type': 'android',
      'x-device-model': 'Pixel 8',
    });
  });
});

describe('wholesale customer token', () => {
  it('replaces the bearer token on public wholesale pages when there is no staff token', async () => {
    goTo('/public/wholesale?key=abc');
    const { client, fake, session } = createHarness(routes);
    session.setWholesaleSession({ token: 'customer-token', customerId: 31 });
    await client.get('/wholesale/orders');
    expect(fake.calls[0].headers).toMatchObject({
      Authorization: 'Bearer customer-token',
      'x-wholesale-token': 'customer-token',
      'x-customer-id': '31',
    });
  });

  it('keeps the staff bearer token and adds the wholesale token when both exist', async () => {
    goTo('/public/wholesale/5/details');
    const { client, fake, session } = createHarness(routes);
    session.token = 'staff-token';
    session.setWholesaleSession({ token: 'customer-token', customerId: 31 });
    await client.get('/wholesale/orders');
    expect(fake.calls[0].headers.Authorization).toBe('Bearer staff-token');
    expect(fake.calls[0].headers['x-wholesale-token']).toBe('customer-token');
  });

  it('is not sent outside the public wholesale pages', async () => {
    goTo('/_acme_/orders');
    const { client, fake, session } = createHarness(routes);
    session.setWholesaleSession({ token: 'customer-token', customerId: 31 });
    await client.get('/wholesale/orders');
    expect(fake.calls[0].headers['x-wholesale-token']).toBeUndefined();
    expect(fake.calls[0].headers.Authorization).toBeUndefined();
  });
});

describe('where the payload goes', () => {
  it('puts GET parameters in the query string, objects JSON-encoded', async () => {
    const { client, fake } = createHarness({ 'GET /staff/all': { body: envelope([]) } });
    const pagination = {
      page_number: 1,
      page_size: 20,
      sort_by: 'name_first',
      sort_direction: 'asc',
    };
    await client.get('/staff/all', { params: { search: 'an na', pagination_object: pagination } });
    const call = fake.calls[0];
    expect(call.url.startsWith('http://api.test/staff/all?')).toBe(true);
    expect(call.query.get('search')).toBe('an na');
    expect(JSON.parse(call.query.get('pagination_object') ?? '')).toEqual(pagination);
    expect(call.body).toBeUndefined();
  });

  it('puts the payload of other methods in a JSON body', async () => {
    const { client, fake } = createHarness(routes);
    await client.post('/timelog/state', { type: 'break', reason: 'smoko' });
    const call = fake.calls[0];
    expect(call.body).toEqual({ type: 'break', reason: 'smoko' });
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.url).toBe('http://api.test/timelog/state');
  });

  it('sends multipart form data as it is, letting the browser set its content type', async () => {
    const { client, fake } = createHarness({ 'POST /upload': { body: envelope({ files: [] }) } });
    const form = new FormData();
    form.append('directory', '10/4');
    await client.post('/upload', undefined, { formData: form });
    expect(fake.calls[0].body).toBe(form);
    expect(fake.calls[0].headers['Content-Type']).toBeUndefined();
  });
});

describe('the browser’s permission asked ahead of a call (ADR 268)', () => {
  it('sends a bare OPTIONS to a cross-origin API, with the headers the call will send', async () => {
    const { client, fake, notifications } = createHarness({
      'OPTIONS /auth/login': { status: 204, body: '' },
    });
    expect(await client.preflight('POST', '/auth/login')).toBe(true);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.method).toBe('OPTIONS');
    expect(call.url).toBe('http://api.test/auth/login');
    expect(call.body).toBeUndefined();
    // The headers the browser must be allowed to send: those of the sign-in call itself.
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers['Client-Version']).toBe('2.3.0+45');
    expect(call.headers['x-session-id']).toMatch(/\S{16,}/);
    expect(notifications.toasts).toHaveLength(0);
  });

  it('sends nothing when the API is on the page’s own origin', async () => {
    for (const baseUrl of [window.location.origin, '']) {
      const { client, fake } = createHarness({}, { baseUrl });
      expect(await client.preflight('POST', '/auth/login')).toBe(false);
      expect(fake.calls).toHaveLength(0);
    }
  });

  it('says no, and nothing more, when the network fails', async () => {
    const { client, notifications } = createHarness({
      'OPTIONS /auth/login': { networkError: true },
    });
    expect(await client.preflight('POST', '/auth/login')).toBe(false);
    expect(notifications.toasts).toHaveLength(0);
  });
});
