import type { WholesaleOrderRow } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import { orderBody, ordersApi } from './test-support';

describeEachDatabase('wholesale orders: listing and repricing', (get) => {
  const { session, inject, items, create } = ordersApi(get);

  it('lists 20 orders a page, newest first; staff see total prices', async () => {
    for (let i = 0; i < 21; i++) await create();
    const page = (url: string, h: Record<string, string>, paging: object) =>
      inject('GET', `${url}?pagination_object=${encodeURIComponent(JSON.stringify(paging))}`, h);
    const first = await page('/wholesale-customers/orders', session.headers, {
      page: 1,
      rowsPerPage: 20,
      sortBy: 'id',
      descending: true,
    });
    const rows = body<WholesaleOrderRow[]>(first).data;
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
    expect(body(first).info.pagination_object?.total_records).toBeGreaterThanOrEqual(21);
    const staffRows = body<WholesaleOrderRow[]>(
      await page('/wholesale/orders', bearer(session.staff), {
        page: 1,
        rowsPerPage: 20,
        sortBy: 'id',
        descending: true,
      }),
    ).data;
    expect(staffRows[0].total_price).toBeGreaterThan(0);
    const ascending = body<WholesaleOrderRow[]>(
      await page('/wholesale-customers/orders', session.headers, {
        page: 1,
        rowsPerPage: 5,
        sortBy: 'id',
        descending: false,
      }),
    ).data;
    expect(ascending[0].id).toBeLessThan(ascending[1].id);
  });

  it('staff reprice an edited order without saving it', async () => {
    const { id } = await create();
    const response = await inject('POST', `/wholesale/order/${id}/price`, bearer(session.staff), {
      order_data: orderBody(items(2), 6).order_data,
    });
    const pricing = body<{ items: unknown[]; total_price: number }>(response).data;
    expect(pricing.items).toHaveLength(2);
    expect(pricing.total_price).toBeGreaterThan(0);
  });
});
