import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  orderBody as sharedOrderBody,
  windowItem as sharedWindowItem,
} from '@platform/shared/testing/wholesale';
import type {
  RawOrderItem,
  SaveOrderRequest,
  WholesaleCustomer,
  WholesaleDropdownOptions,
  WholesaleOrderDetails,
} from '@platform/shared/contracts';
import { bearer, body, login, type TestApp } from '../../testing/create-test-app';
import type { AppContext } from '../../core/module';

let mobiles = 0;

/** A new customer of the signed-in staff member's organisation, with a fresh link key. */
export async function createCustomer(
  app: FastifyInstance,
  staffToken: string,
  overrides: Partial<{
    full_name: string;
    pricing_group_id: number | null;
    wholesale_order_limit: number;
  }> = {},
): Promise<{ customer: WholesaleCustomer; key: string; linkId: number }> {
  mobiles += 1;
  const groups = await app.inject({
    method: 'GET',
    url: '/wholesale/pricing-groups',
    headers: bearer(staffToken),
  });
  const [standard] = body<Array<{ id: number }>>(groups).data;
  // 0412 is an assigned mobile block; the API refuses numbers of unassigned ones (0494…).
  const mobile = `+61412${String(process.pid % 1000).padStart(3, '0')}${String(mobiles % 1000).padStart(3, '0')}`;
  const created = await app.inject({
    method: 'POST',
    url: '/wholesale/customers',
    headers: bearer(staffToken),
    payload: {
      full_name: `Trade ${mobiles}`,
      email: `trade${mobiles}@example.test`,
      mobile,
      pricing_group_id: standard.id,
      ...overrides,
    },
  });
  if (created.statusCode !== 200) throw new Error(`customer: ${created.body}`);
  const customer = body<WholesaleCustomer>(created).data;
  const link = await app.inject({
    method: 'POST',
    url: `/wholesale/customers/${customer.id}/links`,
    headers: bearer(staffToken),
  });
  const { key, id } = body<{ key: string; id: number }>(link).data;
  return { customer, key, linkId: id };
}

