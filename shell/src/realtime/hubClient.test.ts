import {
  HUB_CLOSE_UNAUTHORISED,
  HubClient,
  KEEPALIVE_MS,
  hubUrl,
  reconnectDelay,
  type HubMessage,
  type SocketLike,
} from './hubClient';

class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.(new Event('open'));
  }
  receive(data: string): void {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006): void {
    this.onclose?.({ code } as CloseEvent);
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const messages: HubMessage[] = [];
  const repeats: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const client = new HubClient({
    url: () => 'ws://api/global?sessionId=s&token=t',
    onMessage: (message) => messages.push(message),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    setTimer: (callback, ms) => {
      timers.push({ callback, ms });
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => undefined,
    setRepeat: (callback, ms) => {
      repeats.push({ callback, ms, cleared: false });
      return (repeats.length - 1) as unknown as ReturnType<typeof setInterval>;
    },
    clearRepeat: (timer) => {
      repeats[timer as unknown as number].cleared = true;
    },
  });
  const fireTimer = () => timers.shift()?.callback();
  return { client, sockets, timers, messages, repeats, fireTimer };
}

describe('hubUrl', () => {
  it('turns the API base address into the /global WebSocket address', () => {
    expect(hubUrl('http://localhost:4000', 'abc', 't0k')).toBe(
      'ws://localhost:4000/global?sessionId=abc&token=t0k',
    );
    expect(hubUrl('https://api.example.com/', 'a b', 'x')).toBe(
      'wss://api.example.com/global?sessionId=a+b&token=x',
    );
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    const noJitter = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
  it('jitters down by at most a quarter', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3000);
  });
});

describe('HubClient', () => {
  it('parses frames into messages and ignores malformed ones', () => {
    const { client, sockets, messages } = harness();
    client.start();
    sockets[0].open();
    sockets[0].receive('{"event":"notification.created","payload":{"id":1}}');
    sockets[0].receive('not json');
    sockets[0].receive('{"payload":1}');
    expect(messages).toEqual([{ event: 'notification.created', payload: { id: 1 } }]);
  });

  it('reconnects after a drop with growing delays, and resets them once connected', () => {
    const { client, sockets, timers, fireTimer } = harness();
    client.start();
    sockets[0].drop();
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    fireTimer();
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    expect(timers.map((timer) => timer.ms)).toEqual([2000]);
    fireTimer();
    sockets[2].open();
    sockets[2].drop();
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
  });

  it('pings an open socket every 25 s and stops when it drops', () => {
    const { client, sockets, repeats } = harness();
    client.start();
    sockets[0].open();
    expect(repeats.map((repeat) => repeat.ms)).toEqual([KEEPALIVE_MS]);
    expect(KEEPALIVE_MS).toBe(25_000);
    repeats[0].callback();
    expect(sockets[0].sent).toEqual(['ping']);
    sockets[0].drop();
    expect(repeats[0].cleared).toBe(true);
  });

  it('does not reconnect when the server ended the session, or after stop', () => {
    const first = harness();
    first.client.start();
    first.sockets[0].drop(HUB_CLOSE_UNAUTHORISED);
    expect(first.timers).toHaveLength(0);
    expect(first.client.running).toBe(false);

    const second = harness();
    second.client.start();
    second.client.stop();
    expect(second.sockets[0].closed).toBe(true);
    second.sockets[0].drop();
    expect(second.timers).toHaveLength(0);
  });

  it('sends the last message id it saw when it reconnects, and starts afresh after a reset or stop', () => {
    const { client, sockets, timers, messages } = harness();
    client.start();
    expect(sockets[0].url).toBe('ws://api/global?sessionId=s&token=t');
    sockets[0].open();
    sockets[0].receive(JSON.stringify({ event: 'hub.connected', payload: {} }));
    sockets[0].receive(JSON.stringify({ id: 41, event: 'chat.message', payload: { text: 'a' } }));
    sockets[0].receive(JSON.stringify({ id: 42, event: 'chat.message', payload: { text: 'b' } }));
    expect(messages.at(-1)).toEqual({ id: 42, event: 'chat.message', payload: { text: 'b' } });
    sockets[0].drop();
    timers[0].callback();
    expect(sockets[1].url).toBe('ws://api/global?sessionId=s&token=t&lastEventId=42');

    // The missed ones were gone: the client is told to reload, and the old id is dropped.
    sockets[1].open();
    sockets[1].receive(JSON.stringify({ event: 'hub.reset', payload: {} }));
    expect(messages.at(-1)).toEqual({ event: 'hub.reset', payload: {} });
    sockets[1].drop();
    timers[1].callback();
    expect(sockets[2].url).toBe('ws://api/global?sessionId=s&token=t');

    sockets[2].receive(JSON.stringify({ id: 50, event: 'x', payload: null }));
    client.stop();
    client.start();
    expect(sockets[3].url).toBe('ws://api/global?sessionId=s&token=t');
  });
});
