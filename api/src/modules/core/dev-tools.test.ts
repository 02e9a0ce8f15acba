import { loadConfig } from '../../core/config';
import { bearer, body, describeCoreApp, login } from '../../testing/create-test-app';
import { isLoopback } from './dev-routes';
import { readDevOutbox, requestPasswordReset } from '../auth/test-support';

/** The API's environment as `npm start` gives it (scripts/serve-all.mjs, environment local). */
const NPM_START_ENV = {
  PORT: '4000',
  HOST: '127.0.0.1',
  SEED: '1',
  PUBLIC_URL: 'http://localhost:3000',
  CORS_ORIGINS: 'http://localhost:3000,http://localhost:3001',
};

const DEV_REQUESTS = [
  { method: 'GET' as const, url: '/dev/outbox' },
  { method: 'GET' as const, url: '/dev/outbox.json' },
  { method: 'GET' as const, url: '/dev/outbox.json?recipient=admin@demo.test' },
  {
    method: 'POST' as const,
    url: '/dev/notify',
    payload: { email: 'admin@demo.test', short_message: 'x' },
  },
];

describe('development tools are off unless asked for', () => {
  it('are off in the run `npm start` makes, and in production even when asked for', () => {
    expect(loadConfig(NPM_START_ENV).devRoutes).toBe(false);
    expect(loadConfig({ ...NPM_START_ENV, API_DEV_TOOLS: '1' }).devRoutes).toBe(true);
    expect(
      loadConfig({ ...NPM_START_ENV, API_DEV_TOOLS: '1', NODE_ENV: 'production' }).devRoutes,
    ).toBe(false);
  });

  it('count only the socket address as this machine', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', '', undefined].some(isLoopback)).toBe(
      false,
    );
  });
});

describeCoreApp(
  'the API as `npm start` runs it',
  (get) => {
    it('answers 404 on every development path, even to an administrator', async () => {
      const admin = bearer(await login(get().app, 'admin@demo.test'));
      for (const request of DEV_REQUESTS) {
        for (const headers of [{}, admin]) {
          const response = await get().app.inject({ ...request, headers });
          expect([request.url, response.statusCode]).toEqual([request.url, 404]);
        }
      }
    });
  },
  { config: { devRoutes: loadConfig(NPM_START_ENV).devRoutes } },
);

describeCoreApp(
  'development tools when turned on (API_DEV_TOOLS=1)',
  (get) => {
    it('refuse a request without a session, and a staff member who is not an administrator', async () => {
      const fitter = bearer(await login(get().app, 'fitter@demo.test'));
      for (const request of DEV_REQUESTS) {
        expect((await get().app.inject(request)).statusCode).toBe(401);
        expect((await get().app.inject({ ...request, headers: fitter })).statusCode).toBe(403);
      }
    });

    it('refuse a request from another machine, even with an administrator session', async () => {
      const admin = bearer(await login(get().app, 'admin@demo.test'));
      for (const request of DEV_REQUESTS) {
        const response = await get().app.inject({
          ...request,
          headers: admin,
          remoteAddress: '10.0.0.5',
        });
        expect(response.statusCode).toBe(404);
      }
    });

    it('show an administrator on this machine the outbox', async () => {
      await requestPasswordReset(get(), 'sales@demo.test');
      const admin = bearer(await login(get().app, 'admin@demo.test'));
      const response = await readDevOutbox(get(), admin, 'sales@demo.test');
      expect(response.statusCode).toBe(200);
      expect(body<Array<{ body: string }>>(response).data[0].body).toContain('mode=resetPassword');
    });

    it("show an administrator only their own organisation's outbox and notify only its users (issue 36)", async () => {
      await requestPasswordReset(get(), 'measurer@demo.test');
      const demo = bearer(await login(get().app, 'admin@demo.test'));
      const acme = bearer(await login(get().app, 'admin@acme.test'));
      const read = async (headers: Record<string, string>, url: string) =>
        body<Array<{ recipient: string }>>(await get().app.inject({ method: 'GET', url, headers }))
          .data;
      const url = '/dev/outbox.json?recipient=measurer@demo.test';
      expect((await read(demo, url)).map((message) => message.recipient)).toContain(
        'measurer@demo.test',
      );
      expect(await read(acme, url)).toEqual([]);
      expect(
        (await read(acme, '/dev/outbox.json?limit=500')).filter((message) =>
          message.recipient.endsWith('@demo.test'),
        ),
      ).toEqual([]);
      const page = await get().app.inject({ method: 'GET', url: '/dev/outbox', headers: acme });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('measurer@demo.test');

      const notify = (headers: Record<string, string>, email: string) =>
        get().app.inject({
          method: 'POST',
          url: '/dev/notify',
          headers,
          payload: { email, short_message: 'Hello' },
        });
      const across = await notify(acme, 'measurer@demo.test');
      expect(across.statusCode).toBe(404);
      expect(body(across).info.message).toBe('No user with this e-mail address.');
      expect((await notify(acme, 'sales@acme.test')).statusCode).toBe(200);
      expect((await notify(demo, 'measurer@demo.test')).statusCode).toBe(200);
    });
  },
  { config: { devRoutes: true } },
);
