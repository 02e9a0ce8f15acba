import { ORDER_STATUS, isAcceptedStatus, type OrderStatusId } from '@platform/shared/wholesale';

/** What decides which buttons an order form shows and whether it can be edited. */
export interface OrderViewContext {
  /** null for an order that does not exist yet ("new"). */
  statusId: OrderStatusId | null;
  /** A signed-in staff user (not a wholesale customer). */
  isStaff: boolean;
  /** Opened through the management portal (its page configuration has an api_url). */
  isManagementPortal: boolean;
  /** The management portal configuration's readonly flag. */
  configReadonly: boolean;
  /** Staff "Edit for Customer" mode is on. */
  editForCustomer: boolean;
  canVoid: boolean;
  canApprove: boolean;
  /** The order exists on the server. */
  hasId: boolean;
}

export type OrderAction =
  | 'submit'
  | 'deleteDraft'
  | 'reset'
  | 'approve'
  | 'editForCustomer'
  | 'cancelOrder'
  | 'sendEdit'
  | 'cancelEdits'
  | 'accept'
  | 'additionalChanges'
  | 'void';

function isDraft(statusId: OrderStatusId | null): boolean {
  return statusId === null || statusId === ORDER_STATUS.DRAFT;
}

/**
 * Editability (spec §4): an accepted order never; in the management portal the configuration's
 * readonly flag unless edit-for-customer mode is on; for a customer only a draft.
 */
export function isEditable(context: OrderViewContext): boolean {
  const { statusId } = context;
  if (statusId !== null && isAcceptedStatus(statusId)) return false;
  if (context.isManagementPortal) return context.editForCustomer || !context.configReadonly;
  if (context.isStaff) return false;
  return isDraft(statusId);
}

/** The action buttons of an order form, in display order. */
export function availableActions(context: OrderViewContext): OrderAction[] {
  const { statusId, isStaff, isManagementPortal } = context;
  const staff = isStaff && isManagementPortal;
  const customer = !isManagementPortal && !isStaff;
  if (staff && context.editForCustomer && statusId === ORDER_STATUS.SUBMITTED) {
    return ['sendEdit', 'cancelEdits'];
  }
  const actions: OrderAction[] = [];
  if (isDraft(statusId) && customer) {
    if (isEditable(context)) actions.push('submit');
    if (context.hasId) actions.push('deleteDraft');
    if (isEditable(context)) actions.push('reset');
  }
  if (statusId === ORDER_STATUS.SUBMITTED) {
    if (staff && context.canApprove) actions.push('approve');
    if (staff) actions.push('editForCustomer');
    if (customer) actions.push('cancelOrder');
  }
  if (statusId === ORDER_STATUS.PENDING_CUSTOMER_REVIEW && customer) {
    actions.push('accept', 'additionalChanges');
  }
  if (statusId === ORDER_STATUS.APPROVED && staff && context.canVoid) actions.push('void');
  return actions;
}

/** Only drafts show the autosave indicator, and only a customer's drafts are autosaved. */
export function autosaves(context: OrderViewContext): boolean {
  return isDraft(context.statusId) && isEditable(context) && !context.isManagementPortal;
}
