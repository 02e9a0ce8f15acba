import '../testing/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationStore, session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi } from '@platform/shared/testing';
import { signedInUser } from '../testing/fakes';
import { ACCOUNTING_TEXTS, AccountingConnect } from './AccountingConnect';

const CONNECTED = {
  connected: true,
  connected_at: '2026-07-06T23:15:00.000Z',
  connected_by: 'Ada Administrator',
};

function fakePopup() {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  return popup;
}

/** What the callback window posts to its opener (callbacks/callbackMessages.ts). */
function callbackSays(status: 'success' | 'failed') {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: 'mf_auth', type: 'oauth-callback', provider: 'xero', status },
      origin: window.location.origin,
    }),
  );
}

function renderWidget() {
  render(
    <AreaProviders>
      <AccountingConnect />
    </AreaProviders>,
  );
}

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);

beforeEach(() => {
  notificationStore.clear();
  session.clear();
  session.signIn(signedInUser({ timezone: 'Australia/Sydney' }));
});
afterEach(() => jest.restoreAllMocks());

describe('accounting connect', () => {
  it('connects in a popup: the consent page opens there, and the callback makes it connected', async () => {
    let connected = false;
    const fake = installFakeApi({
      'GET /xero/status': () => ({ body: envelope(connected ? CONNECTED : { connected: false }) }),
      'GET /xero/connect': { body: envelope({ url: 'http://api.test/oauth/consent?state=s1' }) },
    });
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWidget();
    expect(await screen.findByText(ACCOUNTING_TEXTS.notConnected)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNTING_TEXTS.explain)).toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Connect to Xero' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'mf_auth_accounting', expect.any(String));
    await waitFor(() => expect(popup.location.href).toBe('http://api.test/oauth/consent?state=s1'));
    connected = true;
    callbackSays('success');

    expect(
      await screen.findByText(ACCOUNTING_TEXTS.connected, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Sydney is UTC+10 in July: 23:15 UTC is 9:15am the next day there.
    expect(
      screen.getByText('Connected by Ada Administrator on 07/07/2026 09:15am.'),
    ).toBeInTheDocument();
    expect(toastTexts()).toContain('Xero connected successfully');
    expect(await screen.findByRole('button', { name: 'Disconnect Xero' })).toBeInTheDocument();
    expect(fake.callsTo('GET /xero/status')).toHaveLength(2);
  });

  it("shows 'Xero connection failed.' with 'Please try again or contact administration.' when the callback fails", async () => {
    installFakeApi({
      'GET /xero/status': { body: envelope({ connected: false }) },
      'GET /xero/connect': { body: envelope({ url: 'http://api.test/oauth/consent?state=s2' }) },
    });
    jest.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderWidget();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Connect to Xero' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Connect to Xero/ })).toHaveClass(
        'ant-btn-loading',
      ),
    );
    callbackSays('failed');
    const alert = await screen.findByText('Xero connection failed.', undefined, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Please try again or contact administration.',
    );
    expect(screen.getByText(ACCOUNTING_TEXTS.notConnected)).toBeInTheDocument();
  });

  it('fails clearly when the server cannot start the connection, and closes the popup', async () => {
    installFakeApi({
      'GET /xero/status': { body: envelope({ connected: false }) },
      'GET /xero/connect': {
        status: 403,
        body: { data: null, info: { status: 403, message: 'Dashboard users cannot do this.' } },
      },
    });
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWidget();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Connect to Xero' }));
    expect(await screen.findByText('Xero connection failed.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('disconnects after a confirmation', async () => {
    let connected = true;
    const fake = installFakeApi({
      'GET /xero/status': () => ({ body: envelope(connected ? CONNECTED : { connected: false }) }),
      'GET /xero/disconnect': () => {
        connected = false;
        return { body: envelope({ connected: false }) };
      },
    });
    renderWidget();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Xero' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ACCOUNTING_TEXTS.confirmTitle);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.callsTo('GET /xero/disconnect')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disconnect Xero' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(ACCOUNTING_TEXTS.notConnected)).toBeInTheDocument();
    expect(fake.callsTo('GET /xero/disconnect')).toHaveLength(1);
    expect(toastTexts()).toContain('Xero disconnected');
  });

  it('says so, with a retry, when the connection cannot be read', async () => {
    let fail = true;
    installFakeApi({
      'GET /xero/status': () =>
        fail ? { networkError: true } : { body: envelope({ connected: false }) },
    });
    renderWidget();
    expect(await screen.findByText(ACCOUNTING_TEXTS.statusFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ACCOUNTING_TEXTS.notConnected)).toBeInTheDocument();
  });
});
