import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { navigate, notify } from '@platform/shared';
import { type WholesaleOrderDetails } from '@platform/shared/wholesale';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { emptyAccessoryLine, fitPanelsToApplication } from '../domain/items';
import { SINGLE_DOOR } from '../testing/fixtures';
import { DROPDOWN, LINK_KEY, orderDetails, validItem } from '../testing/orders';
import { MANAGEMENT_CONFIG } from '../WholesaleApp';
import { OrderPage } from './OrderPage';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  navigate: jest.fn(),
}));

// The form mounts a few hundred antd controls; on a shared two-core machine that takes seconds.
jest.setTimeout(30_000);

/** The confirmation dialog on screen (antd renders the title twice: visible and for screen readers). */
async function confirmDialog(text: string) {
  const [title] = await screen.findAllByText(text);
  return title.closest('.ant-modal') as HTMLElement;
}

afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

const PRICING = {
  items: [
    {
      item_number: 1,
      price: 400,
      error: null,
      lines: [
        { item: 'Crimsafe First Window Screen 1200 x 900', price: 200, quantity: 2, subtotal: 400 },
      ],
    },
  ],
  total_price: 400,
  error: null,
};

function customerView(order: WholesaleOrderDetails = orderDetails()) {
  const server = installFakeApi({
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'GET /wholesale-customers/order/:id/details': { body: envelope(order) },
    'POST /wholesale-customers/order/:id/details': {
      body: envelope({
        id: order.id,
        order_status: 6,
        is_verified: false,
        verification_sent: false,
      }),
    },
  });
  render(
    <App>
      <OrderPage orderId={order.id} linkKey={LINK_KEY} />
    </App>,
  );
  return server;
}

function staffView(order: WholesaleOrderDetails) {
  signInForTest();
  const server = installFakeApi({
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'GET /wholesale/order/:id/details': { body: envelope(order) },
    'POST /wholesale/order/:id/details': {
      body: envelope({
        id: order.id,
        order_status: 8,
        is_verified: true,
        verification_sent: false,
      }),
    },
    'POST /wholesale/order/:id/price': { body: envelope(PRICING) },
    'PATCH /wholesale/order/:id/convert': {
      body: envelope({ id: order.id, job_id: 9, order_status: 3 }),
    },
  });
  render(
    <App>
      <OrderPage orderId={order.id} linkKey={null} config={MANAGEMENT_CONFIG} />
    </App>,
  );
  return server;
}

const submitted = (extra: Partial<WholesaleOrderDetails> = {}) =>
  orderDetails({ order_status: 1, status_name: 'Submitted', status_code: 'submit', ...extra });

