import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { body, describeEachDatabase } from './testing/create-test-app';
import { HttpError } from './core/http';
import type { ApiModule } from './core/module';

/** An answer over the 1 KB compression threshold, and one under it. */
const LARGE = { items: Array.from({ length: 200 }, (_, index) => `item ${index}`) };

const largeModule: ApiModule = {
  name: 'large',
  migrations: [],
  register(app) {
    app.get('/large', async () => ({ data: LARGE, info: { status: 200, response: 'success' } }));
  },
};

const boomModule: ApiModule = {
  name: 'boom',
  migrations: [],
  register(app) {
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/teapot', async () => {
      throw new HttpError(418, 'I am a teapot', { caption: 'Short and stout', code: 'teapot' });
    });
  },
};

describeEachDatabase('the response envelope', (get) => {
  it('answers with data and info, including the API and minimum client versions', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      data: { status: 'ok', hub_connections: 0 },
      info: { status: 200, response: 'success', version: '1.0.0', min_version: '0.0.0' },
    });
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      data: null,
      info: expect.objectContaining({
        status: 404,
        response: 'failed',
        message: 'Route GET /no/such/route not found',
      }),
    });
  });

  it('answers bad input with 400 and the errors per field', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const { info } = body(response);
    expect(info.status).toBe(400);
    expect(info.response).toBe('failed');
    expect(info.errors).toEqual({
      email: ['Please enter a valid e-mail address.'],
      password: ['This field is required.'],
    });
    expect(info.message).toBe('password: This field is required.');
  });

  it('refuses a JSON body over 1 MB with 413, before any handler runs', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response).info.response).toBe('failed');
  });

  it('refuses a JSON body that carries __proto__ or constructor.prototype with 400', async () => {
    for (const payload of [
      '{"email":"a@b.test","password":"secret123","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.test","password":"secret123","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await get().app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    }
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).info.response).toBe('failed');
  });

  it('allows the call layer headers from a local origin and refuses unknown origins', async () => {
    const preflight = await get().app.inject({
      method: 'OPTIONS',
      url: '/route-list',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,client-version,x-session-id,x-wholesale-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    // Credentials (the file-access cookie, ADR 142) only with the allowed origin named, never '*'.
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of [
      'authorization',
      'client-version',
      'x-session-id',
      'x-login-type',
      'x-wholesale-token',
    ]) {
      expect(allowed).toContain(header);
    }
    const foreign = await get().app.inject({
      method: 'OPTIONS',
      url: '/route-list',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the sign-in page’s bare OPTIONS as a preflight, for its origin only (ADR 268)', async () => {
    const bare = (origin: string) =>
      get().app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: { origin, 'content-type': 'application/json', 'client-version': '1.0.0+1' },
      });
    const local = await bare('http://localhost:3000');
    expect(local.statusCode).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(local.headers['access-control-max-age']).toBe('600');
    expect(String(local.headers['access-control-allow-methods'])).toContain('POST');
    const allowed = String(local.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'client-version', 'x-session-id', 'x-device-token']) {
      expect(allowed).toContain(header);
    }
    const foreign = await bare('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeEachDatabase(
  'compressed answers',
  (get) => {
    const fetchLarge = (encoding?: string) =>
      get().app.inject({
        method: 'GET',
        url: '/large',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    it('sends brotli, else gzip, to clients that accept it, and plain JSON otherwise', async () => {
      const brotli = await fetchLarge('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).data).toEqual(LARGE);
      const gzip = await fetchLarge('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data).toEqual(LARGE);
      const plain = await fetchLarge();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(body(plain).data).toEqual(LARGE);
    });

    it('leaves answers under 1 KB as they are', async () => {
      const small = await get().app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  },
  { modules: [largeModule], seed: false, permissions: { 'GET /large': { allow: ['public'] } } },
);

describeEachDatabase(
  'unexpected errors',
  (get) => {
    it('answers 500 without the cause, the stack or a secret', async () => {
      const response = await get().app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('at ');
      expect(body(response).info).toEqual(
        expect.objectContaining({
          status: 500,
          response: 'failed',
          message: 'An unexpected error occurred. Please try again or contact administration.',
        }),
      );
    });

    it('turns an HttpError into its status with caption and code', async () => {
      const response = await get().app.inject({ method: 'GET', url: '/teapot' });
      expect(response.statusCode).toBe(418);
      expect(body(response).info).toEqual(
        expect.objectContaining({
          message: 'I am a teapot',
          caption: 'Short and stout',
          code: 'teapot',
        }),
      );
    });
  },
  {
    modules: [boomModule],
    seed: false,
    permissions: { 'GET /boom': { allow: ['public'] }, 'GET /teapot': { allow: ['public'] } },
  },
);
