import type {
  OrderData,
  WholesaleDropdownOptions,
  WholesaleOrderDetails,
} from '@platform/shared/contracts';
import { body, describeEachDatabase } from '../../testing/create-test-app';
import { orderBody, signedInCustomer, windowIds, windowItem } from './test-support';

describeEachDatabase('wholesale orders: item diagrams', (get) => {
  let options: WholesaleDropdownOptions;
  let key: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const { app, ctx } = get();
    ({ key, headers, options } = await signedInCustomer(app, ctx));
  });

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    h: Record<string, string>,
    payload?: unknown,
  ) => get().app.inject({ method, url, headers: h, payload: payload as object });

  it("draws each saved item's diagram from its sizes and never stores a client's SVG", async () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const request = orderBody([windowItem(1, windowIds(options), 1500, 700)], 6);
    const data = JSON.parse(request.order_data) as OrderData;
    data.items[0].diagram_image = evil;
    const created = await inject('POST', '/wholesale-customers/order/new/details', headers, {
      ...request,
      order_data: JSON.stringify(data),
      key,
      diagram_image: evil,
    });
    expect(created.statusCode).toBe(200);
    const { id } = body<{ id: number }>(created).data;
    const stored = async () =>
      (
        JSON.parse(
          body<WholesaleOrderDetails>(
            await inject('GET', `/wholesale-customers/order/${id}/details`, headers),
          ).data.order_data,
        ) as OrderData
      ).items[0].diagram_image!;
    const first = await stored();
    expect(first.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(first).toContain('<title>Item 1</title>');
    expect(first).toContain('>700</text>');
    expect(first).toContain('>1500</text>');
    expect(first).not.toContain('<script');
    const row = await get()
      .ctx.db.selectFrom('wholesale_orders')
      .select('diagram_image')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.diagram_image).toBe(first);
    // An autosave with new sizes redraws it.
    const resized = await inject(
      'POST',
      `/wholesale-customers/order/${id}/details`,
      headers,
      orderBody([windowItem(1, windowIds(options), 1800, 650)], 6),
    );
    expect(resized.statusCode).toBe(200);
    const second = await stored();
    expect(second).toContain('>650</text>');
    expect(second).toContain('>1800</text>');
    expect(second).not.toContain('>700</text>');
  });
});
