// Reading orders: the scope every query goes through (organisation, and customer for a
// customer), the list, one order, its details and its price.
import type {
  OrderPricing,
  OrdersPagination,
  PagingInfo,
  WholesaleOrderDetails,
  WholesaleOrderRow,
} from '@platform/shared/contracts';
import type { Selectable } from 'kysely';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import { cachedPriceBook } from './catalogue-cache';
import { ORDER_STATUS, statusInfo } from './contract';
import { customerById } from './customers-store';
import { parseOrderData } from './order-checks';
import { WHOLESALE_MESSAGES } from './policy';
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

export async function customerOf(ctx: AppContext, order: OrderRecord) {
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
  const book = await cachedPriceBook(ctx, order.organisation_id, customer.pricing_group_id);
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
