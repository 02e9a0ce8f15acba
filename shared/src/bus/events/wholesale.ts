import type { OrderStatusId } from '../../contracts';

/** Events owned by mf-wholesale. Add members to this union; never reuse another area's type names. */
export type WholesaleEvents =
  /** An order's status changed (saved, submitted, approved, voided …); lists showing it refresh. */
  | { type: 'wholesale/order-changed'; orderId: number; status: OrderStatusId }
  /** A wholesale customer proved their mobile with a one-time code on the portal. */
  | { type: 'wholesale/customer-verified'; customerId: number };
