import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CreateOrderRequest,
  OrdersPagination,
  SaveOrderRequest,
  WholesaleCustomer,
} from '@platform/shared/contracts';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireStaff } from '../../core/auth-guard';
import type { AppContext } from '../../core/module';
import { ORDER_STATUS } from './contract';
import { requireActor, requireCustomer } from './guard';
import {
  findByClientRef,
  findOrder,
  listOrders,
  orderDetails,
  priceFor,
  type OrderRecord,
  type OrderScope,
} from './order-queries';
import { convertToJob, saveOrder, type SaveResult } from './order-workflow';
import { findLink, sendOrderCode } from './portal-routes';
import { WHOLESALE_MESSAGES } from './policy';
import {
  CREATE_ORDER_BODY,
  ORDER_DETAILS_SCHEMA,
  ORDER_ROW_SCHEMA,
  ORDERS_PAGINATION_SCHEMA,
  PRICING_SCHEMA,
  SAVE_ORDER_BODY,
  SAVE_ORDER_REPLY,
} from './schemas';

const QUIET = { suppressNotificationMessage: true } as const;

interface ListQuery {
  pagination_object?: Partial<OrdersPagination>;
  organisationId?: number;
}

/** A page of the orders in `scope` (with prices for staff), as the list routes answer it. */
async function orderList(ctx: AppContext, scope: OrderScope, query: ListQuery, staff: boolean) {
  const { rows, info } = await listOrders(ctx, scope, query.pagination_object ?? {}, staff);
  return ok(rows, { pagination_object: info, ...QUIET });
}

const LIST_SCHEMA = {
  querystring: S.obj({ pagination_object: ORDERS_PAGINATION_SCHEMA, organisationId: S.int() }),
  response: replies(S.arr(ORDER_ROW_SCHEMA)),
};

/** Texts the verification code after a submit; a resend cooldown in force is not an error here. */
async function afterSave(
  ctx: AppContext,
  request: FastifyRequest,
  result: SaveResult,
  customer: { id: number; mobile: string; organisation_id: number },
) {
  let sent = false;
  if (result.needsVerificationCode) {
    try {
      await sendOrderCode(ctx, customer, result.order.id, request.ip);
      sent = true;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 429)) throw error;
    }
  }
  return ok(
    {
      id: result.order.id,
      order_status: result.order.status_id,
      is_verified: result.order.is_verified,
      verification_sent: sent,
    },
    QUIET,
  );
}

const ID_PARAMS = S.idParams();

/** The signed-in customer and its own order `id` (404 for any other order). */
async function customerOrder(ctx: AppContext, request: FastifyRequest, id: number) {
  const { customer } = await requireCustomer(request);
  const scope = { organisationId: customer.organisation_id, customerId: customer.id };
  return { customer, order: await findOrder(ctx, scope, id) };
}

/** The signed-in staff member and the order `id` of its organisation (404 for any other). */
async function staffOrder(ctx: AppContext, request: FastifyRequest, id: number) {
  const user = await requireStaff(request);
  return { user, order: await findOrder(ctx, { organisationId: user.organisation_id }, id) };
}

/** A customer's save of a new order (null) or of its own, answered as the portal expects. */
async function saveAsCustomer(
  ctx: AppContext,
  request: FastifyRequest<{ Body: SaveOrderRequest }>,
  customer: WholesaleCustomer,
  existing: OrderRecord | null,
) {
  const result = await saveOrder(ctx, existing, {
    actor: 'customer',
    userId: null,
    customerId: customer.id,
    organisationId: customer.organisation_id,
    body: request.body,
    customer,
  });
  return afterSave(ctx, request, result, customer);
}

