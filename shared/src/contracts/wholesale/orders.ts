// Orders: list rows, details, save and convert calls (spec §3 "Wholesale order", §7 "Orders").
import type { OrderDetailsValues } from './items';
import type { OrderPricing } from './pricing';
import type { OrderStatusCode, OrderStatusId } from './statuses';

/** The query parameter pagination_object of the order lists. */
export interface OrdersPagination {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
}

export interface WholesaleOrderRow {
  id: number;
  order_name: string;
  status_name: string;
  status_color: string;
  order_status: OrderStatusId;
  is_verified: boolean;
  /** ISO time in UTC. */
  ordered_at: string | null;
  /** Only in the staff list; null for customers. */
  total_price: number | null;
}

export interface OrderCustomerSummary {
  id: number;
  full_name: string;
  email: string;
  mobile: string;
  wholesale_order_limit: number | null;
}

/** GET /wholesale-customers/order/{id}/details and GET /wholesale/order/{id}/details. */
export interface WholesaleOrderDetails {
  id: number;
  order_name: string;
  /** ISO time in UTC of the first submit; null for a draft never submitted. */
  order_date: string | null;
  order_notes: string;
  status_name: string;
  order_status: OrderStatusId;
  status_color: string;
  status_code: OrderStatusCode;
  is_verified: boolean;
  /** JSON text of OrderData. */
  order_data: string;
  /** JSON text of OrderRawData. */
  order_raw_data: string;
  customer: OrderCustomerSummary;
  can_void: boolean;
  can_approve: boolean;
  /** Staff only. */
  pricing: OrderPricing | null;
  /** The job an approved order became. */
  job_id: number | null;
}

/** POST /wholesale-customers/order/{id}/details and POST /wholesale/order/{id}/details. */
export interface SaveOrderRequest {
  details: OrderDetailsValues;
  order_data: string;
  order_raw_data: string;
  status_id: OrderStatusId;
  /** Marks an autosave of a draft. */
  is_draft_save?: boolean;
}

/** POST /wholesale-customers/order/new/details. */
export interface CreateOrderRequest extends SaveOrderRequest {
  key: string;
  diagram_image: string | null;
  /** Random id the client keeps for a new order, so a retried create never makes two orders. */
  client_ref?: string;
}

export interface SaveOrderResponse {
  id: number;
  order_status: OrderStatusId;
  is_verified: boolean;
  /** A submit texted the order's verification code (its resend cooldown starts now). */
  verification_sent: boolean;
}

export interface ConvertOrderResponse {
  id: number;
  job_id: number;
  order_status: OrderStatusId;
}

/** The number of the job an approved order becomes: W-00012 for order 12 (docs/decisions/190). */
export function wholesaleJobNumber(orderId: number): string {
  return `W-${String(orderId).padStart(5, '0')}`;
}
