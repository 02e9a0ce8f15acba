import { EventBus, RealtimeStatus, session } from '@platform/shared';
import { recordBus, resetSession, signInForTest } from '@platform/shared/testing';
import type { SocketLike } from './hubClient';
import { NOTIFICATION_CREATED_EVENT, publishHubMessage, startRealtime } from './realtime';

const NOTIFICATION = {
  id: 7,
  status_id: 1,
  short_message: 'Job 12 assigned',
  message: '<b>Job 12</b> is yours',
  sent_at: '2025-01-01T00:00:00.000Z',
  sent_at_relative: 'just now',
  path: '/_acme_/jobs/12/details',
};

/** A socket that sends and closes nowhere, kept in `sockets` so a test can open it and feed it. */
function quietSocket(sockets: SocketLike[]): SocketLike {
  const socket: SocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: () => undefined,
    close: () => undefined,
  };
  sockets.push(socket);
  return socket;
}
describe('publishHubMessage', () => {
  it('puts every hub message on the bus and new notifications as notification/received', () => {
    const recorder = recordBus();
    publishHubMessage({ event: NOTIFICATION_CREATED_EVENT, payload: NOTIFICATION });
    publishHubMessage({ event: 'job.updated', payload: { id: 12 } });
    expect(recorder.of('notification/received')).toEqual([
      { type: 'notification/received', notification: NOTIFICATION },
    ]);
    expect(recorder.of('realtime/update').map((event) => event.event)).toEqual([
      NOTIFICATION_CREATED_EVENT,
      'job.updated',
    ]);
    recorder.stop();
  });

  it('ignores a notification event without a notification in it', () => {
    const recorder = recordBus();
    publishHubMessage({ event: NOTIFICATION_CREATED_EVENT, payload: { nope: true } });
    expect(recorder.of('notification/received')).toEqual([]);
    recorder.stop();
  });
});

describe('startRealtime', () => {
  afterEach(() => resetSession());

  it('connects while signed in, with session id and token, and disconnects on sign-out', () => {
    const urls: string[] = [];
    const sockets: Array<SocketLike & { closed?: boolean }> = [];
    const stop = startRealtime('http://api.test', {
      sessionId: () => 'tab-1',
      client: {
        createSocket: (url) => {
          urls.push(url);
          const socket: SocketLike & { closed?: boolean } = {
            onopen: null,
            onmessage: null,
            onclose: null,
            onerror: null,
            send: () => undefined,
            close: () => {
              socket.closed = true;
            },
          };
          sockets.push(socket);
          return socket;
        },
      },
    });
    expect(urls).toEqual([]);
    signInForTest();
    expect(urls).toEqual(['ws://api.test/global?sessionId=tab-1&token=test-token']);
    session.clear();
    expect(sockets[0].closed).toBe(true);
    stop();
  });

  it("resumes where it was when the same user's token is renewed, and starts afresh for someone else", () => {
    const urls: string[] = [];
    const sockets: SocketLike[] = [];
    const stop = startRealtime('http://api.test', {
      sessionId: () => 'tab-1',
      bus: new EventBus(),
      client: {
        createSocket: (url) => {
          urls.push(url);
          return quietSocket(sockets);
        },
        setRepeat: () => 0 as unknown as ReturnType<typeof setInterval>,
        clearRepeat: () => undefined,
      },
    });
    const receive = (id: number) =>
      sockets.at(-1)?.onmessage?.({
        data: JSON.stringify({ id, event: 'chat.message', payload: {} }),
      } as MessageEvent);
    signInForTest({ id: 5 });
    sockets[0].onopen?.({} as Event);
    receive(41);
    signInForTest({ id: 5 }, { token: 'renewed-token' });
    expect(urls[1]).toBe('ws://api.test/global?sessionId=tab-1&token=renewed-token&lastEventId=41');
    receive(42);
    signInForTest({ id: 6 }, { token: 'another-user' });
    expect(urls[2]).toBe('ws://api.test/global?sessionId=tab-1&token=another-user');
    session.clear();
    signInForTest({ id: 6 }, { token: 'back-again' });
    expect(urls[3]).toBe('ws://api.test/global?sessionId=tab-1&token=back-again');
    stop();
  });

  it('tells the page whether the hub is open: open on connect, closed when it drops or on sign-out', () => {
    const bus = new EventBus();
    const status = new RealtimeStatus(bus);
    const sockets: SocketLike[] = [];
    const stop = startRealtime('http://api.test', {
      sessionId: () => 'tab-1',
      status,
      client: {
        createSocket: () => quietSocket(sockets),
        setRepeat: () => 0 as unknown as ReturnType<typeof setInterval>,
        clearRepeat: () => undefined,
        setTimer: () => 0 as unknown as ReturnType<typeof setTimeout>,
        clearTimer: () => undefined,
      },
    });
    signInForTest();
    expect(status.connected).toBe(false);
    sockets[0].onopen?.({} as Event);
    expect(status.connected).toBe(true);
    sockets[0].onclose?.({ code: 1006 } as CloseEvent);
    expect(status.connected).toBe(false);
    sockets[0].onopen = null;
    session.clear();
    expect(status.connected).toBe(false);
    stop();
  });
});
