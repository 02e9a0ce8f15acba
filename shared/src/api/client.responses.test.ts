import { STORAGE_KEYS, storage } from '../session';
import { envelope, fakeResponse, loginAnswerForTest } from '../testing';
import { ApiError } from './errors';
import { createHarness, goTo, settle } from './testHarness';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo('/');
});

function toasts(notifications: {
  toasts: Array<{ kind: string; message: string; caption?: string; errors: string[] }>;
}) {
  return notifications.toasts.map(({ kind, message, caption, errors }) => ({
    kind,
    message,
    caption,
    errors,
  }));
}

describe('the response envelope', () => {
  it('returns data and info of the { data, info } envelope', async () => {
    const { client } = createHarness({
      'GET /notifications': {
        body: envelope([{ id: 1 }], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 31 },
        }),
      },
    });
    const result = await client.get('/notifications', { params: { popup_only: true } });
    expect(result.status).toBe(200);
    expect(result.data).toEqual([{ id: 1 }]);
    expect(result.info.pagination_object?.total_records).toBe(31);
  });

  it('makes a body that is not an envelope the data', async () => {
    const { client } = createHarness({ 'GET /health': { body: { ok: true } } });
    const result = await client.get('/health');
    expect(result.data).toEqual({ ok: true });
    expect(result.info).toEqual({ status: 200 });
  });

  it('returns a Blob for blob calls', async () => {
    const { client } = createHarness({ 'GET /report.pdf': { body: '%PDF-1.7' } });
    const result = await client.get<Blob>('/report.pdf', { responseType: 'blob' });
    expect(result.data).toBeInstanceOf(Blob);
  });
});

describe('response information rules', () => {
  it('shows a 2xx message as a success with its caption', async () => {
    const { client, notifications } = createHarness({
      'POST /quotes': { body: envelope({ id: 1 }, { message: 'Quote saved', caption: 'Q-0001' }) },
    });
    await client.post('/quotes', {});
    expect(toasts(notifications)).toEqual([
      { kind: 'success', message: 'Quote saved', caption: 'Q-0001', errors: [] },
    ]);
    expect(notifications.toasts[0].duration).toBe(30_000);
  });

  it('shows no success when the call or the server suppresses it, or the call is silent', async () => {
    const { client, notifications } = createHarness({
      'POST /a': { body: envelope({}, { message: 'Saved' }) },
      'POST /b': { body: envelope({}, { message: 'Saved', suppressNotificationMessage: true }) },
    });
    await client.post('/a', {}, { suppressNotificationMessage: true });
    await client.post('/b', {});
    await client.post('/a', { other: 1 }, { silent: true });
    expect(notifications.toasts).toEqual([]);
  });

  it('shows a 403 as an error with the server message, caption and errors list', async () => {
    const { client, notifications } = createHarness({
      'DELETE /quotes/:id': {
        status: 403,
        body: {
          data: null,
          info: {
            status: 403,
            message: 'Not allowed',
            caption: 'Ask a manager',
            errors: { quote: ['Locked'] },
          },
        },
      },
    });
    const { error } = await settle(client.delete('/quotes/4'));
    expect(toasts(notifications)).toEqual([
      { kind: 'error', message: 'Not allowed', caption: 'Ask a manager', errors: ['Locked'] },
    ]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).info?.message).toBe('Not allowed');
  });

  it('shows another non-2xx status as a warning', async () => {
    const { client, notifications } = createHarness({
      'POST /quotes': {
        status: 422,
        body: {
          data: null,
          info: { status: 422, message: 'Check the form', errors: { name: ['Name is required'] } },
        },
      },
    });
    const { error } = await settle(client.post('/quotes', {}));
    expect(toasts(notifications)).toEqual([
      {
        kind: 'warning',
        message: 'Check the form',
        caption: undefined,
        errors: ['Name is required'],
      },
    ]);
    expect((error as ApiError).data).toBeNull();
  });

  it("treats info.response 'failed' as an error even on a 200", async () => {
    const { client, notifications } = createHarness({
      'POST /leave-requests/emergency_sick_off': {
        body: envelope(null, { response: 'failed', message: 'No leave left' }),
      },
    });
    const { error } = await settle(client.post('/leave-requests/emergency_sick_off', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(toasts(notifications)).toEqual([
      { kind: 'error', message: 'No leave left', caption: undefined, errors: [] },
    ]);
  });

  it('shows nothing for a silent failed call but still rejects', async () => {
    const { client, notifications } = createHarness({
      'GET /x': { status: 404, body: envelope(null, { status: 404, message: 'Gone' }) },
    });
    const { error } = await settle(client.get('/x', { silent: true }));
    expect((error as ApiError).status).toBe(404);
    expect(notifications.toasts).toEqual([]);
  });
});

describe('catalogue errors raised by the call layer', () => {
  it('shows E019 when a failed answer has info but no message', async () => {
    const { client, notifications } = createHarness({
      'GET /x': { status: 400, body: envelope(null, { status: 400 }) },
    });
    const { error } = await settle(client.get('/x'));
    expect((error as ApiError).code).toBe('E019');
    expect(toasts(notifications)).toEqual([
      {
        kind: 'warning',
        message: 'A problem occurred',
        caption: 'Please contact administration. (E019)',
        errors: [],
      },
    ]);
  });

  it('shows E011 when a failed answer has no info at all', async () => {
    const { client, notifications } = createHarness({
      'GET /x': { status: 404, body: '<html>Not Found</html>' },
    });
    const { error } = await settle(client.get('/x'));
    expect((error as ApiError).code).toBe('E011');
    expect(notifications.toasts[0].message).toBe('No response information');
  });

  it('shows E032 Connection failed when a gateway cannot reach the server', async () => {
    const { client, notifications } = createHarness({
      'GET /x': { status: 503, body: 'Service Unavailable' },
    });
    const { error } = await settle(client.get('/x'));
    expect((error as ApiError).code).toBe('E032');
    expect(notifications.toasts[0].message).toBe('Connection failed');
  });

  it('shows E024 when a successful answer is not valid JSON', async () => {
    const { client, notifications } = createHarness({ 'GET /page-info': { body: '<html>' } });
    const { error } = await settle(client.get('/page-info'));
    expect((error as ApiError).code).toBe('E024');
    expect(notifications.toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Invalid response',
      caption: 'The server sent an invalid response for /page-info. Please contact admin. (E024)',
    });
  });

  it('shows E008 Unexpected error with the message when handling the answer fails', async () => {
    const { client, notifications } = createHarness(
      {},
      {
        fetch: () =>
          Promise.resolve({
            ...fakeResponse(200),
            text: () => Promise.reject(new Error('stream broke')),
          }),
      },
    );
    const { error } = await settle(client.get('/x'));
    expect((error as ApiError).code).toBe('E008');
    expect(notifications.toasts[0]).toMatchObject({
      message: 'Unexpected error',
      caption: 'stream broke (E008)',
    });
  });
});

