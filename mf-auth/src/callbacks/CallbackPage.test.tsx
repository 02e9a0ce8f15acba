import '../testing/dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notificationStore, session } from '@platform/shared';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway, signedInUser } from '../testing/fakes';
import { CallbackPage, type CallbackPageProps } from './CallbackPage';

function open(
  url: string,
  gateway = fakeGateway(),
  props: CallbackPageProps = { provider: 'xero' },
) {
  window.history.replaceState(null, '', url);
  render(
    <GatewayProvider gateway={gateway}>
      <CallbackPage {...props} />
    </GatewayProvider>,
  );
  return gateway;
}

beforeEach(() => {
  notificationStore.clear();
  session.clear();
});

describe('CallbackPage', () => {
  it("needs code and state, else says 'Invalid authentication request.' and goes to /login", async () => {
    const gateway = open('/xero/authenticate?code=only');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(
      'Invalid authentication request.',
    );
    expect(gateway.completeOAuthCallback).not.toHaveBeenCalled();
  });

  it('shows the failure with its caption', async () => {
    open(
      '/xero/authenticate?code=c&state=s',
      fakeGateway({ completeOAuthCallback: async () => Promise.reject(new Error('no')) }),
    );
    expect(await screen.findByText('Xero connection failed.')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact administration.')).toBeInTheDocument();
  });

  it('treats a refused consent as a failed Google connection', async () => {
    const gateway = open('/auth/google/authenticate?state=s&error=access_denied', fakeGateway(), {
      provider: 'google',
    });
    expect(await screen.findByText('Google connection failed.')).toBeInTheDocument();
    expect(gateway.completeOAuthCallback).not.toHaveBeenCalled();
  });

  it("sends who is linking with Google's code and state", async () => {
    session.signIn(signedInUser());
    const gateway = open(
      '/auth/google/authenticate?code=c-1&state=s-1',
      fakeGateway({ completeOAuthCallback: async () => undefined }),
      { provider: 'google' },
    );
    await waitFor(() =>
      expect(gateway.completeOAuthCallback).toHaveBeenCalledWith('google', {
        code: 'c-1',
        state: 's-1',
        organisation_id: 1,
        user_id: 1,
        token: 'token-1',
      }),
    );
  });

  it('counts down in seconds after success, then closes the window', async () => {
    jest.useFakeTimers();
    try {
      const onClose = jest.fn();
      open(
        '/xero/authenticate?code=c&state=s',
        fakeGateway({ completeOAuthCallback: async () => undefined }),
        {
          provider: 'xero',
          onClose,
        },
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByTestId('countdown')).toHaveTextContent('5');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByTestId('countdown')).toHaveTextContent('4');
      expect(onClose).not.toHaveBeenCalled();
      for (const left of ['3', '2', '1']) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1_000);
        });
        expect(screen.getByTestId('countdown')).toHaveTextContent(left);
      }
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(onClose).toHaveBeenCalledWith('xero');
    } finally {
      jest.useRealTimers();
    }
  });
});
