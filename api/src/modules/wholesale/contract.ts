import type {
  OrderStatusInfo,
  OrderTransition,
  OrderStatusFrom,
  OrderActor,
} from '@platform/shared/contracts';

// The API imports only types from the kernel (its build runs on plain Node), so the values of
// the wholesale contract are repeated here; contract.test.ts fails if the two ever differ.

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

export function statusInfo(id: number): OrderStatusInfo {
  return ORDER_STATUSES.find((status) => status.id === id) ?? ORDER_STATUSES[0];
}

export const WHOLESALE_PRICE_ERRORS = {
  item: 'Item price calculation error: Invalid price',
  total: 'Total price calculation error: Invalid total price',
} as const;

export const DEFAULT_ORDER_LIMIT = 150;
