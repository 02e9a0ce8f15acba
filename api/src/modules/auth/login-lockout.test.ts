import { body, describeCoreApp } from '../../testing/create-test-app';
import { DEMO_PASSWORD } from '../core/seed-data';
import { LOCKOUT_NOTICE_SUBJECT } from './login-throttle';
import { poster } from './test-support';

describeCoreApp('sign-in: lockouts of accounts and addresses', (get) => {
  const post = poster(get);

  it('locks an account after 5 wrong passwords from any addresses, for doubling times, and tells its owner', async () => {
    const email = 'fitter@demo.test';
    const attempt = (password: string, address: string) =>
      post('/auth/login', { email, password }, {}, address);
    for (let index = 1; index <= 6; index += 1) {
      expect((await attempt('wrong', `10.9.8.${index}`)).statusCode).toBe(400);
    }
    const locked = await attempt(DEMO_PASSWORD, '10.9.8.50');
    expect(locked.statusCode).toBe(429);
    expect(body(locked).info.code).toBe('too-many-requests');
    expect(body(locked).info.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(locked.headers['retry-after']).toBe('60');
    // Kept in the database: a restart or another API process sees the same lock.
    const row = await get()
      .ctx.db.selectFrom('login_failures')
      .selectAll()
      .where('key', '=', `account:${email}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failures: 6 });
    const notices = await get().ctx.outbox.list({ recipient: email });
    expect(notices.filter((m) => m.subject === LOCKOUT_NOTICE_SUBJECT)).toHaveLength(1);

    get().clock.advance(61_000);
    expect((await attempt('wrong', '10.9.8.51')).statusCode).toBe(400);
    const longer = await attempt(DEMO_PASSWORD, '10.9.8.52');
    expect(body(longer).info.message).toBe('Too many attempts. Please try again in 2 minutes.');
    get().clock.advance(121_000);
    expect((await attempt(DEMO_PASSWORD, '10.9.8.53')).statusCode).toBe(200);
    expect(
      await get()
        .ctx.db.selectFrom('login_failures')
        .select('key')
        .where('key', '=', `account:${email}`)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('locks an address after 30 wrong passwords to any accounts', async () => {
    for (let index = 1; index <= 31; index += 1) {
      const wrong = await post(
        '/auth/login',
        { email: `nobody${index}@demo.test`, password: 'wrong' },
        {},
        '10.9.7.1',
      );
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await post(
      '/auth/login',
      { email: 'sales@demo.test', password: DEMO_PASSWORD },
      {},
      '10.9.7.1',
    );
    expect(locked.statusCode).toBe(429);
    const elsewhere = await post(
      '/auth/login',
      { email: 'sales@demo.test', password: DEMO_PASSWORD },
      {},
      '10.9.7.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000); // 31 password checks on a busy machine

  it('checks at most 6 of 40 wrong passwords sent at once to one account, and refuses the right one after', async () => {
    const email = 'measurer@demo.test';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post('/auth/login', { email, password: `wrong-${index}` }, {}, `10.9.5.${index + 1}`),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    // 400 'incorrect' means the password was checked; 429 means it never was.
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
    for (const refused of answers.filter((response) => response.statusCode === 429)) {
      expect(body(refused).info.message).toBe('Too many attempts. Please try again in 1 minute.');
    }
    const row = await get()
      .ctx.db.selectFrom('login_failures')
      .select('failures')
      .where('key', '=', `account:${email}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(6);
    const right = await post('/auth/login', { email, password: DEMO_PASSWORD }, {}, '10.9.5.99');
    expect(right.statusCode).toBe(429);
    get().clock.advance(61_000);
    expect(
      (await post('/auth/login', { email, password: DEMO_PASSWORD }, {}, '10.9.5.99')).statusCode,
    ).toBe(200);
  }, 60_000);

  it('checks at most 31 of 40 wrong passwords sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(
          '/auth/login',
          { email: `parallel${index}@demo.test`, password: 'wrong' },
          {},
          '10.9.4.1',
        ),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(31);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    // A refused guess counted against no account.
    const accounts = await get()
      .ctx.db.selectFrom('login_failures')
      .select('key')
      .where('key', 'like', 'account:parallel%')
      .execute();
    expect(accounts).toHaveLength(31);
  }, 60_000);

  it('gives a right password its address guess back, so signing in never locks an address', async () => {
    for (let index = 0; index < 3; index += 1) {
      const response = await post(
        '/auth/login',
        { email: 'sales@demo.test', password: DEMO_PASSWORD },
        {},
        '10.9.3.1',
      );
      expect(response.statusCode).toBe(200);
    }
    const row = await get()
      .ctx.db.selectFrom('login_failures')
      .select(['failures', 'locked_until'])
      .where('key', '=', 'ip:10.9.3.1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failures: 0, locked_until: null });
  });
});
