import type { AddressInfo } from 'node:net';
import { bearer, describeCoreApp, login } from '../testing/create-test-app';
import { connect, type Frame } from '../testing/hub-socket';
import { HUB_REPLAY_MINUTES } from './hub-events';

/** Catching up after a reconnect (ADR 200): numbered hub messages, replayed from the database. */
describeCoreApp('hub replay after a reconnect', (get) => {
  let base = '';
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(get().app.server.address() as AddressInfo).port}`;
    for (const email of ['admin@demo.test', 'sales@demo.test', 'fitter@demo.test']) {
      tokens[email] = await login(get().app, email);
    }
  });

  const notify = async (email: string, message: string) => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/dev/notify',
      headers: bearer(tokens['admin@demo.test']),
      payload: { email, short_message: 'Missed', message },
    });
    expect(response.statusCode).toBe(200);
    await get().ctx.hub.settled();
  };
  /** A tab of `email` that receives `message` live and closes: the frame it saw. */
  const seenThenClosed = async (tab: string, email: string, message: string) => {
    const first = connect(base, `sessionId=${tab}&token=${tokens[email]}`);
    await first.next('hub.connected');
    await notify(email, message);
    const seen = (await first.next('notification.created')) as Frame & { id: number };
    first.socket.close();
    await first.closed;
    return seen;
  };
  const messagesOf = (frames: Frame[]) =>
    frames
      .filter((frame) => frame.event !== 'hub.connected')
      .map((frame) => [frame.event, frame.payload.message ?? frame.payload.who]);

  it('sends a reconnecting client what it missed, in order, once, and only its own', async () => {
    const seen = await seenThenClosed('tab', 'sales@demo.test', 'seen live');
    expect(typeof seen.id).toBe('number');

    // Missed while away: two for sales, one for another user, one for another organisation.
    await notify('sales@demo.test', 'missed 1');
    await notify('fitter@demo.test', 'not for sales');
    get().ctx.hub.publishToOrganisation(2, 'org.event', { who: 'acme' });
    get().ctx.hub.publishToOrganisation(1, 'org.event', { who: 'demo' });
    await notify('sales@demo.test', 'missed 2');

    const again = connect(
      base,
      `sessionId=tab&token=${tokens['sales@demo.test']}&lastEventId=${seen.id}`,
    );
    await again.next('hub.connected');
    const caught = [
      await again.next('notification.created'),
      await again.next('notification.created'),
    ];
    // A live one after the catch-up comes once, after the missed ones.
    await notify('sales@demo.test', 'live again');
    caught.push(await again.next('notification.created'));
    expect(caught.map((frame) => frame.payload.message)).toEqual([
      'missed 1',
      'missed 2',
      'live again',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const all = [...again.frames];
    expect(messagesOf(all)).toEqual([['org.event', 'demo']]);
    again.socket.close();
  });

  it('replays in order with nothing twice, missed ones first, then live ones', async () => {
    const seen = await seenThenClosed('tab2', 'fitter@demo.test', 'f0');
    await notify('fitter@demo.test', 'f1');
    await notify('fitter@demo.test', 'f2');
    const frames: Frame[] = [];
    const again = connect(
      base,
      `sessionId=tab2&token=${tokens['fitter@demo.test']}&lastEventId=${seen.id}`,
    );
    again.socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
    await again.next('hub.connected');
    await again.next('notification.created');
    await again.next('notification.created');
    await notify('fitter@demo.test', 'f3');
    await again.next('notification.created');
    expect(messagesOf(frames)).toEqual([
      ['notification.created', 'f1'],
      ['notification.created', 'f2'],
      ['notification.created', 'f3'],
    ]);
    const ids = frames.slice(1).map((frame) => (frame as Frame & { id: number }).id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBeGreaterThan(seen.id);
    again.socket.close();
  });

  /** Holds every hub message back before it is numbered, until `release` is called. */
  const holdNumbering = () => {
    const hubEvents = get().ctx.hubEvents;
    const appendMany = hubEvents.appendMany.bind(hubEvents);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(hubEvents, 'appendMany').mockImplementation(async (calls) => {
      await held;
      return appendMany(calls);
    });
    return { spy, release };
  };
  const numberingStarted = async (spy: jest.SpyInstance) => {
    for (let turn = 0; turn < 20 && spy.mock.calls.length === 0; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(spy).toHaveBeenCalled();
  };

  it('answers a write only once the hub messages it caused are stored for replay', async () => {
    const { spy, release } = holdNumbering();
    let answered = false;
    const response = get()
      .app.inject({
        method: 'POST',
        url: '/dev/notify',
        headers: bearer(tokens['admin@demo.test']),
        payload: { email: 'sales@demo.test', short_message: 'Held', message: 'held' },
      })
      .then((answer) => {
        answered = true;
        return answer;
      });
    // The notification is written; its hub message waits to be numbered, and so does the answer.
    await numberingStarted(spy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    expect((await response).statusCode).toBe(200);
    spy.mockRestore();
  });

  it("does not hold a write that published nothing behind another request's message", async () => {
    const { spy, release } = holdNumbering();
    const notifying = get().app.inject({
      method: 'POST',
      url: '/dev/notify',
      headers: bearer(tokens['admin@demo.test']),
      payload: { email: 'sales@demo.test', short_message: 'Held', message: 'held again' },
    });
    await numberingStarted(spy);
    // Signing another session out is a write with no numbered message: answered while the
    // other request's message is still held.
    const other = await login(get().app, 'fitter@demo.test');
    let signOut: { statusCode: number } | null = null;
    const signingOut = get()
      .app.inject({ method: 'POST', url: '/logout', headers: bearer(other) })
      .then((answer) => (signOut = answer));
    for (let turn = 0; turn < 100 && !signOut; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answeredWhileHeld = signOut !== null;
    release();
    await signingOut;
    expect((await notifying).statusCode).toBe(200);
    spy.mockRestore();
    expect(answeredWhileHeld).toBe(true);
    expect(signOut!.statusCode).toBeLessThan(300);
  });

  it('stores the messages published while a batch is stored as one next batch, in order', async () => {
    const { spy, release } = holdNumbering();
    const { hub, hubEvents } = get().ctx;
    const viewer = { userId: 9_001, organisationId: 9_001 };
    const before = await hubEvents.since(0, viewer);
    hub.publishToUser(9_001, 'batch.test', { n: 0 });
    await numberingStarted(spy);
    // While the first is held, four more: to the same user, one of them twice with equal content.
    for (const n of [1, 2, 2, 3]) hub.publishToUser(9_001, 'batch.test', { n });
    release();
    await hub.settled();
    expect(spy.mock.calls.map(([calls]) => calls.length)).toEqual([1, 4]);
    spy.mockRestore();
    const after = await hubEvents.since(0, viewer);
    const stored = after.reset ? [] : after.messages;
    expect(before).toEqual({ reset: false, messages: [] });
    expect(stored.map((message) => message.payload)).toEqual([
      { n: 0 },
      { n: 1 },
      { n: 2 },
      { n: 2 },
      { n: 3 },
    ]);
    const ids = stored.map((message) => message.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(5);
  });

  it('tells a client whose last message is no longer kept to reload (hub.reset)', async () => {
    const seen = await seenThenClosed('tab3', 'sales@demo.test', 'long ago');
    await notify('sales@demo.test', 'missed, then removed');
    get().clock.advance((HUB_REPLAY_MINUTES + 1) * 60_000);
    // The next message removes the ones past the window.
    await notify('admin@demo.test', 'later');

    const again = connect(
      base,
      `sessionId=tab3&token=${tokens['sales@demo.test']}&lastEventId=${seen.id}`,
    );
    await again.next('hub.connected');
    expect((await again.next('hub.reset')).payload).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.frames).toEqual([]);
    again.socket.close();

    const bad = connect(base, `sessionId=tab3&token=${tokens['sales@demo.test']}&lastEventId=x`);
    expect(await bad.refused).toBe(400);
  });
});
