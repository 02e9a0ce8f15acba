import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { navigate, useLocation, useSearchParams } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { DROPDOWN, LINK_KEY, orderDetails } from './testing/orders';
import { WholesaleApp } from './WholesaleApp';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  navigate: jest.fn(),
  useLocation: jest.fn(),
  useSearchParams: jest.fn(),
}));

jest.setTimeout(30_000);

function at(path: string) {
  const url = new URL(path, 'http://shell.test');
  jest
    .mocked(useLocation)
    .mockReturnValue({ pathname: url.pathname, search: url.search, hash: '' });
  jest.mocked(useSearchParams).mockReturnValue(url.searchParams);
}

afterEach(() => {
  resetSession();
  jest.mocked(navigate).mockClear();
});

describe('wholesale routes', () => {
  it('/public/wholesale?key=… is the customer page', async () => {
    installFakeApi({
      'POST /wholesale-customers/link': { body: envelope({ phone_ending: '678' }) },
    });
    at(`/public/wholesale?key=${LINK_KEY}`);
    render(
      <App>
        <WholesaleApp domElement={document.body} />
      </App>,
    );
    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
  });

  it('/wholesale/order/{id} is the management portal (staff order call)', async () => {
    signInForTest();
    const server = installFakeApi({
      'GET /wholesale-customers/dropdown-options': { body: envelope(DROPDOWN) },
      'GET /wholesale/order/:id/details': { body: envelope(orderDetails({ id: 42 })) },
    });
    at('/wholesale/order/42');
    render(
      <App>
        <WholesaleApp domElement={document.body} />
      </App>,
    );
    expect(await screen.findByText('Order #42')).toBeInTheDocument();
    expect(server.callsTo('GET /wholesale/order/:id/details')[0].params.id).toBe('42');
  });

  it('sends signed-in staff from the customer order form to the management portal', async () => {
    signInForTest();
    at(`/public/wholesale/42/details?key=${LINK_KEY}`);
    render(
      <App>
        <WholesaleApp domElement={document.body} />
      </App>,
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/wholesale/order/42', { replace: true }),
    );
  });
});
