import { notify } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeApi,
} from '@platform/shared/testing';
import type { OrderAction } from '../domain/status';
import { wholesaleApi } from '../services/wholesaleApi';
import { DROPDOWN, LINK_KEY, orderDetails, validItem } from '../testing/orders';
import { MANAGEMENT_CONFIG } from '../WholesaleApp';
import { OrderStore } from './OrderStore';
import { ACTION_HANDLERS, type ConfirmRequest, type WorkflowUi } from './orderWorkflow';

afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

/** A dialog that records what it was asked and answers `answer`. */
function dialogs(answer: boolean) {
  const asked: ConfirmRequest[] = [];
  const ui: WorkflowUi = {
    confirm: (request) => {
      asked.push(request);
      return Promise.resolve(answer);
    },
  };
  return { ui, asked };
}

const SAVED = { id: 42, order_status: 6, is_verified: false, verification_sent: false };

function customerServer(details = orderDetails()): FakeApi {
  return installFakeApi({
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'GET /wholesale-customers/order/:id/details': { body: envelope(details) },
    'POST /wholesale-customers/order/:id/details': { body: envelope(SAVED) },
    'DELETE /wholesale-customers/order/:id': { body: envelope(null) },
  });
}

function staffServer(details: ReturnType<typeof orderDetails>): FakeApi {
  signInForTest();
  return installFakeApi({
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'GET /wholesale/order/:id/details': { body: envelope(details) },
    'POST /wholesale/order/:id/details': { body: envelope({ ...SAVED, order_status: 8 }) },
    'POST /wholesale/order/:id/price': {
      body: envelope({ items: [], total_price: 0, error: null }),
    },
    'PATCH /wholesale/order/:id/convert': {
      body: envelope({ id: 42, job_id: 9, order_status: 3 }),
    },
  });
}

const customerStore = () =>
  new OrderStore({ orderId: 42, linkKey: LINK_KEY, navigate: jest.fn(), persistDelayMs: 0 });
const staffStore = () =>
  new OrderStore({
    orderId: 42,
    linkKey: null,
    navigate: jest.fn(),
    config: MANAGEMENT_CONFIG,
    persistDelayMs: 0,
  });

const submitted = (extra: Parameters<typeof orderDetails>[0] = {}) =>
  orderDetails({
    order_status: 1,
    status_name: 'Submitted',
    status_code: 'submit',
    is_verified: true,
    can_approve: true,
    ...extra,
  });

const changes = (fake: FakeApi) => fake.calls.filter((call) => call.method !== 'GET');

describe('order workflow: confirmations', () => {
  const EXPECTED: Array<[OrderAction, string]> = [
    [
      'deleteDraft',
      'Are you sure you want to delete this draft order? This action cannot be undone.',
    ],
    [
      'reset',
      'Are you sure you want to reset this order? All details and items you entered will be cleared.',
    ],
    [
      'cancelOrder',
      'Are you sure you want to cancel this order? It will go back to Draft and will need to be submitted again.',
    ],
    ['accept', 'Do you want to accept the changes and resubmit the order?'],
    [
      'additionalChanges',
      'This will reset the order to Draft and it will need to be resubmitted. Do you want to continue?',
    ],
  ];

  it.each(EXPECTED)('%s asks "%s" and, answered No, changes nothing', async (action, text) => {
    const fake = customerServer();
    const order = customerStore();
    await order.load();
    const before = JSON.stringify({ details: order.details, items: order.items });
    const { ui, asked } = dialogs(false);
    await ACTION_HANDLERS[action](order, ui);
    expect(asked.map((request) => request.title)).toEqual([text]);
    expect(changes(fake)).toHaveLength(0);
    expect(JSON.stringify({ details: order.details, items: order.items })).toBe(before);
    order.dispose();
  });

  const STAFF: Array<[OrderAction, string, ReturnType<typeof orderDetails>]> = [
    ['approve', 'Are you sure you want to approve this order?', submitted()],
    ['sendEdit', 'Send your changes to the customer for review?', submitted()],
    ['cancelEdits', 'Discard your changes to this order?', submitted()],
    [
      'void',
      'Are you sure you want to void this order? This cannot be undone.',
      orderDetails({ order_status: 3, status_name: 'Approved', status_code: 'approve' }),
    ],
  ];

  it.each(STAFF)('staff %s asks "%s" and, answered No, sends nothing', async (action, text, d) => {
    const fake = staffServer(d);
    const order = staffStore();
    await order.load();
    order.startEditForCustomer();
    order.setDetail('order_name', 'Edited');
    const name = order.details.order_name;
    const { ui, asked } = dialogs(false);
    await ACTION_HANDLERS[action](order, ui);
    expect(asked.map((request) => request.title)).toEqual([text]);
    expect(changes(fake).filter((call) => !call.path.endsWith('/price'))).toHaveLength(0);
    expect(order.details.order_name).toBe(name);
    order.dispose();
  });

  it('the approve dialog has Cancel and "Yes, Approve"', async () => {
    staffServer(submitted());
    const order = staffStore();
    await order.load();
    const { ui, asked } = dialogs(false);
    await ACTION_HANDLERS.approve(order, ui);
    expect(asked[0]).toMatchObject({ okText: 'Yes, Approve', cancelText: 'Cancel' });
    order.dispose();
  });
});

