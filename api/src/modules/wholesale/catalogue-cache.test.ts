import { sql } from 'kysely';
import { describeEachDatabase } from '../../testing/create-test-app';
import { cachedCatalogue, cachedPriceBook } from './catalogue-cache';
import { orderBody, ordersApi } from './test-support';

describeEachDatabase('wholesale catalogue and price book caches (ADR 232)', (get) => {
  const { session, saveAsCustomer, items, create } = ordersApi(get);

  const storedTotal = async (id: number) => {
    const row = await get()
      .ctx.db.selectFrom('wholesale_orders')
      .select('total_price')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.total_price);
  };

  it('prices the next save with a price changed by plain SQL past every store', async () => {
    const { ctx } = get();
    const { id } = await create();
    expect((await saveAsCustomer(id, orderBody(items(2), 6))).statusCode).toBe(200);
    const before = await storedTotal(id);
    expect(before).toBeGreaterThan(0);
    // Kept while nothing changed: the same answer, not read again.
    const group = session.customer.pricing_group_id;
    const organisationId = session.customer.organisation_id;
    if (ctx.tableChanges.live) {
      expect(await cachedPriceBook(ctx, organisationId, group)).toBe(
        await cachedPriceBook(ctx, organisationId, group),
      );
    }
    await sql`update wholesale_common_size_prices set price = price * 2
              where pricing_group_id = ${group}`.execute(ctx.db);
    expect((await saveAsCustomer(id, orderBody(items(2), 6))).statusCode).toBe(200);
    expect(await storedTotal(id)).toBeCloseTo(before * 2, 2);
    await sql`update wholesale_common_size_prices set price = price / 2
              where pricing_group_id = ${group}`.execute(ctx.db);
    expect((await saveAsCustomer(id, orderBody(items(2), 6))).statusCode).toBe(200);
    expect(await storedTotal(id)).toBeCloseTo(before, 2);
  });

  it('answers a catalogue row added by plain SQL on the next read', async () => {
    const { ctx } = get();
    const organisationId = session.customer.organisation_id;
    const before = await cachedCatalogue(ctx, organisationId);
    expect(before.products.map((p) => p.name)).toContain('Crimsafe Regular');
    await sql`insert into wholesale_products (organisation_id, name, sort)
              values (${organisationId}, 'Cache test mesh', 99)`.execute(ctx.db);
    const after = await cachedCatalogue(ctx, organisationId);
    expect(after.products.map((p) => p.name)).toContain('Cache test mesh');
    await sql`delete from wholesale_products where name = 'Cache test mesh'`.execute(ctx.db);
    const removed = await cachedCatalogue(ctx, organisationId);
    expect(removed.products.map((p) => p.name)).not.toContain('Cache test mesh');
  });
});
