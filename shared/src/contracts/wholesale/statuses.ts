// The order status catalogue and the workflow's transition table (spec §3, §4; ADR 072): one
// table drives the buttons in mf-wholesale and the checks of the API.

/** The order status catalogue (id → name, code). */
export const ORDER_STATUS = {
  SUBMITTED: 1,
  PENDING: 2,
  APPROVED: 3,
  PAID: 4,
  IN_PROGRESS: 5,
  DRAFT: 6,
  VOID: 7,
  PENDING_CUSTOMER_REVIEW: 8,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export type OrderStatusCode =
  | 'submit'
  | 'pending'
  | 'approve'
  | 'paid'
  | 'inprogress'
  | 'draft'
  | 'void'
  | 'pending_customer_review';

export interface OrderStatusInfo {
  id: OrderStatusId;
  name: string;
  code: OrderStatusCode;
  /** Badge colour (ADR 072: the spec gives none). */
  color: string;
}

export const ORDER_STATUSES: readonly OrderStatusInfo[] = [
  { id: 1, name: 'Submitted', code: 'submit', color: '#1677ff' },
  { id: 2, name: 'Pending', code: 'pending', color: '#d48806' },
  { id: 3, name: 'Approved', code: 'approve', color: '#389e0d' },
  { id: 4, name: 'Paid', code: 'paid', color: '#08979c' },
  { id: 5, name: 'In Progress', code: 'inprogress', color: '#531dab' },
  { id: 6, name: 'Draft', code: 'draft', color: '#8c8c8c' },
  { id: 7, name: 'Void', code: 'void', color: '#434343' },
  { id: 8, name: 'Pending Customer Review', code: 'pending_customer_review', color: '#d4380d' },
];

export function orderStatusInfo(id: number): OrderStatusInfo | undefined {
  return ORDER_STATUSES.find((status) => status.id === id);
}

/** Who asks for a status change: the wholesale customer (session token) or signed-in staff. */
export type OrderActor = 'customer' | 'staff';

/** 'new' is an order that does not exist yet. */
export type OrderStatusFrom = OrderStatusId | 'new';

export interface OrderTransition {
  from: OrderStatusFrom;
  to: OrderStatusId;
  actor: OrderActor;
  /** The button (or save) that causes it. */
  action:
    | 'create_draft'
    | 'save_draft'
    | 'submit'
    | 'cancel_order'
    | 'send_edit'
    | 'accept_changes'
    | 'additional_changes'
    | 'approve'
    | 'void';
}

/**
 * Every status change the workflow allows (spec §4). The server refuses anything else; the
 * client shows buttons from the same table. Approve goes through the convert call.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'new', to: 6, actor: 'customer', action: 'create_draft' },
  { from: 'new', to: 1, actor: 'customer', action: 'submit' },
  { from: 6, to: 6, actor: 'customer', action: 'save_draft' },
  { from: 6, to: 1, actor: 'customer', action: 'submit' },
  { from: 1, to: 6, actor: 'customer', action: 'cancel_order' },
  { from: 1, to: 8, actor: 'staff', action: 'send_edit' },
  { from: 1, to: 3, actor: 'staff', action: 'approve' },
  { from: 8, to: 1, actor: 'customer', action: 'accept_changes' },
  { from: 8, to: 6, actor: 'customer', action: 'additional_changes' },
  { from: 3, to: 7, actor: 'staff', action: 'void' },
];

export function findTransition(
  from: OrderStatusFrom,
  to: number,
  actor: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);
}

/**
 * The spec treats order_status above 2 as accepted (read-only). Draft (6) and Pending Customer
 * Review (8) have their own rules in the same section, so they are not accepted (ADR 072).
 */
export function isAcceptedStatus(id: number): boolean {
  return id > 2 && id !== ORDER_STATUS.DRAFT && id !== ORDER_STATUS.PENDING_CUSTOMER_REVIEW;
}
