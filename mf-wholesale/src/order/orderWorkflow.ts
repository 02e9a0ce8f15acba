import { bus, notify } from '@platform/shared';
import { ORDER_STATUS, type OrderStatusId } from '@platform/shared/wholesale';
import { emptyItem } from '../domain/items';
import { emptyDetails } from '../domain/payload';
import type { OrderAction } from '../domain/status';
import { TEXTS } from '../domain/texts';
import { markSent } from '../services/otpMarkers';
import { ORDER_FETCH_RETRIES, type OrderStore } from './OrderStore';

export interface ConfirmRequest {
  title: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** The dialogs the workflow needs from the page. */
export interface WorkflowUi {
  confirm(request: ConfirmRequest): Promise<boolean>;
}

export const ACTION_LABELS: Record<OrderAction, string> = {
  submit: TEXTS.actions.submit,
  deleteDraft: TEXTS.actions.deleteDraft,
  reset: TEXTS.form.reset,
  approve: TEXTS.actions.approve,
  editForCustomer: TEXTS.actions.editForCustomer,
  cancelOrder: TEXTS.actions.cancelOrder,
  sendEdit: TEXTS.actions.sendEdit,
  cancelEdits: TEXTS.actions.cancelEdits,
  accept: TEXTS.actions.accept,
  additionalChanges: TEXTS.actions.additionalChanges,
  void: TEXTS.actions.void,
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The details and the whole sheet must pass, else nothing is sent (spec §5). */
function readyToSend(store: OrderStore): boolean {
  const valid = store.validation.valid && Object.keys(store.detailsErrors).length === 0;
  if (!valid) {
    store.setShowErrors(true);
    notify.error(TEXTS.form.incomplete);
  }
  return valid;
}

function announce(store: OrderStore, status: OrderStatusId): void {
  if (typeof store.orderId === 'number')
    bus.publish('wholesale/order-changed', { orderId: store.orderId, status });
}

/**
 * A customer's status change: autosave stops (and a save in flight lands first), the change is
 * sent with the current sheet, and the order reloads. If it fails, autosave resumes and every
 * edit is still there.
 */
async function customerMove(store: OrderStore, statusId: OrderStatusId): Promise<void> {
  const resume = await store.suspendAutosave();
  try {
    const body = store.body(statusId);
    const isNew = store.orderId === 'new';
    const result = isNew
      ? await store.client.createOrder({
          ...body,
          key: store.linkKey ?? '',
          diagram_image: null,
          client_ref: store.clientRef,
        })
      : await store.client.saveOrder(store.orderId as number, body);
    store.forgetLocalDraft();
    if (isNew) store.adoptId(result.id);
    if (result.verification_sent) markSent({ kind: 'order', orderId: result.id });
    announce(store, statusId);
    await store.load(statusId === ORDER_STATUS.SUBMITTED ? 0 : ORDER_FETCH_RETRIES);
  } catch {
    resume();
  }
}

async function submit(store: OrderStore): Promise<void> {
  if (!readyToSend(store)) return;
  await customerMove(store, ORDER_STATUS.SUBMITTED);
}

async function confirmThenMove(
  store: OrderStore,
  ui: WorkflowUi,
  title: string,
  statusId: OrderStatusId,
): Promise<void> {
  if (!(await ui.confirm({ title }))) return;
  await customerMove(store, statusId);
}

async function deleteDraft(store: OrderStore, ui: WorkflowUi): Promise<void> {
  if (typeof store.orderId !== 'number') return;
  if (!(await ui.confirm({ title: TEXTS.confirm.deleteDraft, danger: true }))) return;
  const resume = await store.suspendAutosave();
  try {
    await store.client.deleteDraft(store.orderId);
    store.forgetLocalDraft();
    announce(store, ORDER_STATUS.DRAFT);
    store.navigate(store.portalPath);
  } catch {
    resume();
  }
}

async function reset(store: OrderStore, ui: WorkflowUi): Promise<void> {
  if (!(await ui.confirm({ title: TEXTS.confirm.reset, danger: true }))) return;
  store.replaceSheet(emptyDetails(store.customer ?? undefined), [emptyItem(1)]);
}

async function approve(store: OrderStore, ui: WorkflowUi): Promise<void> {
  const confirmed = await ui.confirm({
    title: TEXTS.confirm.approve,
    okText: TEXTS.confirm.approveOk,
    cancelText: TEXTS.confirm.cancel,
  });
  if (!confirmed || typeof store.orderId !== 'number') return;
  try {
    await store.client.convertOrder(store.orderId, { silent: true });
  } catch (error) {
    // Spec §8: an approve failure is logged and rethrown; the user is told why as well (ours).
    console.error('Approving the order failed', error);
    notify.error(`${TEXTS.form.approveFailed}${messageOf(error)}`);
    throw error;
  }
  announce(store, ORDER_STATUS.APPROVED);
  await store.load();
}

async function editForCustomer(store: OrderStore): Promise<void> {
  store.startEditForCustomer();
}

async function sendEdit(store: OrderStore, ui: WorkflowUi): Promise<void> {
  if (!readyToSend(store)) return;
  if (!(await ui.confirm({ title: TEXTS.confirm.sendEdit })) || typeof store.orderId !== 'number')
    return;
  try {
    await store.client.staffSaveOrder(
      store.orderId,
      store.body(ORDER_STATUS.PENDING_CUSTOMER_REVIEW),
    );
  } catch {
    return;
  }
  store.endEditMode();
  announce(store, ORDER_STATUS.PENDING_CUSTOMER_REVIEW);
  await store.load();
}

async function cancelEdits(store: OrderStore, ui: WorkflowUi): Promise<void> {
  if (await ui.confirm({ title: TEXTS.confirm.cancelEdits })) store.cancelEdits();
}

async function voidOrder(store: OrderStore, ui: WorkflowUi): Promise<void> {
  if (
    !(await ui.confirm({ title: TEXTS.confirm.void, danger: true })) ||
    typeof store.orderId !== 'number'
  )
    return;
  try {
    await store.client.staffSaveOrder(store.orderId, store.body(ORDER_STATUS.VOID), {
      silent: true,
    });
  } catch (error) {
    notify.error(`${TEXTS.form.voidFailed}${messageOf(error)}`);
    return;
  }
  announce(store, ORDER_STATUS.VOID);
  await store.load();
}

/** One handler per action button; a new action without a handler is a type error. */
export const ACTION_HANDLERS: Record<
  OrderAction,
  (store: OrderStore, ui: WorkflowUi) => Promise<void>
> = {
  submit,
  deleteDraft,
  reset,
  approve,
  editForCustomer,
  cancelOrder: (store, ui) =>
    confirmThenMove(store, ui, TEXTS.confirm.cancelOrder, ORDER_STATUS.DRAFT),
  sendEdit,
  cancelEdits,
  accept: (store, ui) => confirmThenMove(store, ui, TEXTS.confirm.accept, ORDER_STATUS.SUBMITTED),
  additionalChanges: (store, ui) =>
    confirmThenMove(store, ui, TEXTS.confirm.additionalChanges, ORDER_STATUS.DRAFT),
  void: voidOrder,
};
