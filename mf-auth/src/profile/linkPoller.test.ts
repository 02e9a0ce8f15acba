import { EventBus } from '@platform/shared';
import { LINK_POLL_LIMIT_MS, watchLink } from './linkPoller';

const ORIGIN = 'http://localhost';

function setup() {
  const target = new EventTarget();
  const popup: { closed: boolean; close: jest.Mock } = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
  };
  const bus = new EventBus();
  const post = (data: unknown, origin = ORIGIN) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin }));
  return { target, popup, bus, post };
}

const message = (status: 'success' | 'failed', provider = 'google') => ({
  source: 'mf_auth',
  type: 'oauth-callback',
  provider,
  status,
});

describe('watchLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves true at the next 1 s step after the callback window reports success', async () => {
    const { target, popup, bus, post } = setup();
    const result = watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus });
    post(message('success'));
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(true);
    // The popup counts down and closes itself.
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('accepts the server realtime event as success', async () => {
    const { target, popup, bus } = setup();
    const result = watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus });
    bus.publish('realtime/update', { event: 'oauth.linked', payload: {} });
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(true);
  });

  it('ignores messages from other origins and other providers', async () => {
    const { target, popup, bus, post } = setup();
    let settled: boolean | undefined;
    void watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus }).then(
      (v) => (settled = v),
    );
    post(message('success'), 'http://evil.test');
    post(message('success', 'xero'));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(settled).toBeUndefined();
  });

  it('gives up after 20 seconds and closes the popup', async () => {
    const { target, popup, bus } = setup();
    let settled: boolean | undefined;
    void watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus }).then(
      (v) => (settled = v),
    );
    await jest.advanceTimersByTimeAsync(LINK_POLL_LIMIT_MS - 1_000);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    expect(popup.close).toHaveBeenCalled();
  });

  it('fails soon after the popup is closed without an answer', async () => {
    const { target, popup, bus } = setup();
    const result = watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus });
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe(false);
  });

  it('reports a failed callback as a failure', async () => {
    const { target, popup, bus, post } = setup();
    const result = watchLink({ popup, provider: 'google', target, origin: ORIGIN, bus });
    post(message('failed'));
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(false);
  });
});