/** Orders (spec §7 "Orders"): the customer's calls and the management portal's. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/wholesale-customers/orders',
    { schema: LIST_SCHEMA },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const scope = { organisationId: customer.organisation_id, customerId: customer.id };
      return orderList(ctx, scope, request.query, false);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/wholesale/orders',
    { schema: LIST_SCHEMA },
    async (request) => {
      const user = await requireStaff(request);
      return orderList(ctx, { organisationId: user.organisation_id }, request.query, true);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/wholesale-customers/order/:id/details',
    { schema: { params: ID_PARAMS, response: replies(ORDER_DETAILS_SCHEMA) } },
    async (request) => {
      const { order } = await customerOrder(ctx, request, request.params.id);
      return ok(await orderDetails(ctx, order, false), QUIET);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/wholesale/order/:id/details',
    { schema: { params: ID_PARAMS, response: replies(ORDER_DETAILS_SCHEMA) } },
    async (request) => {
      const { order } = await staffOrder(ctx, request, request.params.id);
      return ok(await orderDetails(ctx, order, true), QUIET);
    },
  );

  app.get<{ Querystring: { organisation_id?: number; customer_id?: number; id: number } }>(
    '/wholesale-order',
    {
      schema: {
        querystring: S.obj({ organisation_id: S.int(), customer_id: S.int(), id: S.int() }, ['id']),
        response: replies(S.arr(ORDER_DETAILS_SCHEMA)),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const scope = { organisationId: user.organisation_id, customerId: request.query.customer_id };
      const order = await findOrder(ctx, scope, request.query.id);
      return ok([await orderDetails(ctx, order, true)], QUIET);
    },
  );

  app.get<{ Querystring: { organisation_id?: number; id: number } }>(
    '/wholesale-order-auth',
    {
      schema: {
        querystring: S.obj({ organisation_id: S.int(), id: S.int() }, ['id']),
        response: replies(S.arr(ORDER_DETAILS_SCHEMA)),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const scope =
        actor.kind === 'staff'
          ? { organisationId: actor.user.organisation_id }
          : {
              organisationId: actor.session.customer.organisation_id,
              customerId: actor.session.customer.id,
            };
      const order = await findOrder(ctx, scope, request.query.id);
      return ok([await orderDetails(ctx, order, actor.kind === 'staff')], QUIET);
    },
  );

  app.post<{ Body: CreateOrderRequest }>(
    '/wholesale-customers/order/new/details',
    { schema: { body: CREATE_ORDER_BODY, response: replies(SAVE_ORDER_REPLY) } },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const link = await findLink(ctx, request.body.key);
      // The key names the customer the order is for; it must be the session's own.
      if (link.customer_id !== customer.id) {
        throw new HttpError(403, WHOLESALE_MESSAGES.invalidLink, { code: 'invalid-link' });
      }
      const repeated = await findByClientRef(ctx, customer.id, request.body.client_ref);
      if (repeated) {
        return ok(
          {
            id: repeated.id,
            order_status: repeated.status_id,
            is_verified: repeated.is_verified,
            verification_sent: false,
          },
          QUIET,
        );
      }
      return saveAsCustomer(ctx, request, customer, null);
    },
  );

  app.post<{ Params: { id: number }; Body: SaveOrderRequest }>(
    '/wholesale-customers/order/:id/details',
    { schema: { params: ID_PARAMS, body: SAVE_ORDER_BODY, response: replies(SAVE_ORDER_REPLY) } },
    async (request) => {
      const { customer, order } = await customerOrder(ctx, request, request.params.id);
      return saveAsCustomer(ctx, request, customer, order);
    },
  );

  app.post<{ Params: { id: number }; Body: SaveOrderRequest }>(
    '/wholesale/order/:id/details',
    { schema: { params: ID_PARAMS, body: SAVE_ORDER_BODY, response: replies(SAVE_ORDER_REPLY) } },
    async (request) => {
      const { user, order: existing } = await staffOrder(ctx, request, request.params.id);
      const result = await saveOrder(ctx, existing, {
        actor: 'staff',
        userId: user.id,
        customerId: existing.customer_id,
        organisationId: user.organisation_id,
        body: request.body,
      });
      const { order } = result;
      const message =
        order.status_id === ORDER_STATUS.VOID ? 'Order voided' : 'Changes sent to the customer';
      return ok(
        {
          id: order.id,
          order_status: order.status_id,
          is_verified: order.is_verified,
          verification_sent: false,
        },
        { message },
      );
    },
  );

  app.post<{ Params: { id: number }; Body: { order_data: string } }>(
    '/wholesale/order/:id/price',
    {
      schema: {
        params: ID_PARAMS,
        body: S.obj({ order_data: S.str({ maxLength: 900_000 }) }, ['order_data']),
        response: replies(PRICING_SCHEMA),
      },
    },
    async (request) => {
      const { order } = await staffOrder(ctx, request, request.params.id);
      return ok(await priceFor(ctx, order, request.body.order_data), QUIET);
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/wholesale/order/:id/convert',
    {
      schema: {
        params: ID_PARAMS,
        response: replies(S.obj({ id: S.int(), job_id: S.int(), order_status: S.int() })),
      },
    },
    async (request) => {
      const { user, order } = await staffOrder(ctx, request, request.params.id);
      const { order: saved, jobId } = await convertToJob(ctx, order, user.id);
      return ok(
        { id: saved.id, job_id: jobId, order_status: saved.status_id },
        { message: 'Order approved' },
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/wholesale-customers/order/:id',
    { schema: { params: ID_PARAMS, response: replies(S.obj({ id: S.int() })) } },
    async (request) => {
      const { customer, order } = await customerOrder(ctx, request, request.params.id);
      const deleted = await ctx.db
        .deleteFrom('wholesale_orders')
        .where('id', '=', order.id)
        .where('customer_id', '=', customer.id)
        .where('status_id', '=', ORDER_STATUS.DRAFT)
        .returning('id')
        .executeTakeFirst();
      if (!deleted)
        throw new HttpError(409, 'Only a draft can be deleted.', { code: 'illegal-transition' });
      return ok({ id: deleted.id }, { message: 'Draft deleted' });
    },
  );
}
