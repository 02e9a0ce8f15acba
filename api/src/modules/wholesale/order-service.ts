import type {
  OrderActor,
  OrderPricing,
  OrdersPagination,
  OrderStatusFrom,
  OrderStatusId,
  PagingInfo,
  SaveOrderRequest,
  WholesaleOrderDetails,
  WholesaleOrderRow,
} from '@platform/shared/contracts';
import type { Selectable } from 'kysely';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import { loadCatalogue, loadPriceBook } from './catalogue';
import {
  DEFAULT_ORDER_LIMIT,
  ORDER_STATUS,
  WHOLESALE_PRICE_ERRORS,
  findTransition,
  statusInfo,
} from './contract';
import { customerById } from './customers-store';
import { checkItemLimit, checkRawData, checkSubmission, parseOrderData } from './order-checks';
import { WHOLESALE_MESSAGES } from './policy';
import { withDiagrams } from './diagrams';
import { createJob } from './jobs';
import { priceOrder } from '@platform/shared/pricing';
import type { WholesaleOrdersTable } from './tables';

export type OrderRecord = Selectable<WholesaleOrdersTable>;

/** Which orders a caller may reach: always one organisation, and for a customer only theirs. */
export interface OrderScope {
  organisationId: number;
  customerId?: number;
}

const SORTABLE: Record<
  string,
  'id' | 'order_name' | 'status_id' | 'is_verified' | 'ordered_at' | 'total_price'
> = {
  id: 'id',
  order_name: 'order_name',
  status: 'status_id',
  status_name: 'status_id',
  order_status: 'status_id',
  is_verified: 'is_verified',
  ordered_at: 'ordered_at',
  total_price: 'total_price',
};

export const ORDERS_PAGE_SIZE = 20;

const toIso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const toPrice = (value: string | number | null) => (value === null ? null : Number(value));

function scoped(ctx: AppContext, scope: OrderScope) {
  let query = ctx.db
    .selectFrom('wholesale_orders')
    .where('organisation_id', '=', scope.organisationId);
  if (scope.customerId !== undefined) query = query.where('customer_id', '=', scope.customerId);
  return query;
}

/** One page of orders, sorted by id descending unless asked otherwise; prices only for staff. */
export async function listOrders(
  ctx: AppContext,
  scope: OrderScope,
  paging: Partial<OrdersPagination>,
  withPrices: boolean,
): Promise<{ rows: WholesaleOrderRow[]; info: PagingInfo }> {
  const page = paging.page ?? 1;
  const size = paging.rowsPerPage ?? ORDERS_PAGE_SIZE;
  const column = SORTABLE[paging.sortBy ?? 'id'] ?? 'id';
  const direction = paging.descending === false ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    scoped(ctx, scope)
      .select(['id', 'order_name', 'status_id', 'is_verified', 'ordered_at', 'total_price'])
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    scoped(ctx, scope)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => {
      const status = statusInfo(row.status_id);
      return {
        id: row.id,
        order_name: row.order_name,
        status_name: status.name,
        status_color: status.color,
        order_status: status.id,
        is_verified: row.is_verified,
        ordered_at: toIso(row.ordered_at),
        total_price: withPrices ? toPrice(row.total_price) : null,
      };
    }),
    info: {
      page_number: page,
      page_size: size,
      total_records: Number(total.count),
      sort_by: paging.sortBy ?? 'id',
      sort_direction: direction,
    },
  };
}

/** The order if the scope reaches it; 404 otherwise (never 403, so ids of others stay unknown). */
export async function findOrder(
  ctx: AppContext,
  scope: OrderScope,
  id: number,
): Promise<OrderRecord> {
  const order = await scoped(ctx, scope).selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw new HttpError(404, WHOLESALE_MESSAGES.orderNotFound);
  return order;
}

async function customerOf(ctx: AppContext, order: OrderRecord) {
  const customer = await customerById(ctx.db, order.customer_id);
  if (!customer) throw new HttpError(404, WHOLESALE_MESSAGES.orderNotFound);
  return customer;
}

/** Prices an order's items for its customer's pricing group. */
export async function priceFor(
  ctx: AppContext,
  order: OrderRecord,
  orderDataText = order.order_data,
): Promise<OrderPricing> {
  const customer = await customerOf(ctx, order);
  const book = await loadPriceBook(ctx.db, order.organisation_id, customer.pricing_group_id);
  return priceOrder(parseOrderData(orderDataText), book);
}

function canApprove(order: OrderRecord): boolean {
  return order.status_id === ORDER_STATUS.SUBMITTED && order.is_verified;
}

