import { envelope, loginAnswerForTest } from '../testing';
import { createHarness, goTo } from './testHarness';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo('/');
});

describe('identical pending calls share one promise', () => {
  it('sends one request for two identical pending GETs and gives both callers its answer', async () => {
    const { client, fake } = createHarness({
      'GET /route-tabs/:id': { body: envelope([{ id: 1 }]) },
    });
    const first = client.get('/route-tabs/5');
    const second = client.get('/route-tabs/5');
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(fake.calls).toHaveLength(1);
    expect(a.data).toEqual([{ id: 1 }]);
    expect(b).toBe(a);
  });

  it('sends separate requests when the parameters differ', async () => {
    const { client, fake } = createHarness({ 'GET /page-info': { body: envelope({}) } });
    await Promise.all([
      client.get('/page-info', { params: { route_id: 1 } }),
      client.get('/page-info', { params: { route_id: 2 } }),
    ]);
    expect(fake.calls).toHaveLength(2);
  });

  it('treats parameters in another key order as the same call', async () => {
    const { client, fake } = createHarness({ 'GET /page-info': { body: envelope({}) } });
    await Promise.all([
      client.get('/page-info', { params: { route_id: 1, main_id: 2 } }),
      client.get('/page-info', { params: { main_id: 2, route_id: 1 } }),
    ]);
    expect(fake.calls).toHaveLength(1);
  });

  it('shares an identical pending POST (a double click saves once)', async () => {
    const { client, fake } = createHarness({
      'POST /note/history/new/details': { body: envelope({ id: 9 }) },
    });
    const payload = { object_data: '{"type":"add","note":"hi"}' };
    await Promise.all([
      client.post('/note/history/new/details', payload),
      client.post('/note/history/new/details', { ...payload }),
    ]);
    expect(fake.calls).toHaveLength(1);
  });

  it('does not share a call between callers holding different abort signals', async () => {
    const { client, fake } = createHarness({ 'GET /search': { body: envelope([]) } });
    await Promise.all([
      client.get('/search', { params: { search: 'door' }, signal: new AbortController().signal }),
      client.get('/search', { params: { search: 'door' }, signal: new AbortController().signal }),
    ]);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('answers are reused for the call’s window', () => {
  it('reuses a GET answer within the default 3 seconds and asks again after', async () => {
    const { client, fake, clock } = createHarness({ 'GET /user_calendar': { body: envelope([]) } });
    await client.get('/user_calendar');
    clock.now += 2_999;
    await client.get('/user_calendar');
    expect(fake.calls).toHaveLength(1);
    clock.now += 1;
    await client.get('/user_calendar');
    expect(fake.calls).toHaveLength(2);
  });

  it('never reuses a 206 answer', async () => {
    const { client, fake } = createHarness({
      'GET /page-info': { status: 206, body: envelope({}) },
    });
    const first = await client.get('/page-info');
    expect(first.status).toBe(206);
    await client.get('/page-info');
    expect(fake.calls).toHaveLength(2);
  });

  it('uses the per-call number of seconds', async () => {
    const { client, fake, clock } = createHarness({
      'GET /organisation/settings': { body: envelope({}) },
    });
    await client.get('/organisation/settings', { reuseSeconds: 10 });
    clock.now += 9_000;
    await client.get('/organisation/settings');
    expect(fake.calls).toHaveLength(1);
    clock.now += 2_000;
    await client.get('/organisation/settings');
    expect(fake.calls).toHaveLength(2);
  });

  it('does not reuse when the call sets 0 seconds', async () => {
    const { client, fake } = createHarness({ 'GET /notifications': { body: envelope([]) } });
    await client.get('/notifications', { reuseSeconds: 0 });
    await client.get('/notifications', { reuseSeconds: 0 });
    expect(fake.calls).toHaveLength(2);
  });

  it('never reuses a POST answer', async () => {
    const { client, fake } = createHarness({ 'POST /route-list': { body: envelope({}) } });
    await client.post('/route-list', { token: 't' });
    await client.post('/route-list', { token: 't' });
    expect(fake.calls).toHaveLength(2);
  });

  it('forgets reused answers after a successful change, so a list reads fresh after a save', async () => {
    const { client, fake } = createHarness({
      'GET /quotes': { body: envelope([]) },
      'POST /quotes': { body: envelope({ id: 1 }) },
    });
    await client.get('/quotes');
    await client.post('/quotes', { name: 'New' });
    await client.get('/quotes');
    expect(fake.callsTo('GET /quotes')).toHaveLength(2);
  });

  it('forgets reused answers when clearCache is called', async () => {
    const { client, fake } = createHarness({ 'GET /quotes': { body: envelope([]) } });
    await client.get('/quotes');
    client.clearCache();
    await client.get('/quotes');
    expect(fake.calls).toHaveLength(2);
  });
});

describe('answers belong to the session they were asked under (issue 36)', () => {
  const signInAs = (session: ReturnType<typeof createHarness>['session'], id: number) =>
    session.signIn(loginAnswerForTest({ user_id: id }, { token: `token-of-${id}` }));

  it('a call pending when one user signs out is not shared with the next user', async () => {
    let answer!: () => void;
    const { client, fake, session } = createHarness({
      'GET /notifications': (request) =>
        request.headers.Authorization === 'Bearer token-of-1'
          ? new Promise((resolve) => (answer = () => resolve({ body: envelope(['for 1']) })))
          : { body: envelope(['for 2']) },
    });
    signInAs(session, 1);
    const first = client.get<string[]>('/notifications', { reuseSeconds: 30 });
    session.clear();
    signInAs(session, 2);
    const second = client.get<string[]>('/notifications', { reuseSeconds: 30 });
    expect(second).not.toBe(first);
    answer();
    expect((await second).data).toEqual(['for 2']);
    expect((await first).data).toEqual(['for 1']);
    // The first user's answer, kept after the second signed in, is not reused for the second.
    expect((await client.get<string[]>('/notifications', { reuseSeconds: 30 })).data).toEqual([
      'for 2',
    ]);
    expect(fake.calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer token-of-1',
      'Bearer token-of-2',
    ]);
  });
});
