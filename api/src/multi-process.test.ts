import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from './app';
import { openDatabase } from './core/database';
import { relayChannel } from './core/hub-relay';
import { HubEvents } from './core/hub-events';
import {
  bearer,
  createTestApp,
  login,
  CORE_MODULES,
  type TestApp,
} from './testing/create-test-app';
import { connect } from './testing/hub-socket';
import { DEMO_PASSWORD } from './modules/core/seed-data';

/**
 * Two API processes on one PostgreSQL (issue 19): sessions, attempt counters and the realtime hub
 * work across them. A second app on the same schema stands in for the second process: it shares
 * nothing with the first but the database.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two API processes on one database [postgres]', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA = '';
  let baseB = '';

  beforeAll(async () => {
    a = await createTestApp('postgres', { modules: CORE_MODULES });
    b = await buildApp({
      logger: false,
      modules: CORE_MODULES,
      config: {
        mode: 'test',
        devRoutes: true,
        uploadDir: a.uploadDir,
        publicUrl: 'http://shell.test',
      },
      database: openDatabase({
        databaseUrl: a.databaseUrl,
        schema: a.schema,
        poolSize: 3,
      }),
      clock: a.clock,
    });
    for (const [app, set] of [
      [a.app, (url: string) => (baseA = url)],
      [b, (url: string) => (baseB = url)],
    ] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      set(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 120_000);

  const notify = async (app: FastifyInstance, token: string, email: string, message: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev/notify',
      headers: bearer(token),
      payload: { email, short_message: 'Across', message },
    });
    expect(response.statusCode).toBe(200);
  };

  it('a notification created through process A reaches a browser connected to process B', async () => {
    const admin = await login(a.app, 'admin@demo.test');
    // The session was made by A; B accepts it because sessions live in the database.
    const sales = await login(a.app, 'sales@demo.test');
    const onB = connect(baseB, `sessionId=tab-b&token=${sales}`);
    await onB.next('hub.connected');

    await notify(a.app, admin, 'sales@demo.test', 'made on A');
    const frame = await onB.next('notification.created');
    expect(frame.payload).toEqual(expect.objectContaining({ message: 'made on A' }));
    onB.socket.close();
  });

  it('a message too large for NOTIFY travels through the relay table', async () => {
    const admin = await login(b, 'admin@demo.test');
    const fitter = await login(b, 'fitter@demo.test');
    const onA = connect(baseA, `sessionId=tab-a&token=${fitter}`);
    await onA.next('hub.connected');

    // 4,000 characters (the route's limit is 5,000) but 12,000 bytes: over NOTIFY's 8,000.
    const long = `<p>${'€'.repeat(4_000)}</p>`;
    await notify(b, admin, 'fitter@demo.test', long);
    const frame = await onA.next('notification.created');
    expect((frame.payload as { message: string }).message).toBe(long);
    onA.socket.close();
  });

  it('each socket gets a message once, whichever process it is on', async () => {
    const admin = await login(a.app, 'admin@demo.test');
    const measurer = await login(a.app, 'measurer@demo.test');
    const onA = connect(baseA, `sessionId=tab-1&token=${measurer}`);
    const onB = connect(baseB, `sessionId=tab-2&token=${measurer}`);
    await Promise.all([onA.next('hub.connected'), onB.next('hub.connected')]);

    await notify(a.app, admin, 'measurer@demo.test', 'first');
    await notify(a.app, admin, 'measurer@demo.test', 'second');
    for (const socket of [onA, onB]) {
      const messages = [
        await socket.next('notification.created'),
        await socket.next('notification.created'),
      ];
      expect(messages.map((frame) => frame.payload.message)).toEqual(['first', 'second']);
      expect(socket.frames.filter((frame) => frame.event === 'notification.created')).toEqual([]);
    }
    onA.socket.close();
    onB.socket.close();
  });

  it('messages A publishes together reach B in one batch, in order, each with its own id', async () => {
    const measurer = await login(a.app, 'measurer@demo.test');
    const onB = connect(baseB, `sessionId=tab-batch&token=${measurer}`);
    await onB.next('hub.connected');
    const userId = (
      await a.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'measurer@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    for (const n of [1, 2, 3, 4]) a.ctx.hub.publishToUser(userId, 'batch.across', { n });
    await a.ctx.hub.settled();
    const frames = [];
    for (let k = 0; k < 4; k += 1) frames.push(await onB.next('batch.across'));
    expect(frames.map((frame) => frame.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    const ids = frames.map((frame) => (frame as { id?: number }).id!);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(4);
    onB.socket.close();
  });

  it('a client away while A published catches up when it reconnects to B (ADR 200)', async () => {
    const admin = await login(a.app, 'admin@demo.test');
    const sales = await login(a.app, 'sales@demo.test');
    const onA = connect(baseA, `sessionId=tab-away&token=${sales}`);
    await onA.next('hub.connected');
    await notify(a.app, admin, 'sales@demo.test', 'before');
    const seen = (await onA.next('notification.created')) as { id?: number };
    onA.socket.close();
    await onA.closed;

    await notify(a.app, admin, 'sales@demo.test', 'away 1');
    await notify(a.app, admin, 'fitter@demo.test', 'someone else');
    a.ctx.hub.publishToOrganisation(2, 'org.event', { who: 'acme' });
    await notify(a.app, admin, 'sales@demo.test', 'away 2');
    await a.ctx.hub.settled();

    const onB = connect(baseB, `sessionId=tab-away&token=${sales}&lastEventId=${seen.id}`);
    await onB.next('hub.connected');
    const caught = [await onB.next('notification.created'), await onB.next('notification.created')];
    expect(caught.map((frame) => frame.payload.message)).toEqual(['away 1', 'away 2']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onB.frames).toEqual([]);
    onB.socket.close();
  });

  it('signing out through process A closes the socket the session holds on process B', async () => {
    const token = await login(a.app, 'sales@demo.test');
    const onB = connect(baseB, `sessionId=tab-out&token=${token}`);
    await onB.next('hub.connected');
    await a.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect(await onB.closed).toBe(4401);
  });

  it('a write through A is read back through B at once, whatever B kept (ADR 194)', async () => {
    const admin = await login(a.app, 'admin@demo.test');
    const sales = await login(a.app, 'sales@demo.test');
    const newestOnB = async () => {
      const response = await b.inject({
        method: 'GET',
        url: '/notifications?popup_only=true',
        headers: bearer(sales),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: Array<{ message: string }> }).data[0]?.message;
    };
    expect(b.ctx.tableChanges.live).toBe(true);
    for (let round = 1; round <= 25; round++) {
      await newestOnB(); // B keeps the list it answered
      await notify(a.app, admin, 'sales@demo.test', `round ${round}`);
      expect(await newestOnB()).toBe(`round ${round}`);
    }
  });

  it('a session signed out through A is refused by B at its next call, though B kept it', async () => {
    const token = await login(a.app, 'measurer@demo.test');
    const routeListOnB = () =>
      b.inject({ method: 'POST', url: '/route-list', payload: {}, headers: bearer(token) });
    expect((await routeListOnB()).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect((await routeListOnB()).statusCode).toBe(401);
  });

  it('counts attempts together: a limit reached through A holds on B', async () => {
    const rule = { max: 3, windowMs: 60_000 };
    await a.ctx.limits.consume('shared', rule);
    await b.ctx.limits.consume('shared', rule);
    await a.ctx.limits.consume('shared', rule);
    await expect(b.ctx.limits.consume('shared', rule)).rejects.toMatchObject({ status: 429 });
    await expect(a.ctx.limits.consume('shared', rule)).rejects.toMatchObject({ status: 429 });
  });

  it('checks at most 6 of 40 wrong passwords sent at once through both processes', async () => {
    const email = 'measurer@demo.test';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? a.app : b).inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email, password: `wrong-${index}` },
          remoteAddress: `10.8.0.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
  }, 60_000);

  it('compares at most 5 of 100 wrong phone codes sent at once through both processes', async () => {
    const signIn = await a.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'twostep@demo.test', password: DEMO_PASSWORD },
    });
    const session = (signIn.json() as { data: { mfa_required: { session: string } } }).data
      .mfa_required.session;
    const [sms] = await a.ctx.outbox.list({ recipient: '+61400000123', limit: 1 });
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? a.app : b).inject({
          method: 'POST',
          url: '/firebase-login-session',
          payload: { session, code: wrong },
        }),
      ),
    );
    const compared = answers.filter(
      (response) =>
        (response.json() as { info: { message?: string } }).info.message ===
        'Please enter a valid verification code',
    );
    expect(compared).toHaveLength(5);
    const right = await b.inject({
      method: 'POST',
      url: '/firebase-login-session',
      payload: { session, code },
    });
    expect(right.statusCode).toBe(400);
  });

  it('hub messages are numbered and committed in id order across processes', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let pending: number | null = null;
    // Process A has numbered a message and not yet committed it; process B numbers the next one.
    const onA = new HubEvents(a.ctx.db, a.clock, async (id) => {
      pending = id;
      await held;
    });
    const onB = new HubEvents(a.ctx.db, a.clock);
    const call = { to: 'user', id: 1, message: { event: 'order.test', payload: {} } } as const;
    const first = onA.append(call);
    for (let turn = 0; turn < 200 && pending === null; turn++) await tick();
    expect(pending).not.toBeNull();
    let second: number | null = null;
    const numbering = onB.append(call).then((id) => (second = id));
    for (let turn = 0; turn < 30 && second === null; turn++) await tick();
    // B's message may not commit (and be replayed as "after n") before A's lower one.
    const committedBeforeA = second !== null;
    release();
    const firstId = await first;
    await numbering;
    expect(committedBeforeA).toBe(false);
    expect(second).toBeGreaterThan(firstId);
  });

  /** A third process's pool on A's database, its connections named `name`. */
  const namedPool = (name: string, poolSize: number) =>
    openDatabase({ databaseUrl: a.databaseUrl, schema: a.schema, poolSize, applicationName: name });

  it('a process opens its whole pool before it takes requests (ADR 218)', async () => {
    const name = `warm-${a.schema}`;
    const handle = namedPool(name, 4);
    const connected = async () => {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity where application_name = ${name}`.execute(
        a.ctx.db,
      );
      return Number(rows[0].count);
    };
    try {
      expect(await connected()).toBe(0);
      await handle.warm?.();
      expect(await connected()).toBe(4);
    } finally {
      await handle.close();
    }
  });

  it('a pooled connection the server ends while idle is dropped, and the next query opens another', async () => {
    const name = `ended-${a.schema}`;
    const handle = namedPool(name, 2);
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await handle.warm?.();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where application_name = ${name}`.execute(a.ctx.db);
      // Each ended connection is reported when its socket closes.
      for (let tries = 0; reported.mock.calls.length < 2 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(reported).toHaveBeenCalledTimes(2);
      expect(String(reported.mock.calls[0][0])).toContain(
        'an idle connection ended and was dropped',
      );
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      reported.mockRestore();
      await handle.close();
    }
  });

  it('listens on a channel of its own schema, so other schemas never hear it', () => {
    expect(relayChannel(a.schema ?? '')).toBe(`hub_${a.schema}`);
    expect(relayChannel('x-y.z')).toBe('hub_x_y_z');
  });
});
