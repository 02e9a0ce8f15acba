import { describeEachDatabase, body } from '../../testing/create-test-app';
import { DEMO_CUSTOMER, DEMO_WHOLESALE_KEY } from './seed-data';
import {
  createCustomer,
  customerHeaders,
  lastCode,
  staffToken,
  verifyCustomer,
} from './test-support';
import { WHOLESALE_POLICY } from './policy';

describeEachDatabase('wholesale portal: links, codes and sessions', (get) => {
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(get().app);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'POST', url, payload: payload as object, headers });
  /** The customer's order list with session `token`. */
  const ordersWith = (token: string) =>
    get().app.inject({
      method: 'GET',
      url: '/wholesale-customers/orders',
      headers: customerHeaders(token),
    });

  it('the seeded development key opens the demo customer and shows the last digits of the mobile', async () => {
    const response = await post('/wholesale-customers/link', { key: DEMO_WHOLESALE_KEY });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({ phone_ending: DEMO_CUSTOMER.mobile.slice(-3) });
  });

  it("says how long ago the link's live code was sent: none, then its age, none once used or expired", async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    const age = async () =>
      body<{ code_sent_seconds_ago: number | null }>(
        await post('/wholesale-customers/link', { key }),
      ).data.code_sent_seconds_ago;
    expect(await age()).toBeNull();
    await post('/wholesale-customers/send-otp', { key });
    get().clock.advance(20_500);
    expect(await age()).toBe(20);
    const otp = await lastCode(get().ctx, customer.mobile);
    expect((await post('/wholesale-customers/verify-otp', { key, otp })).statusCode).toBe(200);
    expect(await age()).toBeNull();
    get().clock.advance(61_000);
    await post('/wholesale-customers/send-otp', { key });
    get().clock.advance(WHOLESALE_POLICY.codeValidMs - 1_000);
    expect(await age()).toBe(WHOLESALE_POLICY.codeValidMs / 1000 - 1);
    get().clock.advance(1_000);
    expect(await age()).toBeNull();
  });

  it('stores link keys hashed: the key itself is nowhere in the database', async () => {
    const { key, linkId } = await createCustomer(get().app, staff);
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const row = await get()
      .ctx.db.selectFrom('wholesale_links')
      .selectAll()
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(key);
    expect(row.key_hash).toBe(get().ctx.secrets.hashToken(key));
  });

  it('refuses an unknown key', async () => {
    const response = await post('/wholesale-customers/send-otp', { key: 'x'.repeat(43) });
    expect(response.statusCode).toBe(404);
  });

  it('texts a six-digit code, stores it hashed and verifies it once', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    const sent = await post('/wholesale-customers/send-otp', { key });
    expect(body(sent).data).toMatchObject({ sent: true, resend_in_seconds: 60 });
    const otp = await lastCode(get().ctx, customer.mobile);
    const stored = await get()
      .ctx.db.selectFrom('wholesale_codes')
      .select('code_hash')
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(otp);
    const verified = await post('/wholesale-customers/verify-otp', { key, otp });
    expect(verified.statusCode).toBe(200);
    expect(body<{ token: string; customer: { id: number } }>(verified).data.customer.id).toBe(
      customer.id,
    );
    const again = await post('/wholesale-customers/verify-otp', { key, otp });
    expect(again.statusCode).toBe(400);
  });

  it('keeps a 60 s cooldown between codes and caps codes per link per hour', async () => {
    const { key } = await createCustomer(get().app, staff);
    const { clock } = get();
    expect((await post('/wholesale-customers/send-otp', { key })).statusCode).toBe(200);
    const early = await post('/wholesale-customers/send-otp', { key });
    expect(early.statusCode).toBe(429);
    expect(body<{ resend_in_seconds: number }>(early).data.resend_in_seconds).toBe(60);
    for (let sent = 1; sent < WHOLESALE_POLICY.codesPerHour; sent++) {
      clock.advance(61_000);
      expect((await post('/wholesale-customers/send-otp', { key })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const capped = await post('/wholesale-customers/send-otp', { key });
    expect(capped.statusCode).toBe(429);
    expect(body(capped).info.message).toBe(
      'Too many codes have been requested. Please try again later.',
    );
    clock.advance(WHOLESALE_POLICY.hourMs);
    expect((await post('/wholesale-customers/send-otp', { key })).statusCode).toBe(200);
  });

  it('a code expires after 5 minutes', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    await post('/wholesale-customers/send-otp', { key });
    const otp = await lastCode(get().ctx, customer.mobile);
    get().clock.advance(5 * 60_000 + 1);
    const response = await post('/wholesale-customers/verify-otp', { key, otp });
    expect(response.statusCode).toBe(400);
    expect(body(response).info.message).toBe('OTP is expired or failed to send.');
  });

  it('a code is burnt after 5 wrong entries', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    await post('/wholesale-customers/send-otp', { key });
    const otp = await lastCode(get().ctx, customer.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt++) {
      expect((await post('/wholesale-customers/verify-otp', { key, otp: wrong })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/wholesale-customers/verify-otp', { key, otp: wrong })).statusCode).toBe(
      429,
    );
    expect((await post('/wholesale-customers/verify-otp', { key, otp })).statusCode).toBe(400);
  });

  it('counts attempts atomically: 100 parallel guesses get at most 5 checks', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    await post('/wholesale-customers/send-otp', { key });
    const otp = await lastCode(get().ctx, customer.mobile);
    const guesses = Array.from({ length: 100 }, (_, index) =>
      String((Number(otp) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    // From 100 addresses, so the per-address limit does not hide the race.
    const answers = await Promise.all(
      guesses.map((guess, index) =>
        get().app.inject({
          method: 'POST',
          url: '/wholesale-customers/verify-otp',
          payload: { key, otp: guess },
          remoteAddress: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(96);
    const row = await get()
      .ctx.db.selectFrom('wholesale_codes')
      .select(['attempts', 'consumed_at'])
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
    const late = await get().app.inject({
      method: 'POST',
      url: '/wholesale-customers/verify-otp',
      payload: { key, otp },
      remoteAddress: '10.1.0.1',
    });
    expect(late.statusCode).not.toBe(200);
  });

  it('a newer code replaces the older one', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    await post('/wholesale-customers/send-otp', { key });
    const first = await lastCode(get().ctx, customer.mobile);
    get().clock.advance(61_000);
    await post('/wholesale-customers/send-otp', { key });
    const second = await lastCode(get().ctx, customer.mobile);
    if (first !== second) {
      expect((await post('/wholesale-customers/verify-otp', { key, otp: first })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/wholesale-customers/verify-otp', { key, otp: second })).statusCode).toBe(
      200,
    );
  });

  it('validate-link accepts the session of the same customer only', async () => {
    const a = await createCustomer(get().app, staff);
    const b = await createCustomer(get().app, staff);
    const tokenA = await verifyCustomer(get().app, get().ctx, a.key, a.customer.mobile);
    const ok = await post('/wholesale-customers/validate-link', {
      key: a.key,
      wholesaleSessionToken: tokenA,
    });
    expect(ok.statusCode).toBe(200);
    expect(body<{ customer: { id: number } }>(ok).data.customer.id).toBe(a.customer.id);
    const other = await post('/wholesale-customers/validate-link', {
      key: b.key,
      wholesaleSessionToken: tokenA,
    });
    expect(other.statusCode).toBe(401);
    const none = await post('/wholesale-customers/validate-link', { key: a.key });
    expect(none.statusCode).toBe(401);
  });

  it('revoking a link ends its key and the sessions opened through it', async () => {
    const { customer, key, linkId } = await createCustomer(get().app, staff);
    const token = await verifyCustomer(get().app, get().ctx, key, customer.mobile);
    const headers = customerHeaders(token);
    expect(
      (await get().app.inject({ method: 'GET', url: '/wholesale-customers/orders', headers }))
        .statusCode,
    ).toBe(200);
    const revoked = await get().app.inject({
      method: 'DELETE',
      url: `/wholesale/customers/${customer.id}/links/${linkId}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await get().app.inject({ method: 'GET', url: '/wholesale-customers/orders', headers }))
        .statusCode,
    ).toBe(401);
    expect((await post('/wholesale-customers/send-otp', { key })).statusCode).toBe(404);
  });

  it('a customer session expires after 30 days', async () => {
    const { customer, key } = await createCustomer(get().app, staff);
    const token = await verifyCustomer(get().app, get().ctx, key, customer.mobile);
    get().clock.advance(WHOLESALE_POLICY.sessionMs + 1);
    const response = await ordersWith(token);
    expect(response.statusCode).toBe(401);
  });
  it('a customer session ends after 3 days unused (sooner than its 30 days) and on logout', async () => {
    staff = await staffToken(get().app); // earlier tests moved the clock past the staff session
    const { customer, key } = await createCustomer(get().app, staff);
    const token = await verifyCustomer(get().app, get().ctx, key, customer.mobile);
    const orders = () => ordersWith(token);
    expect((await orders()).statusCode).toBe(200);
    get().clock.advance(WHOLESALE_POLICY.sessionIdleMs - 60_000);
    expect((await orders()).statusCode).toBe(200); // used: the idle time starts again
    get().clock.advance(WHOLESALE_POLICY.sessionIdleMs - 60_000);
    expect((await orders()).statusCode).toBe(200);
    get().clock.advance(WHOLESALE_POLICY.sessionIdleMs);
    expect((await orders()).statusCode).toBe(401);

    const fresh = await verifyCustomer(get().app, get().ctx, key, customer.mobile);
    const out = await post('/wholesale-customers/logout', {}, customerHeaders(fresh));
    expect(out.statusCode).toBe(200);
    const after = await ordersWith(fresh);
    expect(after.statusCode).toBe(401);
  });
});
