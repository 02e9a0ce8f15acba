import { envelope, installFakeApi, resetSession, type FakeApi } from '@platform/shared/testing';
import { draftKey, readDraft } from '../services/localDraft';
import { readSent } from '../services/otpMarkers';
import { DROPDOWN, LINK_KEY, orderDetails, validItem } from '../testing/orders';
import { OrderStore } from './OrderStore';
import { ACTION_HANDLERS, type WorkflowUi } from './orderWorkflow';

const yes: WorkflowUi = { confirm: () => Promise.resolve(true) };

afterEach(() => {
  resetSession();
  jest.useRealTimers();
});

function server(
  options: { save?: 'ok' | 'offline'; details?: ReturnType<typeof orderDetails> } = {},
): FakeApi {
  const saveMode = options.save ?? 'ok';
  const fake = installFakeApi({
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'GET /wholesale-customers/order/:id/details': {
      body: envelope(options.details ?? orderDetails()),
    },
    // Listed before ':id', which would match 'new' too.
    'POST /wholesale-customers/order/new/details': (request) => ({
      body: envelope({
        id: 43,
        order_status: (request.body as { status_id: number }).status_id,
        is_verified: false,
        verification_sent: (request.body as { status_id: number }).status_id === 1,
      }),
    }),
    'POST /wholesale-customers/order/:id/details': () =>
      saveMode === 'ok'
        ? {
            body: envelope({
              id: 42,
              order_status: 6,
              is_verified: false,
              verification_sent: false,
            }),
          }
        : { networkError: true },
  });
  return fake;
}

function store(orderId: number | 'new' = 42, navigate = jest.fn()) {
  return new OrderStore({ orderId, linkKey: LINK_KEY, navigate, persistDelayMs: 0 });
}

describe('order store: loading', () => {
  it('shows the order from the server', async () => {
    server();
    const order = store();
    await order.load();
    expect(order.loadState).toBe('ready');
    expect(order.details.order_name).toBe('Smith residence');
    expect(order.items[0].item_data.label).toBe('Window 1');
    expect(order.editable).toBe(true);
  });

  it('goes back to the portal with the key when the order is not found (404)', async () => {
    installFakeApi({
      'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
      'GET /wholesale-customers/order/:id/details': {
        status: 404,
        body: { data: null, info: { status: 404 } },
      },
    });
    const navigate = jest.fn();
    await store(42, navigate).load();
    expect(navigate).toHaveBeenCalledWith(`/public/wholesale?key=${LINK_KEY}`, { replace: true });
  });

  it('fills a new order from the customer and takes the reference from their name', async () => {
    server();
    const order = store('new');
    await order.load();
    expect(order.details).toMatchObject({
      order_email: DROPDOWN.customers[0].email,
      order_phone: DROPDOWN.customers[0].mobile,
      order_reference: DROPDOWN.customers[0].full_name,
    });
    order.setDetail('order_reference', 'Someone else');
    expect(order.details.order_reference).toBe(DROPDOWN.customers[0].full_name);
  });
});

describe('order store: product and application', () => {
  it('clearing the product clears the application (an application belongs to a product)', async () => {
    server();
    const order = store();
    await order.load();
    const item = order.items[0];
    expect(item.item_data.application).not.toBeNull();
    order.sheet.setItemField(item, 'product', 11); // made in every application: kept
    expect(order.items[0].item_data.application).not.toBeNull();
    order.sheet.setItemField(order.items[0], 'product', null);
    expect(order.items[0].item_data.product).toBeNull();
    expect(order.items[0].item_data.application).toBeNull();
    order.dispose();
  });
});

