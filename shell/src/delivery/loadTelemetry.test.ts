import { EventBus } from '@platform/shared';
import { LoadTelemetry, apiLoadSender, type LoadReport } from './loadTelemetry';

const load = (remote: string, duration = 100): LoadReport => ({
  remote,
  version: '1.0.0-abc',
  module: './app',
  phase: 'loaded',
  duration_ms: duration,
  error_class: null,
});

function setup(options: { signedIn?: boolean; fail?: boolean } = {}) {
  const sent: Array<{ loads: LoadReport[]; unloading: boolean }> = [];
  let signedIn = options.signedIn ?? true;
  let fail = options.fail ?? false;
  const telemetry = new LoadTelemetry({
    send: async (loads, unloading) => {
      if (fail) throw new Error('offline');
      sent.push({ loads, unloading });
    },
    canSend: () => signedIn,
    maxBatch: 3,
    intervalMs: 10_000,
    maxWaiting: 5,
  });
  const bus = new EventBus();
  telemetry.start(bus);
  return {
    telemetry,
    bus,
    sent,
    signIn: () => (signedIn = true),
    heal: () => (fail = false),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadTelemetry', () => {
  it('reports the loads, load failures and failed starts the loader announces, not render failures', async () => {
    const { telemetry, bus, sent } = setup();
    bus.publish('remote/loaded', {
      remote: 'mf_auth',
      version: '1.0.0-abc',
      module: './app',
      durationMs: 234,
    });
    bus.publish('remote/failed', {
      remote: 'mf_views',
      version: '2.0.0-def',
      phase: 'manifest',
      message: 'mf_views/app did not answer within 2000 ms',
      load: { module: './widgets', durationMs: 2000, errorClass: 'TimeoutError' },
    });
    bus.publish('remote/failed', {
      remote: 'mf_views',
      version: '2.0.0-def',
      phase: 'render',
      message: 'boom',
    });
    bus.publish('remote/failed', {
      remote: 'mf_timesheet',
      version: '3.0.0-ghi',
      phase: 'mount',
      message: 'mount exploded',
      start: { module: './app', errorClass: 'TypeError' },
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([
      {
        unloading: false,
        loads: [
          load('mf_auth', 234),
          {
            remote: 'mf_views',
            version: '2.0.0-def',
            module: './widgets',
            phase: 'manifest',
            duration_ms: 2000,
            error_class: 'TimeoutError',
          },
          {
            remote: 'mf_timesheet',
            version: '3.0.0-ghi',
            module: './app',
            phase: 'mount',
            duration_ms: 0,
            error_class: 'TypeError',
          },
        ],
      },
    ]);
    telemetry.stop();
  });

  it('sends a batch as soon as M loads wait, else every N seconds', async () => {
    const { telemetry, sent } = setup();
    telemetry.record(load('a'));
    telemetry.record(load('b'));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(sent).toEqual([]);
    telemetry.record(load('c'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.loads.map((l) => l.remote))).toEqual([['a', 'b', 'c']]);

    telemetry.record(load('d'));
    await jest.advanceTimersByTimeAsync(1); // the 10 s tick
    expect(sent.map((batch) => batch.loads.map((l) => l.remote))).toEqual([['a', 'b', 'c'], ['d']]);
    await jest.advanceTimersByTimeAsync(10_000); // nothing waits: nothing sent
    expect(sent).toHaveLength(2);
    telemetry.stop();
  });

  it('sends what waits when the page is hidden or left, as a request that outlives the page', async () => {
    const { telemetry, sent } = setup();
    telemetry.record(load('a'));
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ loads: [load('a')], unloading: true }]);

    telemetry.record(load('b'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sent[1]).toEqual({ loads: [load('b')], unloading: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    telemetry.stop();
  });

  it('keeps loads until someone is signed in, the newest ones only', async () => {
    const { telemetry, sent, signIn } = setup({ signedIn: false });
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) telemetry.record(load(name));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    expect(telemetry.waiting.map((l) => l.remote)).toEqual(['c', 'd', 'e', 'f', 'g']);
    signIn();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent.map((batch) => batch.loads.map((l) => l.remote))).toEqual([
      ['c', 'd', 'e'],
      ['f', 'g'],
    ]);
    telemetry.stop();
  });

  it('keeps a batch that could not be sent for the next try', async () => {
    const { telemetry, sent, heal } = setup({ fail: true });
    telemetry.record(load('a'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(telemetry.waiting.map((l) => l.remote)).toEqual(['a']);
    heal();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([{ loads: [load('a')], unloading: false }]);
    expect(telemetry.waiting).toEqual([]);
    telemetry.stop();
  });

  it('stops listening when stopped', async () => {
    const { telemetry, bus, sent } = setup();
    telemetry.stop();
    bus.publish('remote/loaded', { remote: 'x', version: '1', module: './app', durationMs: 1 });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual([]);
  });
});

describe('apiLoadSender', () => {
  it('posts the batch with the bearer token, kept alive when the page goes', async () => {
    const fetchImpl = jest.fn(async () => ({ status: 200 }) as Response);
    const send = apiLoadSender('http://api.test/', () => 'tok', fetchImpl as typeof fetch);
    await send([load('a')], true);
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/delivery/loads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify({ loads: [load('a')] }),
      keepalive: true,
    });
  });

  it('fails (to try again) on a server error, not on a refusal', async () => {
    const answer = (status: number) => jest.fn(async () => ({ status }) as Response);
    await expect(
      apiLoadSender(
        'http://api.test',
        () => 'tok',
        answer(503) as typeof fetch,
      )([load('a')], false),
    ).rejects.toThrow('HTTP 503');
    await expect(
      apiLoadSender(
        'http://api.test',
        () => 'tok',
        answer(400) as typeof fetch,
      )([load('a')], false),
    ).resolves.toBeUndefined();
    await expect(
      apiLoadSender('http://api.test', () => null, answer(200) as typeof fetch)([load('a')], false),
    ).rejects.toThrow('Not signed in');
  });
});
