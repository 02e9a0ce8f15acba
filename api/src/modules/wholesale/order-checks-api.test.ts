import { body, describeEachDatabase } from '../../testing/create-test-app';
import {
  createCustomer,
  customerHeaders,
  orderBody,
  ordersApi,
  verifyCustomer,
  windowIds,
  windowItem,
} from './test-support';

describeEachDatabase('wholesale orders: submission checks', (get) => {
  const { session, inject, saveAsCustomer, items, create, details } = ordersApi(get);

  it('a submit must pass the server checks', async () => {
    const { id } = await create();
    const payload = orderBody(items(), 1);
    payload.details.order_name = '';
    const incomplete = await saveAsCustomer(id, payload);
    expect(incomplete.statusCode).toBe(422);
    expect(body(incomplete).info.message).toBe(
      'Please complete all required fields marked in red!',
    );
    expect(body(incomplete).info.errors).toHaveProperty(['details.order_name']);
    const noProduct = windowItem(1, { ...windowIds(session.options), product: 999_999 });
    const unknown = await saveAsCustomer(id, orderBody([noProduct], 1));
    expect(body(unknown).info.errors).toHaveProperty(['items.0.product']);
  });

  it('refuses an item whose application is not one its product is made in', async () => {
    const { id } = await create();
    const product = session.options.products.find(
      (candidate) =>
        candidate.application_ids.length > 0 &&
        session.options.applications.some((a) => !candidate.application_ids.includes(a.id)),
    )!;
    const foreign = session.options.applications.find(
      (a) => !product.application_ids.includes(a.id),
    )!;
    const mismatched = windowItem(1, {
      ...windowIds(session.options),
      product: product.id,
      application: foreign.id,
    });
    const response = await saveAsCustomer(id, orderBody([mismatched], 1));
    expect(response.statusCode).toBe(422);
    expect(body(response).info.errors).toEqual({
      'items.0.application': ['This product is not made for this application.'],
    });
    expect((await details(id)).status_name).toBe('Draft');
  });

  it("refuses another organisation's accessory and lock side ids, as ids that do not exist", async () => {
    const { id } = await create();
    const acme = async (table: 'wholesale_accessories' | 'wholesale_lock_sides') =>
      (
        await get()
          .ctx.db.selectFrom(table)
          .select('id')
          .where('organisation_id', '=', 2)
          .executeTakeFirstOrThrow()
      ).id;
    const item = windowItem(1, windowIds(session.options));
    item.accessories = [
      {
        accessory: await acme('wholesale_accessories'),
        code: 'X',
        color: 999_999,
        size: null,
        quantity: 1,
        heights: [],
        widths: [],
      },
    ];
    item.panels.panel_one[0].lock_side = await acme('wholesale_lock_sides');
    const response = await saveAsCustomer(id, orderBody([item], 1));
    expect(response.statusCode).toBe(422);
    expect(body(response).info.errors).toEqual({
      'items.0.accessories.0.accessory': ['Not found.'],
      'items.0.accessories.0.color': ['Not found.'],
      'items.0.panels.0.lock_side': ['Not found.'],
    });
    expect((await details(id)).status_name).toBe('Draft');
  });

  it("refuses more items than the customer's order limit", async () => {
    const limited = await createCustomer(get().app, session.staff, { wholesale_order_limit: 2 });
    const token = await verifyCustomer(get().app, get().ctx, limited.key, limited.customer.mobile);
    const response = await inject(
      'POST',
      '/wholesale-customers/order/new/details',
      customerHeaders(token),
      {
        ...orderBody(items(3), 6),
        key: limited.key,
        diagram_image: null,
      },
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).info.message).toBe('An order may hold at most 2 items.');
  });
});
