import type {
  CommonSizePriceRow,
  WholesaleDropdownOptions,
  WholesaleOrderRow,
} from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import {
  createCustomer,
  customerHeaders,
  dropdownOptions,
  orderBody,
  staffToken,
  verifyCustomer,
  windowIds,
  windowItem,
} from './test-support';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describeEachDatabase('wholesale authorization', (get) => {
  let demoStaff: string;
  let acmeStaff: string;
  let dashboard: string;
  let options: WholesaleDropdownOptions;
  /** Customer A (Trade Standard) and customer B (Trade Premium) of the demo organisation. */
  let a: { headers: Record<string, string>; key: string; groupId: number; orderId: number };
  let b: { headers: Record<string, string>; key: string; groupId: number; orderId: number };

  const inject = (
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => get().app.inject({ method, url, headers, payload: payload as object });

  async function customerWithOrder(groupIndex: number) {
    const { app, ctx } = get();
    const groups = body<Array<{ id: number }>>(
      await inject('GET', '/wholesale/pricing-groups', bearer(demoStaff)),
    ).data;
    const created = await createCustomer(app, demoStaff, {
      pricing_group_id: groups[groupIndex].id,
    });
    const headers = customerHeaders(
      await verifyCustomer(app, ctx, created.key, created.customer.mobile),
    );
    options = await dropdownOptions(app, headers);
    const order = await inject('POST', '/wholesale-customers/order/new/details', headers, {
      ...orderBody([windowItem(1, windowIds(options))], 1),
      key: created.key,
      diagram_image: null,
    });
    return {
      headers,
      key: created.key,
      groupId: groups[groupIndex].id,
      orderId: body<{ id: number }>(order).data.id,
    };
  }

  beforeAll(async () => {
    const { app } = get();
    demoStaff = await staffToken(app);
    acmeStaff = await staffToken(app, 'admin@acme.test');
    dashboard = await staffToken(app, 'dashboard@demo.test');
    a = await customerWithOrder(0);
    b = await customerWithOrder(1);
    // Three sign-ins and two customers with an order: seconds on a loaded machine.
  }, 60_000);

  /** Every customer call that names an order, aimed at customer B's order. */
  const customerCallsOn = (orderId: number): Array<[Method, string, unknown?]> => [
    ['GET', `/wholesale-customers/order/${orderId}/details`],
    ['POST', `/wholesale-customers/order/${orderId}/details`, orderBody([], 6)],
    ['POST', `/wholesale-customers/order/${orderId}/details`, orderBody([], 1)],
    ['DELETE', `/wholesale-customers/order/${orderId}`],
    ['POST', '/wholesale-customers/send-order-otp', { order_id: orderId }],
    ['POST', '/wholesale-customers/verify-order-otp', { order_id: orderId, otp: '123456' }],
    ['GET', `/wholesale-order-auth?id=${orderId}`],
    ['GET', `/wholesale-dropdown-options?order_id=${orderId}`],
  ];

  it("a customer can neither read nor change another customer's order through any call", async () => {
    for (const [method, url, payload] of customerCallsOn(b.orderId)) {
      const response = await inject(method, url, a.headers, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const list = body<WholesaleOrderRow[]>(
      await inject('GET', '/wholesale-customers/orders', a.headers),
    ).data;
    expect(list.map((row) => row.id)).toContain(a.orderId);
    expect(list.map((row) => row.id)).not.toContain(b.orderId);
    // B's order is unchanged.
    const own = await inject('GET', `/wholesale-customers/order/${b.orderId}/details`, b.headers);
    expect(body<{ status_name: string }>(own).data.status_name).toBe('Submitted');
  });

  it("a customer cannot create an order with another customer's link key", async () => {
    const response = await inject('POST', '/wholesale-customers/order/new/details', a.headers, {
      ...orderBody([windowItem(1, windowIds(options))], 6),
      key: b.key,
      diagram_image: null,
    });
    expect(response.statusCode).toBe(403);
  });

  it("a customer sees only their own pricing group's prices, whatever group they ask for", async () => {
    const ids = windowIds(options);
    const prices = async (headers: Record<string, string>, groupId?: number) => {
      const group = groupId ? `&pricingGroupId=${groupId}` : '';
      const response = await inject(
        'GET',
        `/products/common-sizes?productId=${ids.product}&applicationIds=${ids.application}${group}`,
        headers,
      );
      return body<CommonSizePriceRow[]>(response).data.map((row) => row.common_size_prices.price);
    };
    const ownA = await prices(a.headers);
    const ownB = await prices(b.headers);
    expect(ownA).not.toEqual(ownB);
    expect(await prices(a.headers, b.groupId)).toEqual(ownA);
    expect(await prices(bearer(demoStaff), b.groupId)).toEqual(ownB);
    const accessories = async (groupId: number) =>
      body<Array<{ common_size_prices: { price: number | null } }>>(
        await inject(
          'GET',
          `/wholesale-customers/accessories/common-sizes?accessoryIds=${options.accessories[0].id}&pricingGroupId=${groupId}`,
          a.headers,
        ),
      ).data.map((row) => row.common_size_prices.price);
    expect(await accessories(b.groupId)).toEqual(await accessories(a.groupId));
  });

  it('a customer gets no prices with their orders and only themself in the dropdown data', async () => {
    const list = body<WholesaleOrderRow[]>(
      await inject('GET', '/wholesale-customers/orders', a.headers),
    ).data;
    expect(list.every((row) => row.total_price === null)).toBe(true);
    const details = body<{ pricing: unknown }>(
      await inject('GET', `/wholesale-customers/order/${a.orderId}/details`, a.headers),
    ).data;
    expect(details.pricing).toBeNull();
    const dropdown = await dropdownOptions(get().app, a.headers);
    expect(dropdown.customers).toHaveLength(1);
    expect(dropdown.customerPricingGroups.map((group) => group.id)).toEqual([a.groupId]);
  });

  it('staff get every customer and pricing group of their organisation (isUserLoggedIn as 1 or true)', async () => {
    for (const flag of ['1', 'true']) {
      const response = await inject(
        'GET',
        `/wholesale-customers/dropdown-options?isUserLoggedIn=${flag}`,
        bearer(demoStaff),
      );
      expect(response.statusCode).toBe(200);
      const data = body<WholesaleDropdownOptions>(response).data;
      expect(data.customers.length).toBeGreaterThanOrEqual(2);
      expect(data.customerPricingGroups).toHaveLength(2);
    }
  });

  /** Every staff call, aimed at customer A's order. */
  const staffCalls = (orderId: number): Array<[Method, string, unknown?]> => [
    ['GET', '/wholesale/orders'],
    ['GET', `/wholesale/order/${orderId}/details`],
    ['POST', `/wholesale/order/${orderId}/details`, orderBody([], 8)],
    ['POST', `/wholesale/order/${orderId}/price`, { order_data: '{"items":[]}' }],
    ['PATCH', `/wholesale/order/${orderId}/convert`],
    ['GET', `/wholesale-order?id=${orderId}`],
    ['GET', '/api-dropdown-options'],
    ['GET', '/wholesale/customers'],
    ['GET', '/wholesale/pricing-groups'],
    [
      'POST',
      '/wholesale/customers',
      { full_name: 'X', email: 'x@example.test', mobile: '+61400000000' },
    ],
  ];

  it('a customer token opens none of the staff calls', async () => {
    for (const [method, url, payload] of staffCalls(a.orderId)) {
      const response = await inject(method, url, a.headers, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('without any token every wholesale call is refused', async () => {
    for (const [method, url, payload] of [
      ...staffCalls(a.orderId),
      ...customerCallsOn(a.orderId),
    ]) {
      const response = await inject(method, url, {}, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  it("staff of another organisation cannot reach this organisation's orders, customers or prices", async () => {
    const orderCalls = staffCalls(a.orderId).filter(([, url]) => url.includes(String(a.orderId)));
    for (const [method, url, payload] of orderCalls) {
      const response = await inject(method, url, bearer(acmeStaff), payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const list = body<WholesaleOrderRow[]>(
      await inject('GET', '/wholesale/orders', bearer(acmeStaff)),
    ).data;
    expect(list.map((row) => row.id)).not.toContain(a.orderId);
    const customers = body<Array<{ organisation_id: number }>>(
      await inject('GET', '/wholesale/customers', bearer(acmeStaff)),
    ).data;
    expect(customers.every((customer) => customer.organisation_id === 2)).toBe(true);
    const foreignGroup = await inject(
      'GET',
      `/products/common-sizes?productId=${windowIds(options).product}&pricingGroupId=${a.groupId}`,
      bearer(acmeStaff),
    );
    expect(foreignGroup.statusCode).toBe(404);
    const links = await inject(
      'POST',
      `/wholesale/customers/${(await dropdownOptions(get().app, a.headers)).customers[0].id}/links`,
      bearer(acmeStaff),
    );
    expect(links.statusCode).toBe(404);
  });

  it('dashboard users cannot use the management portal', async () => {
    for (const [method, url, payload] of staffCalls(a.orderId)) {
      const response = await inject(method, url, bearer(dashboard), payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('fitters and measurers cannot approve, void, edit for the customer, create customers or issue keys (issue 19)', async () => {
    const { app } = get();
    const statusOf = async () =>
      body<{ status_name: string }>(
        await inject('GET', `/wholesale/order/${a.orderId}/details`, bearer(demoStaff)),
      ).data.status_name;
    const before = await statusOf();
    const calls: Array<[Method, string, unknown?]> = [
      ...staffCalls(a.orderId),
      ['GET', '/wholesale/customers/1/links'],
      ['POST', '/wholesale/customers/1/links'],
      ['DELETE', '/wholesale/customers/1/links/1'],
    ];
    for (const email of ['fitter@demo.test', 'measurer@demo.test']) {
      const token = await staffToken(app, email);
      for (const [method, url, payload] of calls) {
        const response = await inject(method, url, bearer(token), payload);
        expect([email, method, url, response.statusCode]).toEqual([email, method, url, 403]);
        expect(body(response).info.code).toBe('forbidden');
      }
    }
    expect(await statusOf()).toBe(before);
  }, 60_000);
});
