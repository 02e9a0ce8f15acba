import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { navigate, session } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { CUSTOMER, DROPDOWN, LINK_KEY } from '../testing/orders';
import { CustomerPage } from './CustomerPage';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  navigate: jest.fn(),
}));

afterEach(() => {
  resetSession();
  jest.mocked(navigate).mockClear();
});

function routes(validate: 'ok' | 'fail' = 'ok', link: 'known' | 'unknown' = 'known') {
  return installFakeApi({
    'POST /wholesale-customers/link':
      link === 'known'
        ? { body: envelope({ phone_ending: '678' }) }
        : {
            status: 404,
            body: { data: { code: 'invalid-link' }, info: { status: 404, message: 'invalid' } },
          },
    'POST /wholesale-customers/validate-link':
      validate === 'ok'
        ? { body: envelope({ customer: CUSTOMER }) }
        : { status: 401, body: { data: null, info: { status: 401, message: 'expired' } } },
    'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
    'POST /wholesale-customers/logout': { body: envelope(null) },
    'GET /wholesale-customers/orders': {
      body: envelope([], {
        pagination_object: { page_number: 1, page_size: 20, total_records: 0 },
      }),
    },
    'GET /wholesale/orders': {
      body: envelope([], {
        pagination_object: { page_number: 1, page_size: 20, total_records: 0 },
      }),
    },
  });
}

/** A fixed clock for the footer's copyright year. */
const NOW = () => new Date(2031, 4, 6, 12, 0, 0);

function show(linkKey: string | null = LINK_KEY) {
  return render(
    <App>
      <CustomerPage linkKey={linkKey} now={NOW} />
    </App>,
  );
}

describe('wholesale customer page', () => {
  it('without a key goes to /login', async () => {
    routes();
    show(null);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
  });

  it('without a session asks for verification', async () => {
    routes();
    show();
    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
  });

  it('with a valid session shows the tabs Orders, Product Pricing and Accessory Pricing', async () => {
    const server = routes();
    session.setWholesaleSession({ token: 'customer-token', customerId: CUSTOMER.id });
    show();
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accessory Pricing' })).toBeInTheDocument();
    expect(server.callsTo('POST /wholesale-customers/validate-link')[0].body).toEqual({
      key: LINK_KEY,
      wholesaleSessionToken: 'customer-token',
    });
    expect(screen.queryByText('Account Verification Required')).not.toBeInTheDocument();
    // The tab list holds its tabs only: Sign out sits beside it (axe: aria-required-children).
    const tabList = screen.getByRole('tablist');
    expect(within(tabList).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('Sign out ends the session on the server, forgets it here and asks for a code again', async () => {
    const server = routes();
    session.setWholesaleSession({ token: 'customer-token', customerId: CUSTOMER.id });
    show();
    (await screen.findByText('Sign out')).closest('button')!.click();
    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
    expect(server.callsTo('POST /wholesale-customers/logout')).toHaveLength(1);
    expect(session.wholesaleToken).toBeNull();
  });

  it('a failed link check clears the stored token and the dialog returns', async () => {
    routes('fail');
    session.setWholesaleSession({ token: 'stale-token', customerId: CUSTOMER.id });
    show();
    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
    expect(session.wholesaleToken).toBeNull();
  });

  it('signed-in staff skip the dialog and see the staff list', async () => {
    const server = routes();
    signInForTest();
    show();
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByText('Account Verification Required')).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /wholesale/orders')).toHaveLength(1));
    expect(server.callsTo('POST /wholesale-customers/validate-link')).toHaveLength(0);
  });

  it('a link the server does not know shows Unauthorized with the footer instead of the dialog', async () => {
    routes('ok', 'unknown');
    show();
    expect(
      await screen.findByText('Unauthorized', { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong. Please contact an administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2031 ScreenWorks. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@screenworks.example',
    );
    expect(screen.queryByText('Account Verification Required')).not.toBeInTheDocument();
  });

  it('the orders portal has the footer with the copyright line and the Support mail link', async () => {
    routes();
    session.setWholesaleSession({ token: 'customer-token', customerId: CUSTOMER.id });
    show();
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('© 2031 ScreenWorks. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@screenworks.example',
    );
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});