/** The six-digit code of the newest text message to a number. */
export async function lastCode(ctx: AppContext, mobile: string): Promise<string> {
  const [message] = await ctx.outbox.list({ recipient: mobile.replace(/[^\d+]/g, ''), limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

/** Verifies a link by text message and returns the customer session token. */
export async function verifyCustomer(
  app: FastifyInstance,
  ctx: AppContext,
  key: string,
  mobile: string,
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/wholesale-customers/send-otp',
    payload: { key },
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
  const otp = await lastCode(ctx, mobile);
  const verified = await app.inject({
    method: 'POST',
    url: '/wholesale-customers/verify-otp',
    payload: { key, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  return body<{ token: string }>(verified).data.token;
}

export function customerHeaders(token: string): Record<string, string> {
  return { 'x-wholesale-token': token };
}

export async function staffToken(app: FastifyInstance, email = 'admin@demo.test'): Promise<string> {
  return login(app, email);
}

export async function dropdownOptions(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: '/wholesale-customers/dropdown-options',
    headers,
  });
  return body<WholesaleDropdownOptions>(response).data;
}

export interface SignedInCustomer {
  staff: string;
  customer: WholesaleCustomer;
  key: string;
  headers: Record<string, string>;
  options: WholesaleDropdownOptions;
}

/**
 * A new customer of the demo organisation, verified by text message: the staff token that
 * created it, its link key, the customer's request headers and its dropdown options.
 */
export async function signedInCustomer(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<SignedInCustomer> {
  const staff = await staffToken(app);
  const { customer, key } = await createCustomer(app, staff);
  const headers = customerHeaders(await verifyCustomer(app, ctx, key, customer.mobile));
  const options = await dropdownOptions(app, headers);
  return { staff, customer, key, headers, options };
}

/** One window item of the given product, application and colour, sized height × width. */
export function windowItem(
  itemNumber: number,
  ids: { product: number; application: number; color: number },
  height = 1200,
  width = 900,
): RawOrderItem {
  return sharedWindowItem(itemNumber, ids, { height, width });
}

/** A save body for items, as the client builds it (raw and submitted forms). */
export function orderBody(
  items: RawOrderItem[],
  statusId: number,
  name = 'Smith residence',
): SaveOrderRequest {
  return sharedOrderBody(items, statusId, { order_name: name });
}

/** Ids of the seeded "Crimsafe Regular" window screen in Pearl White. */
export function windowIds(options: WholesaleDropdownOptions) {
  return {
    product: options.products.find((p) => p.name === 'Crimsafe Regular')!.id,
    application: options.applications.find((a) => a.name === 'Window Screen')!.id,
    color: options.colours.find((c) => c.name === 'Pearl White')!.id,
  };
}

export interface OrdersApi {
  /** The customer signed in by `signedInCustomer`, filled in before the suite's first test. */
  session: SignedInCustomer;
  inject(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The customer saves order `id` (their own session unless `headers` are given). */
  saveAsCustomer(
    id: number,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** `count` window items of the seeded window screen. */
  items(count?: number): RawOrderItem[];
  /** A new order of one item saved by the customer (a draft unless told), expecting a 200. */
  create(
    statusId?: number,
    extra?: Record<string, unknown>,
  ): Promise<{ id: number; order_status: number; verification_sent: boolean }>;
  /** The order as staff see it. */
  details(id: number): Promise<WholesaleOrderDetails>;
}

/** Call inside a `describeEachDatabase` suite: signs a new customer in before its first test. */
export function ordersApi(get: () => TestApp): OrdersApi {
  const session = {} as SignedInCustomer;

  beforeAll(async () => {
    const { app, ctx } = get();
    Object.assign(session, await signedInCustomer(app, ctx));
  });

  const inject: OrdersApi['inject'] = (method, url, headers, payload) =>
    get().app.inject({ method, url, headers, payload: payload as object });

  const saveAsCustomer: OrdersApi['saveAsCustomer'] = (id, payload, headers = session.headers) =>
    inject('POST', `/wholesale-customers/order/${id}/details`, headers, payload);

  const items: OrdersApi['items'] = (count = 1) =>
    Array.from({ length: count }, (_, i) => windowItem(i + 1, windowIds(session.options)));

  const create: OrdersApi['create'] = async (statusId = 6, extra = {}) => {
    const response = await inject(
      'POST',
      '/wholesale-customers/order/new/details',
      session.headers,
      { ...orderBody(items(), statusId), key: session.key, diagram_image: null, ...extra },
    );
    expect(response.statusCode).toBe(200);
    return body<{ id: number; order_status: number; verification_sent: boolean }>(response).data;
  };

  const details: OrdersApi['details'] = async (id) =>
    body<WholesaleOrderDetails>(
      await inject('GET', `/wholesale/order/${id}/details`, bearer(session.staff)),
    ).data;

  return { session, inject, saveAsCustomer, items, create, details };
}

/**
 * A submitted order of a new customer, written straight into the database (no API call), for
 * tests of other modules that read orders: its id.
 */
export async function insertWholesaleOrder(
  ctx: AppContext,
  organisationId: number,
  customer: string,
  name: string,
): Promise<number> {
  const { db, clock } = ctx;
  const owner = await db
    .insertInto('wholesale_customers')
    .values({
      organisation_id: organisationId,
      full_name: customer,
      email: `${customer.toLowerCase().replace(/\W+/g, '.')}@orders.test`,
      mobile: '+61400000999',
      pricing_group_id: null,
      wholesale_order_limit: null,
      account_owner_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('wholesale_orders')
    .values({
      organisation_id: organisationId,
      customer_id: owner.id,
      order_name: name,
      order_notes: '',
      status_id: 3,
      order_data: '[]',
      order_raw_data: '[]',
      diagram_image: null,
      client_ref: null,
      total_price: '1234.5',
      ordered_at: clock.now(),
      job_id: null,
      updated_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}
