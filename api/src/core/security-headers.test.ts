import { bearer, body, describeCoreApp, login } from '../testing/create-test-app';
import { HSTS, SECURITY_HEADERS } from './security-headers';

describeCoreApp(
  'security headers',
  (get) => {
    it('sends nosniff, a referrer policy, no framing and a deny-all content policy on JSON', async () => {
      for (const url of ['/health', '/no-such-route']) {
        const response = await get().app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect([url, name, response.headers[name]]).toEqual([url, name, value]);
        }
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
      const token = await login(get().app, 'admin@demo.test');
      const me = await get().app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
      expect(body(me).info.status).toBe(200);
      expect(me.headers['content-security-policy']).toBe(
        SECURITY_HEADERS['content-security-policy'],
      );
    });

    it('adds HSTS when the request came over TLS through a trusted proxy', async () => {
      const response = await get().app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    });
  },
  { config: { trustProxy: 1 } },
);
