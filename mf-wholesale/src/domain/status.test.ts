import { ORDER_STATUS, isAcceptedStatus, type OrderStatusId } from '@platform/shared/wholesale';
import { availableActions, autosaves, isEditable, type OrderViewContext } from './status';

const customer = (statusId: OrderStatusId | null, hasId = statusId !== null): OrderViewContext => ({
  statusId,
  isStaff: false,
  isManagementPortal: false,
  configReadonly: false,
  editForCustomer: false,
  canVoid: false,
  canApprove: false,
  hasId,
});

const staff = (
  statusId: OrderStatusId,
  extra: Partial<OrderViewContext> = {},
): OrderViewContext => ({
  statusId,
  isStaff: true,
  isManagementPortal: true,
  configReadonly: true,
  editForCustomer: false,
  canVoid: false,
  canApprove: false,
  hasId: true,
  ...extra,
});

describe('order status: accepted orders', () => {
  it.each([3, 4, 5, 7])('status %i is accepted and read-only for everyone', (id) => {
    expect(isAcceptedStatus(id)).toBe(true);
    expect(isEditable(customer(id as OrderStatusId))).toBe(false);
    expect(
      isEditable(staff(id as OrderStatusId, { configReadonly: false, editForCustomer: true })),
    ).toBe(false);
  });

  it.each([1, 2, 6, 8])('status %i is not accepted', (id) => {
    expect(isAcceptedStatus(id)).toBe(false);
  });
});

describe('order status: customer editability', () => {
  it('a new order and a draft are editable', () => {
    expect(isEditable(customer(null))).toBe(true);
    expect(isEditable(customer(ORDER_STATUS.DRAFT))).toBe(true);
  });

  it.each([1, 2, 8])('status %i is read-only for the customer', (id) => {
    expect(isEditable(customer(id as OrderStatusId))).toBe(false);
  });

  it('staff looking at the customer page see a read-only order', () => {
    expect(isEditable({ ...customer(ORDER_STATUS.DRAFT), isStaff: true })).toBe(false);
  });
});

describe('order status: management portal editability', () => {
  it('follows the configuration readonly flag', () => {
    expect(isEditable(staff(ORDER_STATUS.SUBMITTED))).toBe(false);
    expect(isEditable(staff(ORDER_STATUS.SUBMITTED, { configReadonly: false }))).toBe(true);
  });

  it('edit-for-customer mode makes the form editable', () => {
    expect(isEditable(staff(ORDER_STATUS.SUBMITTED, { editForCustomer: true }))).toBe(true);
  });
});

describe('order status: buttons', () => {
  it('a new order offers Submit Order and reset, but no Delete Draft', () => {
    expect(availableActions(customer(null))).toEqual(['submit', 'reset']);
  });

  it('a saved draft offers Submit Order, Delete Draft and reset', () => {
    expect(availableActions(customer(ORDER_STATUS.DRAFT))).toEqual([
      'submit',
      'deleteDraft',
      'reset',
    ]);
  });

  it('a submitted order offers the customer Cancel Order only', () => {
    expect(availableActions(customer(ORDER_STATUS.SUBMITTED))).toEqual(['cancelOrder']);
  });

  it('a submitted order offers staff Approve Order (when allowed) and Edit for Customer', () => {
    expect(availableActions(staff(ORDER_STATUS.SUBMITTED, { canApprove: true }))).toEqual([
      'approve',
      'editForCustomer',
    ]);
    expect(availableActions(staff(ORDER_STATUS.SUBMITTED))).toEqual(['editForCustomer']);
  });

  it('approve and edit for customer need a signed-in staff user', () => {
    const notSignedIn = staff(ORDER_STATUS.SUBMITTED, { isStaff: false, canApprove: true });
    expect(availableActions(notSignedIn)).toEqual([]);
  });

  it('edit-for-customer mode offers Send Edit to Customer and Cancel Edits', () => {
    expect(availableActions(staff(ORDER_STATUS.SUBMITTED, { editForCustomer: true }))).toEqual([
      'sendEdit',
      'cancelEdits',
    ]);
  });

  it('pending customer review offers the customer accept and additional changes, staff nothing', () => {
    expect(availableActions(customer(ORDER_STATUS.PENDING_CUSTOMER_REVIEW))).toEqual([
      'accept',
      'additionalChanges',
    ]);
    expect(availableActions(staff(ORDER_STATUS.PENDING_CUSTOMER_REVIEW))).toEqual([]);
  });

  it('an approved order offers staff Void Order when the server allows it', () => {
    expect(availableActions(staff(ORDER_STATUS.APPROVED, { canVoid: true }))).toEqual(['void']);
    expect(availableActions(staff(ORDER_STATUS.APPROVED))).toEqual([]);
    expect(availableActions(customer(ORDER_STATUS.APPROVED))).toEqual([]);
  });

  it('void, paid and in-progress orders offer nothing', () => {
    for (const id of [4, 5, 7] as OrderStatusId[]) {
      expect(availableActions(customer(id))).toEqual([]);
      expect(availableActions(staff(id, { canVoid: true, canApprove: true }))).toEqual([]);
    }
  });
});

describe('order status: autosave', () => {
  it('autosaves only a customer draft', () => {
    expect(autosaves(customer(null))).toBe(true);
    expect(autosaves(customer(ORDER_STATUS.DRAFT))).toBe(true);
    expect(autosaves(customer(ORDER_STATUS.SUBMITTED))).toBe(false);
    expect(autosaves(staff(ORDER_STATUS.SUBMITTED, { editForCustomer: true }))).toBe(false);
  });
});
