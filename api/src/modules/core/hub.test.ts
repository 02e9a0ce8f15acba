import type { AddressInfo } from 'node:net';
import { bearer, body, describeCoreApp, login } from '../../testing/create-test-app';
import { connect } from '../../testing/hub-socket';
import { readDevOutbox, requestPasswordReset } from '../auth/test-support';

describeCoreApp('realtime hub and development pages', (get) => {
  let base = '';
  beforeAll(async () => {
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(get().app.server.address() as AddressInfo).port}`;
  });

  it('refuses a connection without a live session token', async () => {
    const anonymous = connect(base, 'sessionId=abc');
    expect(await anonymous.refused).toBe(401);
    const forged = connect(base, `sessionId=abc&token=${'x'.repeat(43)}`);
    expect(await forged.refused).toBe(401);
  });

  it('pushes notification.created to the user the notification is for, and only to them', async () => {
    const salesToken = await login(get().app, 'sales@demo.test');
    const adminToken = await login(get().app, 'admin@demo.test');
    const sales = connect(base, `sessionId=tab-1&token=${salesToken}`);
    const admin = connect(base, `sessionId=tab-2&token=${adminToken}`);
    expect((await sales.next('hub.connected')).payload).toEqual({ user_id: 2 });
    await admin.next('hub.connected');

    const sent = await get().app.inject({
      method: 'POST',
      url: '/dev/notify',
      headers: bearer(adminToken),
      payload: {
        email: 'sales@demo.test',
        short_message: 'Live one',
        message: 'It <b>arrived</b>',
        path: '/_demo_/jobs',
      },
    });
    expect(sent.statusCode).toBe(200);
    const frame = await sales.next('notification.created');
    expect(frame.payload).toEqual(
      expect.objectContaining({
        short_message: 'Live one',
        status_id: 1,
        path: '/_demo_/jobs',
        sent_at_relative: 'just now',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(admin.frames.filter((candidate) => candidate.event === 'notification.created')).toEqual(
      [],
    );

    const popup = await get().app.inject({
      method: 'GET',
      url: '/notifications?popup_only=true',
      headers: bearer(salesToken),
    });
    expect(body<Array<{ short_message: string }>>(popup).data[0].short_message).toBe('Live one');
    admin.socket.close();
    sales.socket.close();
  });

  it('closes the socket of a session that signs out', async () => {
    const token = await login(get().app, 'measurer@demo.test');
    const hub = connect(base, `sessionId=tab-3&token=${token}`);
    await hub.next('hub.connected');
    await get().app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect(await hub.closed).toBe(4401);
  });

  it('lists the outbox as a page and as JSON filtered by recipient', async () => {
    await requestPasswordReset(get(), 'fitter@demo.test');
    const admin = bearer(await login(get().app, 'admin@demo.test'));
    const json = await readDevOutbox(get(), admin, 'FITTER@demo.test');
    const messages = body<Array<{ recipient: string; body: string; channel: string }>>(json).data;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.recipient === 'fitter@demo.test')).toBe(true);
    expect(messages[0].body).toContain('/authActions?mode=resetPassword&oobCode=');

    const page = await get().app.inject({ method: 'GET', url: '/dev/outbox', headers: admin });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Outbox</h1>');
    expect(page.body).toMatch(
      /<a href="http:\/\/shell\.test\/authActions\?mode=resetPassword&amp;oobCode=/,
    );
  });

  it('answers /dev/notify for an unknown address with 404', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/dev/notify',
      headers: bearer(await login(get().app, 'admin@demo.test')),
      payload: { email: 'ghost@demo.test', short_message: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describeCoreApp(
  'production mode',
  (get) => {
    it('has no development pages', async () => {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        expect((await get().app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const notify = await get().app.inject({
        method: 'POST',
        url: '/dev/notify',
        payload: { email: 'a@b.c', short_message: 'x' },
      });
      expect(notify.statusCode).toBe(404);
    });
  },
  { seed: false, config: { mode: 'production', devRoutes: false } },
);
