import { envelope, type FakeReply } from '../testing';
import { ApiError } from './errors';
import { backoffDelay, BACKOFF_CAP_MS } from './retry';
import { createHarness, goTo, settle } from './testHarness';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo('/');
});

function replies(...sequence: FakeReply[]): () => FakeReply {
  let index = 0;
  return () => sequence[Math.min(index++, sequence.length - 1)];
}

describe('retries', () => {
  it('retries network failures 3 times by default, then shows E001 and rejects', async () => {
    const { client, fake, notifications } = createHarness({
      'GET /timelog/state': { networkError: true },
    });
    const { error } = await settle(client.get('/timelog/state'));
    expect(fake.calls).toHaveLength(4);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('E001');
    expect(notifications.toasts.map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'Network error'],
    ]);
  });

  it('succeeds when a retry gets through', async () => {
    const { client, fake } = createHarness({
      'GET /timelog/state': replies(
        { networkError: true },
        { status: 503 },
        { body: envelope({ enabled: true }) },
      ),
    });
    const result = await client.get<{ enabled: boolean }>('/timelog/state');
    expect(result.data).toEqual({ enabled: true });
    expect(fake.calls).toHaveLength(3);
  });

  it('retries 5xx answers, as many times as the call says', async () => {
    const { client, fake } = createHarness({
      'GET /staff/all': { status: 500, body: envelope(null) },
    });
    await settle(client.get('/staff/all', { retries: 1 }));
    expect(fake.calls).toHaveLength(2);
  });

  it('does not retry when the call sets 0 retries', async () => {
    const { client, fake } = createHarness({ 'GET /staff/all': { networkError: true } });
    await settle(client.get('/staff/all', { retries: 0 }));
    expect(fake.calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 429])('never retries a %i answer', async (status) => {
    const { client, fake } = createHarness({
      'POST /check-email': { status, body: envelope(null) },
    });
    goTo('/login');
    await settle(client.post('/check-email', { email: 'a@b.c' }));
    expect(fake.calls).toHaveLength(1);
  });

  it('waits with exponential backoff between attempts', async () => {
    const { client, sleeps } = createHarness({ 'GET /x': { networkError: true } });
    await settle(client.get('/x'));
    // random() is 0.5 in the harness: half fixed plus a quarter of the ceiling.
    expect(sleeps).toEqual([225, 450, 900]);
  });
});

describe('backoffDelay', () => {
  it('starts between 150 and 300 ms and doubles per attempt', () => {
    expect(backoffDelay(0, () => 0)).toBe(150);
    expect(backoffDelay(0, () => 1)).toBe(300);
    expect(backoffDelay(1, () => 1)).toBe(600);
    expect(backoffDelay(2, () => 1)).toBe(1200);
  });

  it('is capped at 3 seconds', () => {
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(10, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('abort', () => {
  it('rejects a call whose signal is already aborted without sending it or showing anything', async () => {
    const { client, fake, notifications } = createHarness({
      'GET /search': { body: envelope([]) },
    });
    const controller = new AbortController();
    controller.abort();
    const { error } = await settle(client.get('/search', { signal: controller.signal }));
    expect((error as ApiError).cancelled).toBe(true);
    expect(fake.calls).toHaveLength(0);
    expect(notifications.toasts).toEqual([]);
  });

  it('treats an aborted fetch as cancelled and does not retry it', async () => {
    const controller = new AbortController();
    const { client, fake, notifications } = createHarness({
      'GET /search': () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const { error } = await settle(client.get('/search', { signal: controller.signal }));
    expect((error as ApiError).cancelled).toBe(true);
    expect(fake.calls).toHaveLength(1);
    expect(notifications.toasts).toEqual([]);
  });

  it('stops retrying when aborted during the backoff wait', async () => {
    const controller = new AbortController();
    const { client, fake, notifications } = createHarness(
      { 'GET /search': { networkError: true } },
      {
        sleep: () => {
          controller.abort();
          return new Promise(() => undefined);
        },
      },
    );
    const { error } = await settle(client.get('/search', { signal: controller.signal }));
    expect((error as ApiError).cancelled).toBe(true);
    expect(fake.calls).toHaveLength(1);
    expect(notifications.toasts).toEqual([]);
  });
});
