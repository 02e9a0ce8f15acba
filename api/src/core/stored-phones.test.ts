import type { Kysely } from 'kysely';
import { describeEachDatabase } from '../testing/create-test-app';
import { coreMigrations } from '../modules/core/migrations';
import { wholesaleMigrations } from '../modules/wholesale/migrations';
import type { Migration } from './module';

const migration = (list: Migration[], name: string) => {
  const found = list.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no migration ${name}`);
  return found;
};

describeEachDatabase('phone numbers stored before E.164 (ADR 150)', (get) => {
  const db = () => get().ctx.db as unknown as Kysely<unknown>;

  it('rewrites two-step phones to E.164 and leaves numbers it cannot read as written', async () => {
    const { ctx } = get();
    const set = (email: string, mfa_phone: string | null) =>
      ctx.db.updateTable('users').set({ mfa_phone }).where('email', '=', email).execute();
    await set('sales@demo.test', '0412 345 678');
    await set('measurer@demo.test', '+61 2 9876 5432');
    await set('fitter@demo.test', 'ask at reception');
    await set('admin@demo.test', null);

    await migration(coreMigrations, '005-mfa-phones-e164').up(db());

    const phones = await ctx.db
      .selectFrom('users')
      .select(['email', 'mfa_phone'])
      .where('email', 'in', [
        'sales@demo.test',
        'measurer@demo.test',
        'fitter@demo.test',
        'admin@demo.test',
      ])
      .orderBy('email')
      .execute();
    expect(phones).toEqual([
      { email: 'admin@demo.test', mfa_phone: null },
      { email: 'fitter@demo.test', mfa_phone: 'ask at reception' },
      { email: 'measurer@demo.test', mfa_phone: '+61298765432' },
      { email: 'sales@demo.test', mfa_phone: '+61412345678' },
    ]);
  });

  it('rewrites wholesale customer mobiles, and a second run changes nothing', async () => {
    const { ctx } = get();
    const [customer] = await ctx.db
      .selectFrom('wholesale_customers')
      .select(['id'])
      .orderBy('id')
      .limit(1)
      .execute();
    await ctx.db
      .updateTable('wholesale_customers')
      .set({ mobile: '(04) 0011 1000' })
      .where('id', '=', customer.id)
      .execute();

    const up = migration(wholesaleMigrations, '006-mobiles-e164').up;
    await up(db());
    const read = () =>
      ctx.db
        .selectFrom('wholesale_customers')
        .select('mobile')
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow();
    expect(await read()).toEqual({ mobile: '+61400111000' });
    await up(db());
    expect(await read()).toEqual({ mobile: '+61400111000' });
  });
});
