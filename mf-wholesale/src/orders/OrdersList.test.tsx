import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import dayjs from 'dayjs';
import { navigate, notify } from '@platform/shared';
import { type WholesaleOrderRow } from '@platform/shared/wholesale';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { CUSTOMER, LINK_KEY } from '../testing/orders';
import { OrdersList } from './OrdersList';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  navigate: jest.fn(),
}));

afterEach(() => {
  resetSession();
  jest.mocked(navigate).mockClear();
  jest.restoreAllMocks();
});

const rows: WholesaleOrderRow[] = [
  {
    id: 12,
    order_name: 'Smith residence',
    status_name: 'Submitted',
    status_color: '#1677ff',
    order_status: 1,
    is_verified: false,
    ordered_at: '2024-03-05T01:07:00Z',
    total_price: 1234.5,
  },
  {
    id: 11,
    order_name: 'Jones shed',
    status_name: 'Draft',
    status_color: '#8c8c8c',
    order_status: 6,
    is_verified: false,
    ordered_at: null,
    total_price: null,
  },
];

function routes(create: 'ok' | 'no-id' | 'fail' = 'ok') {
  const page = { pagination_object: { page_number: 1, page_size: 20, total_records: 2 } };
  return installFakeApi({
    'GET /wholesale-customers/orders': {
      body: envelope(
        rows.map((r) => ({ ...r, total_price: null })),
        page,
      ),
    },
    'GET /wholesale/orders': { body: envelope(rows, page) },
    'POST /wholesale-customers/order/new/details':
      create === 'fail'
        ? { networkError: true }
        : {
            body: envelope(
              create === 'ok'
                ? { id: 77, order_status: 6, is_verified: false, verification_sent: false }
                : {},
            ),
          },
  });
}

function show(mode: 'staff' | 'customer') {
  return render(
    <App>
      <OrdersList mode={mode} linkKey={LINK_KEY} customer={CUSTOMER} />
    </App>,
  );
}

/**
 * An order's cell once the table has stopped loading: antd's Spin blurs the table and ignores
 * clicks until its own effect has seen the load end, a moment after the rows are drawn.
 */
async function clickableCell(text: string) {
  const cell = await screen.findByText(text);
  await waitFor(() => expect(cell.closest('.ant-spin-blur')).toBeNull());
  return cell;
}

describe('orders list', () => {
  it('asks for page 1 of 20, sorted by id descending', async () => {
    const server = routes();
    show('customer');
    await screen.findByText('Smith residence');
    const query = server.callsTo('GET /wholesale-customers/orders')[0].query;
    expect(JSON.parse(query.get('pagination_object') ?? '')).toEqual({
      page: 1,
      rowsPerPage: 20,
      sortBy: 'id',
      descending: true,
    });
  });

  it('shows id, name, status, verified and the local order date; no total for a customer', async () => {
    routes();
    show('customer');
    expect(await screen.findByText('Orders')).toBeInTheDocument();
    const row = (await screen.findByText('Smith residence')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(
      within(row).getByText(dayjs('2024-03-05T01:07:00Z').format('DD/MM/YYYY hh:mm A')),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total Price')).not.toBeInTheDocument();
  });

  it('marks a submitted, unverified order with "Mobile verification required" in red', async () => {
    routes();
    show('customer');
    const submitted = (await screen.findByText('Smith residence')).closest('tr') as HTMLElement;
    const warning = within(submitted).getByText('Mobile verification required');
    expect(warning.closest('.ant-typography-danger')).not.toBeNull();
    const draft = screen.getByText('Jones shed').closest('tr') as HTMLElement;
    expect(within(draft).queryByText('Mobile verification required')).not.toBeInTheDocument();
  });

  it('says "No results" when there are no orders', async () => {
    installFakeApi({
      'GET /wholesale-customers/orders': {
        body: envelope([], {
          pagination_object: { page_number: 1, page_size: 20, total_records: 0 },
        }),
      },
    });
    show('customer');
    const empty = await screen.findByText('No results');
    // Readable secondary text, not antd's disabled grey (#bfbfbf, 1.8:1; issue 35).
    expect(empty).toHaveClass('ant-typography-secondary');
  });

  it('shows staff the Total Price column and no Create Order button', async () => {
    signInForTest();
    routes();
    show('staff');
    expect(await screen.findByText('Total Price')).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Order' })).not.toBeInTheDocument();
  });

  it("shows staff the order date in their organisation's zone, not the browser's", async () => {
    signInForTest({ timezone: 'Australia/Sydney' });
    routes();
    show('staff');
    const row = (await screen.findByText('Smith residence')).closest('tr') as HTMLElement;
    // 01:07 UTC on 5 March is 12:07 pm in Sydney (daylight time, UTC+11).
    expect(within(row).getByText('05/03/2024 12:07 PM')).toBeInTheDocument();
  });

  it('opens the management portal for staff and the order form for a customer', async () => {
    routes();
    const customerView = show('customer');
    await userEvent.click(await clickableCell('Smith residence'));
    expect(navigate).toHaveBeenLastCalledWith(`/public/wholesale/12/details?key=${LINK_KEY}`);
    customerView.unmount();
    show('staff');
    await userEvent.click(await clickableCell('Jones shed'));
    expect(navigate).toHaveBeenLastCalledWith('/wholesale/order/11');
  });

  it("Create Order makes a draft with the customer's details and opens it", async () => {
    const server = routes();
    show('customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Order' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/public/wholesale/77/details?key=${LINK_KEY}`),
    );
    const body = server.callsTo('POST /wholesale-customers/order/new/details')[0].body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      key: LINK_KEY,
      status_id: 6,
      details: { order_email: CUSTOMER.email },
    });
  });

  it('says "Failed to create draft order." when no id comes back', async () => {
    const error = jest.spyOn(notify, 'error');
    routes('no-id');
    show('customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to create draft order.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says "Error creating draft order." when the call fails', async () => {
    const error = jest.spyOn(notify, 'error');
    routes('fail');
    show('customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error creating draft order.'));
  });
});