export async function orderDetails(
  ctx: AppContext,
  order: OrderRecord,
  forStaff: boolean,
): Promise<WholesaleOrderDetails> {
  const customer = await customerOf(ctx, order);
  const status = statusInfo(order.status_id);
  return {
    id: order.id,
    order_name: order.order_name,
    order_date: toIso(order.ordered_at),
    order_notes: order.order_notes,
    status_name: status.name,
    order_status: status.id,
    status_color: status.color,
    status_code: status.code,
    is_verified: order.is_verified,
    order_data: order.order_data,
    order_raw_data: order.order_raw_data,
    customer: {
      id: customer.id,
      full_name: customer.full_name,
      email: customer.email,
      mobile: customer.mobile,
      wholesale_order_limit: customer.wholesale_order_limit,
    },
    can_void: forStaff && order.status_id === ORDER_STATUS.APPROVED,
    can_approve: forStaff && canApprove(order),
    pricing: forStaff ? await priceFor(ctx, order) : null,
    job_id: order.job_id,
  };
}

/** Actions that replace the order's contents; the others only move its status. */
const CHANGES_CONTENT = new Set(['create_draft', 'save_draft', 'submit', 'send_edit']);
/** Transitions that a details save may never make: each has its own endpoint and checks. */
const OWN_ENDPOINT_ACTIONS = new Set(['approve']);

export interface SaveCommand {
  actor: OrderActor;
  userId: number | null;
  customerId: number;
  organisationId: number;
  body: SaveOrderRequest & { diagram_image?: string | null; client_ref?: string };
}

export interface SaveResult {
  order: OrderRecord;
  /** The save was a first-or-repeated submit of an unverified order. */
  needsVerificationCode: boolean;
}

/**
 * Creates or saves an order through the status workflow: the transition must be in the table
 * for this actor, a submit must pass the server's checks, the price is recomputed, and the
 * change is written only if nobody changed the status meanwhile.
 */