describe('order workflow: paths', () => {
  it('Reset clears the details (keeping the customer) and the items, and saves at once', async () => {
    const fake = customerServer(orderDetails({}, [validItem(1), validItem(2)]));
    const order = customerStore();
    await order.load();
    expect(order.items).toHaveLength(2);
    await ACTION_HANDLERS.reset(order, dialogs(true).ui);
    expect(order.details).toEqual({
      order_delivery_address: '',
      order_name: '',
      order_email: 'orders@harbourtrade.test',
      order_phone: '+61400111678',
      order_reference: 'Harbour Trade Co',
      order_notes: '',
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0].item_data.label).toBe('');
    await order.saver?.flush();
    const saves = fake.callsTo('POST /wholesale-customers/order/:id/details');
    expect(saves).toHaveLength(1);
    expect(
      JSON.parse((saves[0].body as { order_raw_data: string }).order_raw_data).items,
    ).toHaveLength(1);
    order.dispose();
  });

  it('Cancel Edits restores the order as it was before Edit for Customer', async () => {
    const fake = staffServer(submitted());
    const order = staffStore();
    await order.load();
    order.startEditForCustomer();
    expect(order.editable).toBe(true);
    order.setDetail('order_name', 'Changed by staff');
    order.sheet.addItem();
    order.setShowErrors(true);
    expect(order.items).toHaveLength(2);
    await ACTION_HANDLERS.cancelEdits(order, dialogs(true).ui);
    expect(order.details.order_name).toBe('Smith residence');
    expect(order.items).toHaveLength(1);
    expect(order.items[0].item_data.label).toBe('Window 1');
    expect(order.editForCustomer).toBe(false);
    expect(order.editable).toBe(false);
    expect(order.showErrors).toBe(false);
    expect(fake.callsTo('POST /wholesale/order/:id/details')).toHaveLength(0);
    order.dispose();
  });

  it('fetches the order with 3 retries, and with none right after a submit', async () => {
    const fake = customerServer();
    const fetch = jest.spyOn(wholesaleApi, 'orderDetails');
    const order = customerStore();
    await order.load();
    expect(fetch.mock.calls.map(([, options]) => options.retries)).toEqual([3]);
    fake.on('GET /wholesale-customers/order/:id/details', {
      body: envelope(
        orderDetails({ order_status: 1, status_name: 'Submitted', status_code: 'submit' }),
      ),
    });
    await ACTION_HANDLERS.submit(order, dialogs(true).ui);
    expect(fetch.mock.calls.map(([, options]) => options.retries)).toEqual([3, 0]);
    await ACTION_HANDLERS.cancelOrder(order, dialogs(true).ui);
    expect(fetch.mock.calls.map(([, options]) => options.retries)).toEqual([3, 0, 3]);
    order.dispose();
  });

  it('an approve failure is logged, shown to the user and rethrown; the order stays', async () => {
    const fake = staffServer(submitted());
    fake.on('PATCH /wholesale/order/:id/convert', {
      status: 409,
      body: { data: null, info: { status: 409, message: 'The mobile is not verified.' } },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = jest.spyOn(notify, 'error');
    const order = staffStore();
    await order.load();
    await expect(ACTION_HANDLERS.approve(order, dialogs(true).ui)).rejects.toBeDefined();
    expect(logged).toHaveBeenCalledWith('Approving the order failed', expect.anything());
    expect(shown).toHaveBeenCalledWith('Failed to approve order: The mobile is not verified.');
    expect(order.statusId).toBe(1);
    expect(fake.callsTo('GET /wholesale/order/:id/details')).toHaveLength(1);
    order.dispose();
  });
});