describe('401', () => {
  function signedInHarness() {
    const harness = createHarness({
      'GET /page-info': { status: 401, body: envelope(null, { status: 401 }) },
    });
    harness.session.signIn(loginAnswerForTest({}, { token: 'abc' }));
    return harness;
  }

  it('clears the session, publishes session/expired and calls onUnauthorized with the intended path', async () => {
    goTo('/_acme_/quotes?tab=2');
    const harness = signedInHarness();
    const onUnauthorized = jest.fn();
    harness.client.configure({ ...harness.client.options, onUnauthorized });
    const { error } = await settle(harness.client.get('/page-info'));

    expect((error as ApiError).code).toBe('E017');
    expect(harness.session.user).toBeNull();
    expect(harness.session.token).toBeNull();
    expect(storage.get(STORAGE_KEYS.user)).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(harness.events.of('session/expired')).toEqual([
      { type: 'session/expired', intended: '/_acme_/quotes?tab=2' },
    ]);
    expect(onUnauthorized).toHaveBeenCalledWith('/_acme_/quotes?tab=2');
    expect(harness.notifications.toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Session timed out',
      caption: 'Please login again. (E017)',
    });
  });

  it('says Session timed out once, even for silent calls such as the start-up refresh', async () => {
    goTo('/_acme_/quotes');
    const harness = signedInHarness();
    const first = await settle(harness.client.get('/page-info', { silent: true }));
    const second = await settle(harness.client.get('/page-info', { silent: true }));
    expect((first.error as ApiError).code).toBe('E017');
    expect((second.error as ApiError).code).toBe('E017');
    expect(harness.notifications.toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Session timed out' }),
    ]);
  });

  it.each(['/login', '/public/wholesale', '/public/wholesale/8/details'])(
    'is only a rejected call on %s',
    async (page) => {
      goTo(page);
      const harness = signedInHarness();
      const onUnauthorized = jest.fn();
      harness.client.configure({ ...harness.client.options, onUnauthorized });
      const { error } = await settle(harness.client.get('/page-info'));

      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).code).not.toBe('E017');
      expect(harness.session.user).not.toBeNull();
      expect(harness.events.of('session/expired')).toEqual([]);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );
});

describe('version check', () => {
  it('publishes version/outdated when min_version is newer than the client', async () => {
    const { client, events } = createHarness({
      'GET /x': { body: envelope({}, { min_version: '2.4.0' }) },
    });
    await client.get('/x');
    expect(events.of('version/outdated')).toEqual([
      { type: 'version/outdated', current: '2.3.0', required: '2.4.0' },
    ]);
  });

  it.each(['2.3.0', '2.2.9', '2.3.0-beta.1'])(
    'stays quiet when min_version is %s',
    async (required) => {
      const { client, events } = createHarness({
        'GET /x': { body: envelope({}, { min_version: required }) },
      });
      await client.get('/x');
      expect(events.of('version/outdated')).toEqual([]);
    },
  );
});