export async function saveOrder(
  ctx: AppContext,
  existing: OrderRecord | null,
  command: SaveCommand,
): Promise<SaveResult> {
  const from: OrderStatusFrom = existing ? (existing.status_id as OrderStatusId) : 'new';
  const to = command.body.status_id;
  // An autosave that arrives after a submit (or any other change) must not move the order back.
  if (
    command.body.is_draft_save &&
    (to !== ORDER_STATUS.DRAFT || (from !== 'new' && from !== ORDER_STATUS.DRAFT))
  ) {
    throw new HttpError(409, WHOLESALE_MESSAGES.notDraft, { code: 'not-a-draft' });
  }
  const transition = findTransition(from, to, command.actor);
  if (!transition) {
    const fromName = from === 'new' ? 'New' : statusInfo(from).name;
    throw new HttpError(409, WHOLESALE_MESSAGES.illegalTransition(fromName, statusInfo(to).name), {
      code: 'illegal-transition',
    });
  }
  // Approval has preconditions a save does not check (a verified mobile, valid prices) and makes
  // the job: it goes only through its own endpoint (convertToJob, PATCH …/convert).
  if (OWN_ENDPOINT_ACTIONS.has(transition.action)) {
    throw new HttpError(409, WHOLESALE_MESSAGES.approveWithApprove, {
      code: 'use-workflow-endpoint',
    });
  }
  const customer = await customerById(ctx.db, command.customerId);
  if (!customer) throw new HttpError(404, WHOLESALE_MESSAGES.customerNotFound);
  const changesContent = CHANGES_CONTENT.has(transition.action);
  const dataText = changesContent ? command.body.order_data : (existing as OrderRecord).order_data;
  let data = parseOrderData(dataText);
  const catalogue = changesContent ? await loadCatalogue(ctx.db, command.organisationId) : null;
  if (changesContent) {
    checkRawData(command.body.order_raw_data);
    checkItemLimit(data, customer.wholesale_order_limit ?? DEFAULT_ORDER_LIMIT);
  }
  const details = changesContent ? command.body.details : null;
  if (to === ORDER_STATUS.SUBMITTED && catalogue) {
    checkSubmission(command.body.details, data, catalogue);
  }
  // The stored items carry the server's diagrams, whatever the client sent (ADR 156).
  if (catalogue) data = withDiagrams(data, catalogue);
  const book = await loadPriceBook(ctx.db, command.organisationId, customer.pricing_group_id);
  const total = priceOrder(data, book).total_price;
  const now = ctx.clock.now();
  const content = details
    ? {
        order_name: details.order_name.trim(),
        order_notes: details.order_notes ?? '',
        order_data: JSON.stringify(data),
        order_raw_data: command.body.order_raw_data,
        diagram_image: data.items[0]?.diagram_image ?? null,
      }
    : {};
  const firstSubmit = to === ORDER_STATUS.SUBMITTED && !existing?.ordered_at;
  // The mobile verification is of what the customer submitted: any edit of theirs after it needs
  // a new one. A staff edit is confirmed by the customer accepting it (ADR 072).
  const edited =
    command.actor === 'customer' &&
    existing !== null &&
    details !== null &&
    (content.order_name !== existing.order_name ||
      content.order_notes !== existing.order_notes ||
      content.order_data !== existing.order_data ||
      content.order_raw_data !== existing.order_raw_data);
  const order = await ctx.db.transaction().execute(async (trx) => {
    let saved: OrderRecord | undefined;
    if (existing) {
      saved = await trx
        .updateTable('wholesale_orders')
        .set({
          ...content,
          status_id: to,
          total_price: total,
          updated_at: now,
          ...(firstSubmit ? { ordered_at: now } : {}),
          ...(edited ? { is_verified: false } : {}),
        })
        .where('id', '=', existing.id)
        .where('status_id', '=', existing.status_id)
        .returningAll()
        .executeTakeFirst();
      if (!saved) {
        throw new HttpError(409, 'This order was changed meanwhile. Please reload it.', {
          code: 'conflict',
        });
      }
    } else {
      saved = await trx
        .insertInto('wholesale_orders')
        .values({
          organisation_id: command.organisationId,
          customer_id: customer.id,
          order_name: details?.order_name.trim() ?? '',
          order_notes: details?.order_notes ?? '',
          status_id: to,
          order_data: JSON.stringify(data),
          order_raw_data: command.body.order_raw_data,
          diagram_image: data.items[0]?.diagram_image ?? null,
          client_ref: command.body.client_ref ?? null,
          total_price: total,
          ordered_at: firstSubmit ? now : null,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (from !== to) {
      await trx
        .insertInto('wholesale_order_events')
        .values({
          order_id: saved.id,
          from_status: existing?.status_id ?? null,
          to_status: to,
          actor: command.actor,
          user_id: command.userId,
          at: now,
        })
        .execute();
    }
    return saved;
  });
  return {
    order,
    needsVerificationCode: to === ORDER_STATUS.SUBMITTED && from !== to && !order.is_verified,
  };
}

/** A create that repeats an earlier one (same client_ref) finds the order it made. */
export async function findByClientRef(
  ctx: AppContext,
  customerId: number,
  clientRef: string | undefined,
) {
  if (!clientRef) return null;
  return (
    (await ctx.db
      .selectFrom('wholesale_orders')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('client_ref', '=', clientRef)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Approves a submitted, verified order by turning it into a job (ADR 074). The order moves to
 * Approved and remembers its job.
 */
export async function convertToJob(ctx: AppContext, order: OrderRecord, userId: number) {
  if (!findTransition(order.status_id as OrderStatusId, ORDER_STATUS.APPROVED, 'staff')) {
    throw new HttpError(
      409,
      WHOLESALE_MESSAGES.illegalTransition(
        statusInfo(order.status_id).name,
        statusInfo(ORDER_STATUS.APPROVED).name,
      ),
      { code: 'illegal-transition' },
    );
  }
  if (!order.is_verified)
    throw new HttpError(409, WHOLESALE_MESSAGES.unverified, { code: 'unverified' });
  const pricing = await priceFor(ctx, order);
  if (
    pricing.error === WHOLESALE_PRICE_ERRORS.item ||
    pricing.error === WHOLESALE_PRICE_ERRORS.total
  ) {
    throw new HttpError(422, pricing.error, { code: 'invalid-price' });
  }
  const customer = await customerOf(ctx, order);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { jobId } = await createJob(trx, {
      organisationId: order.organisation_id,
      orderId: order.id,
      customerId: order.customer_id,
      customerName: customer.full_name,
      customerMobile: customer.mobile,
      orderName: order.order_name,
      notes: order.order_notes,
      quantity: parseOrderData(order.order_data).items.reduce(
        (sum, item) => sum + (item.item_data.quantity ?? 0),
        0,
      ),
      totalPrice: pricing.total_price,
      createdBy: userId,
      at: now,
    });
    const saved = await trx
      .updateTable('wholesale_orders')
      .set({
        status_id: ORDER_STATUS.APPROVED,
        job_id: jobId,
        total_price: pricing.total_price,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status_id', '=', ORDER_STATUS.SUBMITTED)
      .returningAll()
      .executeTakeFirst();
    if (!saved)
      throw new HttpError(409, 'This order was changed meanwhile. Please reload it.', {
        code: 'conflict',
      });
    await trx
      .insertInto('wholesale_order_events')
      .values({
        order_id: order.id,
        from_status: order.status_id,
        to_status: ORDER_STATUS.APPROVED,
        actor: 'staff',
        user_id: userId,
        at: now,
      })
      .execute();
    return { order: saved, jobId };
  });
}
