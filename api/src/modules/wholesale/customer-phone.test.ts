import type { WholesaleCustomer } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import { staffToken } from './test-support';

describeEachDatabase('wholesale customers: mobile numbers', (get) => {
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(get().app);
  });

  const create = (mobile: unknown, email: string) =>
    get().app.inject({
      method: 'POST',
      url: '/wholesale/customers',
      headers: bearer(staff),
      payload: { full_name: 'Phone Test', email, mobile },
    });

  it.each([
    ['0412 345 671', '+61412345671'],
    ['+61 412 345 672', '+61412345672'],
    ['(02) 9876 5432', '+61298765432'],
  ])('stores %j as %s', async (mobile, e164) => {
    const email = `phone-${e164.slice(1)}@example.test`;
    const created = await create(mobile, email);
    expect(created.statusCode).toBe(200);
    expect(body<WholesaleCustomer>(created).data.mobile).toBe(e164);
    const row = await get()
      .ctx.db.selectFrom('wholesale_customers')
      .select('mobile')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe(e164);
  });

  it.each(['0412 345', '123 456 789 012', 'call 0412 345 678', '+61 1234 5678', ''])(
    'refuses %j with a 400 naming mobile, and stores nothing',
    async (mobile) => {
      const email = `bad-${encodeURIComponent(mobile)}@example.test`;
      const refused = await create(mobile, email);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).info).toEqual(
        expect.objectContaining({
          message: 'Please enter a valid phone number',
          errors: { mobile: ['Please enter a valid phone number'] },
        }),
      );
      const rows = await get()
        .ctx.db.selectFrom('wholesale_customers')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(rows).toEqual([]);
    },
  );
});