describe('order form: customer', () => {
  it('says "Fetching your order details..." while loading', async () => {
    customerView();
    expect(screen.getByText('Fetching your order details...')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Smith residence')).toBeInTheDocument();
  });

  it('a draft offers Submit Order, Delete Draft and Reset; the reference is read-only', async () => {
    customerView();
    expect(await screen.findByRole('button', { name: 'Submit Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(document.getElementById('order-order_reference')).toHaveAttribute('readonly');
    expect(screen.getByText('Order Notes')).toBeInTheDocument();
  });

  it('Back goes to the customer page with the link key', async () => {
    customerView();
    await screen.findByDisplayValue('Smith residence');
    jest.mocked(navigate).mockClear();
    await userEvent.click(screen.getAllByRole('button', { name: 'Back' })[0]);
    expect(navigate).toHaveBeenCalledWith(`/public/wholesale?key=${LINK_KEY}`);
  });

  it('quantity takes two digits only', async () => {
    customerView();
    const quantity = (await screen.findByDisplayValue('1')) as HTMLInputElement;
    expect(quantity.id).toBe('item-1-quantity');
    fireEvent.change(quantity, { target: { value: '4x57' } });
    expect(quantity).toHaveValue('45');
    fireEvent.change(quantity, { target: { value: 'ab' } });
    expect(quantity).toHaveValue('');
    expect(quantity).toHaveAttribute('maxlength', '2');
  });

  it("each item card shows the item's diagram", async () => {
    customerView(orderDetails({}, [validItem(1), validItem(2)]));
    expect(await screen.findByRole('img', { name: 'Diagram of item 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Diagram of item 2' })).toBeInTheDocument();
  });

  it('does not send an incomplete order and marks the fields in red', async () => {
    const error = jest.spyOn(notify, 'error');
    const server = customerView(
      orderDetails({}, [
        { ...validItem(), item_data: { ...validItem().item_data, product: null } },
      ]),
    );
    const name = await screen.findByDisplayValue('Smith residence');
    fireEvent.change(name, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(error).toHaveBeenCalledWith('Please complete all required fields marked in red!');
    expect(await screen.findByText('Please order name')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(
      server.calls.filter((call) => call.method === 'POST' && !call.path.endsWith('/link')),
    ).toHaveLength(0);
  });

  it('an accepted order is read-only with the amber message', async () => {
    customerView(
      orderDetails({ order_status: 3, status_name: 'Approved', status_code: 'approve' }),
    );
    expect(
      await screen.findByText('This order can no longer be modified as it has been accepted.'),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Smith residence')).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: /Submit Order|Cancel Order|Void Order/ }),
    ).not.toBeInTheDocument();
  });

  it('a submitted order offers Cancel Order and shows no prices', async () => {
    customerView(submitted({ pricing: PRICING }));
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.queryByText(/ex GST/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Mobile verification required').length).toBeGreaterThan(0);
  });

  it('pending customer review asks before accepting the changes and resubmitting', async () => {
    const server = customerView(
      orderDetails({
        order_status: 8,
        status_name: 'Pending Customer Review',
        status_code: 'pending_customer_review',
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept changes and resubmit' }),
    );
    const dialog = await confirmDialog('Do you want to accept the changes and resubmit the order?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server.callsTo('POST /wholesale-customers/order/:id/details')).toHaveLength(1),
    );
    expect(server.callsTo('POST /wholesale-customers/order/:id/details')[0].body).toMatchObject({
      status_id: 1,
    });
    expect(screen.getByRole('button', { name: 'Make additional changes' })).toBeInTheDocument();
  });
});

describe('order form: item sheet', () => {
  it('adds on the last card only, hides delete with one item, and asks before deleting', async () => {
    customerView(orderDetails({}, [validItem(1), validItem(2)]));
    await screen.findByText('Item 2');
    expect(screen.getAllByText(/^Item \d$/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Add Item' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete item 2' }));
    const dialog = await confirmDialog(
      'Are you sure want to delete this item? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByText(/^Item \d$/)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Delete item/ })).not.toBeInTheDocument();
  });

  it('says "No accessories found" on an item without accessories', async () => {
    customerView();
    expect(await screen.findByText('No accessories found')).toBeInTheDocument();
  });

  it('shows the size of the PetWay on the item, read from its code', async () => {
    const item = validItem();
    item.accessories.push({ ...emptyAccessoryLine(DROPDOWN.accessories[0]), quantity: 1 });
    customerView(orderDetails({}, [item]));
    expect(await screen.findByLabelText('PetWay Size')).toHaveValue('S');
  });

  it('says "No panels found" on an item saved without panels', async () => {
    const item = validItem();
    item.panels.panel_one = [];
    customerView(
      orderDetails({ order_status: 1, status_name: 'Submitted', status_code: 'submit' }, [item]),
    );
    expect(await screen.findByText('No panels found')).toBeInTheDocument();
  });

  it('asks before switching between one and three measurements', async () => {
    customerView();
    await userEvent.click(await screen.findByText('Three measurements'));
    expect(
      await confirmDialog('This will clear all measured values - are you sure?'),
    ).not.toBeNull();
  });

  it('shows lock side and lock height only for doors (application type 1)', async () => {
    const door = fitPanelsToApplication(validItem(), SINGLE_DOOR);
    door.item_data = { ...door.item_data, application: SINGLE_DOOR.id };
    customerView(
      orderDetails({}, [
        validItem(1),
        { ...door, id: 2, item_number: 2, item_data: { ...door.item_data, item_number: 2 } },
      ]),
    );
    await screen.findByText('Item 2');
    const cards = document.querySelectorAll('[data-item]');
    expect(within(cards[0] as HTMLElement).queryByText('Lock Side')).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Lock Side')).toBeInTheDocument();
    // The door's only panel must name its lock side: its label says so, like the other musts.
    expect(
      within(cards[1] as HTMLElement)
        .getByText('Lock Side')
        .closest('label'),
    ).toHaveTextContent('Lock Side *');
    expect(within(cards[1] as HTMLElement).getByText('Lock Height (mm)')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Swing')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('Rollers')).not.toBeInTheDocument();
  });
});

describe('order form: management portal', () => {
  it('staff see the price per item ex GST with its breakdown, read-only until Edit for Customer', async () => {
    staffView(submitted({ is_verified: true, can_approve: true, pricing: PRICING }));
    const price = await screen.findByText('$400.00 ex GST');
    await userEvent.hover(price);
    expect(await screen.findByText('Price Breakdown')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Smith residence')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('staff see the order total as every price on the page: "Total: $1,234.50 ex GST"', async () => {
    const item = { ...PRICING.items[0], price: 1234.5 };
    staffView(
      submitted({
        is_verified: true,
        pricing: { ...PRICING, items: [item], total_price: 1234.5 },
      }),
    );
    expect(await screen.findByText('Total: $1,234.50 ex GST')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50 ex GST')).toBeInTheDocument();
  });

  it('approve asks "Are you sure you want to approve this order?" with Cancel and "Yes, Approve", then converts', async () => {
    const server = staffView(submitted({ is_verified: true, can_approve: true, pricing: PRICING }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Order' }));
    const dialog = await confirmDialog('Are you sure you want to approve this order?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /wholesale/order/:id/convert')).toHaveLength(1),
    );
    await waitFor(() => expect(server.callsTo('GET /wholesale/order/:id/details')).toHaveLength(2));
  });

  it('edit for customer makes the form editable and sends the edit as Pending Customer Review (8)', async () => {
    const server = staffView(submitted({ is_verified: true, pricing: PRICING }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit for Customer' }));
    const name = screen.getByDisplayValue('Smith residence');
    expect(name).toBeEnabled();
    fireEvent.change(name, { target: { value: 'Smith residence (edited)' } });
    expect(screen.getByRole('button', { name: 'Cancel Edits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Edit to Customer' }));
    const dialog = await confirmDialog('Send your changes to the customer for review?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server.callsTo('POST /wholesale/order/:id/details')).toHaveLength(1),
    );
    expect(server.callsTo('POST /wholesale/order/:id/details')[0].body).toMatchObject({
      status_id: 8,
      details: { order_name: 'Smith residence (edited)' },
    });
  });

  it('says "Failed to void order: " with the reason when voiding fails', async () => {
    const error = jest.spyOn(notify, 'error');
    const server = staffView(
      orderDetails({
        order_status: 3,
        status_name: 'Approved',
        status_code: 'approve',
        can_void: true,
        pricing: PRICING,
      }),
    );
    server.on('POST /wholesale/order/:id/details', {
      status: 409,
      body: { data: null, info: { status: 409, message: 'An order cannot go from Void to Void.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Void Order' }));
    const dialog = await confirmDialog(
      'Are you sure you want to void this order? This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to void order: An order cannot go from Void to Void.',
      ),
    );
  });

  it('an approved order links to its job', async () => {
    staffView(
      orderDetails({
        id: 12,
        order_status: 3,
        status_name: 'Approved',
        status_code: 'approve',
        job_id: 345,
        pricing: PRICING,
      }),
    );
    const link = await screen.findByRole('link', { name: 'Job W-00012' });
    expect(link).toHaveAttribute('href', '/_acme_/jobs/345/details');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/_acme_/jobs/345/details');
  });

  it('Back returns staff to where they came from', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    staffView(submitted({ pricing: PRICING }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Back' }))[0]);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a failed approval tells staff why and leaves the order as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = jest.spyOn(notify, 'error');
    const server = staffView(submitted({ is_verified: true, can_approve: true, pricing: PRICING }));
    server.on('PATCH /wholesale/order/:id/convert', {
      status: 409,
      body: { data: null, info: { status: 409, message: 'The mobile is not verified.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Order' }));
    const dialog = await confirmDialog('Are you sure you want to approve this order?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to approve order: The mobile is not verified.'),
    );
    // The button leaves its loading state once the failure has been shown.
    expect(await screen.findByRole('button', { name: 'Approve Order' })).toBeEnabled();
    expect(server.callsTo('GET /wholesale/order/:id/details')).toHaveLength(1);
  });
});