describe('order store: draft autosave', () => {
  beforeEach(() => jest.useFakeTimers());

  it('saves a draft 5 s after the last edit, marked as a draft save', async () => {
    const fake = server();
    const order = store();
    await order.load();
    order.setDetail('order_name', 'Smith residence, rear');
    await jest.advanceTimersByTimeAsync(4_900);
    expect(fake.callsTo('POST /wholesale-customers/order/:id/details')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100);
    const [call] = fake.callsTo('POST /wholesale-customers/order/:id/details');
    expect(call.body).toMatchObject({
      status_id: 6,
      is_draft_save: true,
      details: { order_name: 'Smith residence, rear' },
    });
  });

  it('saves at once when the number of items changes', async () => {
    const fake = server();
    const order = store();
    await order.load();
    order.sheet.addItem();
    await jest.advanceTimersByTimeAsync(0);
    const [call] = fake.callsTo('POST /wholesale-customers/order/:id/details');
    expect(JSON.parse((call.body as { order_raw_data: string }).order_raw_data).items).toHaveLength(
      2,
    );
  });

  it('keeps every edit on the device while the server is unreachable, and a reload restores and saves them', async () => {
    const fake = server({ save: 'offline' });
    const first = store();
    await first.load();
    first.setDetail('order_name', 'Typed while offline');
    first.sheet.setItemField(first.items[0], 'label', 'Garage');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(first.saver?.state).toBe('failed');
    const kept = readDraft(draftKey(LINK_KEY, 42));
    expect(kept?.details.order_name).toBe('Typed while offline');
    first.dispose();

    // A reload while the server is still unreachable: the order call fails too.
    fake.on('GET /wholesale-customers/order/:id/details', { networkError: true });
    const offline = store();
    await offline.load();
    expect(offline.loadState).toBe('offline');
    expect(offline.details.order_name).toBe('Typed while offline');
    expect(offline.items[0].item_data.label).toBe('Garage');
    offline.dispose();

    // Back online: the reloaded page restores the edits over the server's copy and saves them.
    fake.on('GET /wholesale-customers/order/:id/details', { body: envelope(orderDetails()) });
    fake.on('POST /wholesale-customers/order/:id/details', {
      body: envelope({ id: 42, order_status: 6, is_verified: false, verification_sent: false }),
    });
    const online = store();
    await online.load();
    expect(online.details.order_name).toBe('Typed while offline');
    await jest.advanceTimersByTimeAsync(0);
    const saves = fake.callsTo('POST /wholesale-customers/order/:id/details');
    expect((saves.at(-1)?.body as { details: { order_name: string } }).details.order_name).toBe(
      'Typed while offline',
    );
    expect(readDraft(draftKey(LINK_KEY, 42))).toBeNull();
  });

  it('a new order gets its id from its first save and the address bar shows it', async () => {
    const fake = server();
    const navigate = jest.fn();
    const order = store('new', navigate);
    await order.load();
    order.setDetail('order_name', 'New one');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fake.callsTo('POST /wholesale-customers/order/new/details')[0].body).toMatchObject({
      key: LINK_KEY,
      status_id: 6,
      client_ref: order.clientRef,
    });
    expect(order.orderId).toBe(43);
    expect(navigate).toHaveBeenCalledWith(`/public/wholesale/43/details?key=${LINK_KEY}`, {
      replace: true,
    });
  });
});

describe('order store: submit', () => {
  it('sends nothing while the details or the sheet are incomplete', async () => {
    const fake = server();
    const order = store();
    await order.load();
    order.setDetail('order_name', '');
    await ACTION_HANDLERS.submit(order, yes);
    expect(order.showErrors).toBe(true);
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('submits a complete order as Submitted (1) and reloads it', async () => {
    const fake = server();
    const order = store();
    await order.load();
    fake.on('GET /wholesale-customers/order/:id/details', {
      body: envelope(
        orderDetails({ order_status: 1, status_name: 'Submitted', status_code: 'submit' }),
      ),
    });
    await ACTION_HANDLERS.submit(order, yes);
    const [call] = fake.callsTo('POST /wholesale-customers/order/:id/details');
    expect(call.body).toMatchObject({ status_id: 1 });
    expect((call.body as { is_draft_save?: boolean }).is_draft_save).toBeUndefined();
    expect(order.statusId).toBe(1);
    expect(order.editable).toBe(false);
  });

  it("the first submit of a new order puts its id in the address bar and starts that order's code cooldown", async () => {
    const fake = server();
    const navigate = jest.fn();
    const order = store('new', navigate);
    await order.load();
    order.setItems([validItem()]);
    order.setDetail('order_name', 'Fresh order');
    fake.on('GET /wholesale-customers/order/:id/details', {
      body: envelope(
        orderDetails({ id: 43, order_status: 1, status_name: 'Submitted', status_code: 'submit' }),
      ),
    });
    await ACTION_HANDLERS.submit(order, yes);
    expect(navigate).toHaveBeenCalledWith(`/public/wholesale/43/details?key=${LINK_KEY}`, {
      replace: true,
    });
    expect(readSent({ kind: 'order', orderId: 43 })).not.toBeNull();
  });
});
