import '../testing/dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, notificationStore, session } from '@platform/shared';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway, loginResult, providerError, signedInUser } from '../testing/fakes';
import { LoginPage, type LoginPageProps } from './LoginPage';

function renderLogin(gateway = fakeGateway(), props: LoginPageProps = {}) {
  render(
    <GatewayProvider gateway={gateway}>
      <LoginPage {...props} />
    </GatewayProvider>,
  );
  return gateway;
}

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  notificationStore.clear();
  session.clear();
  window.history.replaceState(null, '', '/login');
  delete (window as { Capacitor?: unknown }).Capacitor;
});

describe('LoginPage', () => {
  it('validates the e-mail and password before calling the server', async () => {
    const signingIn = jest.fn();
    const subscription = bus.subscribe('auth/signing-in', signingIn);
    const gateway = renderLogin();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(gateway.login).not.toHaveBeenCalled();
    expect(signingIn).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('tells the page on the bus that a sign-in is on its way, before it is answered (ADR 250)', async () => {
    const signingIn = jest.fn();
    const subscription = bus.subscribe('auth/signing-in', signingIn);
    const gateway = renderLogin(fakeGateway({ login: () => new Promise(() => undefined) }));
    await fillSignIn('admin@demo.test', 'Demo1234!');
    await waitFor(() => expect(gateway.login).toHaveBeenCalledTimes(1));
    expect(signingIn).toHaveBeenCalledTimes(1);
    expect(session.isLoggedIn).toBe(false);
    subscription.unsubscribe();
  });

  it('signs in and goes to the intended path', async () => {
    window.history.replaceState(
      null,
      '',
      `/login?intended=${encodeURIComponent('/_demo_/dashboard?tabs=1')}`,
    );
    const gateway = renderLogin(
      fakeGateway({ login: async () => loginResult({ user: signedInUser() }) }),
    );
    await fillSignIn('admin@demo.test', 'Demo1234!');
    await waitFor(() => expect(window.location.pathname).toBe('/_demo_/dashboard'));
    expect(window.location.search).toBe('?tabs=1');
    // The sign-in asks for that page's first data with its answer (ADR 259).
    expect(gateway.login).toHaveBeenCalledWith(
      expect.objectContaining({ intended: '/_demo_/dashboard?tabs=1' }),
    );
    expect(session.user?.email).toBe('admin@demo.test');
  });

  it('shows a wrong password as a notification and stays', async () => {
    renderLogin(
      fakeGateway({ login: async () => Promise.reject(providerError('invalid-credential')) }),
    );
    await fillSignIn('admin@demo.test', 'nope');
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Invalid credential: the email address or password is incorrect.',
      ),
    );
    expect(window.location.pathname).toBe('/login');
  });

  it('a new attempt dismisses the last one’s error, which does not follow a sign-in onto the dashboard', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(providerError('invalid-credential'))
      .mockResolvedValueOnce(loginResult({ user: signedInUser() }));
    renderLogin(fakeGateway({ login }));
    const user = await fillSignIn('admin@demo.test', 'nope');
    const wrong = 'Invalid credential: the email address or password is incorrect.';
    await waitFor(() => expect(toastTexts()).toContain(wrong));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session.isLoggedIn).toBe(true));
    expect(toastTexts()).not.toContain(wrong);
  });

  it('forgot-password mode requires the e-mail and Cancel returns', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Forgot password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Please enter your registered email address'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens in forgot-password mode for /forgot-password', () => {
    renderLogin(fakeGateway(), { initialMode: 'forgot' });
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('offers the external identity sign-in, but not in the native app', () => {
    const { unmount } = render(
      <GatewayProvider gateway={fakeGateway()}>
        <LoginPage />
      </GatewayProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    unmount();
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('auto-submits the phone code at the sixth digit', async () => {
    const gateway = renderLogin(
      fakeGateway({
        login: async () => loginResult({ mfa_required: { session: 's-1', phone_hint: '***0123' } }),
        completePhoneSignIn: async () => loginResult({ user: signedInUser() }),
      }),
    );
    const user = await fillSignIn('twostep@demo.test', 'Demo1234!');
    expect(await screen.findByText(/we sent to \*\*\*0123/)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await waitFor(() =>
      // With the page's intended path (none here): the answer carries the landing data (ADR 259).
      expect(gateway.completePhoneSignIn).toHaveBeenCalledWith({
        session: 's-1',
        code: '123456',
        intended: null,
      }),
    );
  });

  it("after a wrong code shows 'Please enter a valid verification code' and a Verify button", async () => {
    const gateway = renderLogin(
      fakeGateway({
        login: async () => loginResult({ mfa_required: { session: 's-1', phone_hint: '***0123' } }),
        completePhoneSignIn: async () => Promise.reject(providerError('invalid-verification-code')),
      }),
    );
    const user = await fillSignIn('twostep@demo.test', 'Demo1234!');
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('999999');
    expect(await screen.findByText('Please enter a valid verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    expect(gateway.completePhoneSignIn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(gateway.completePhoneSignIn).toHaveBeenCalledTimes(2));
  });

  it("shows the migration prompt with 'Do it later' disabled when forced", async () => {
    renderLogin(
      fakeGateway({
        login: async () =>
          loginResult({
            register_firebase: true,
            firebase_force_migrate: true,
            password_migration: { forced: true },
          }),
      }),
    );
    await fillSignIn('legacy@demo.test', 'Demo1234!');
    expect(
      await screen.findByText("You're password needs to be updated. Please reset your password."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Do it later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it("shows 'Please verify your email!' with Resend Link", async () => {
    const gateway = renderLogin(
      fakeGateway({
        login: async () => loginResult({ email_unverified: true }),
        sendVerification: async () => undefined,
      }),
    );
    const user = await fillSignIn('unverified@demo.test', 'Demo1234!');
    expect(await screen.findByText('Please verify your email!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Link' }));
    await waitFor(() => expect(toastTexts()).toContain('Verification email send successfully!'));
    expect(gateway.sendVerification).toHaveBeenCalledWith('unverified@demo.test');
  });

  it('finishes an identity sign-in when the provider sends the user back', async () => {
    window.history.replaceState(null, '', '/login?provider=google&code=c-1&state=st-1');
    const gateway = fakeGateway({
      identitySignIn: async () => loginResult({ user: signedInUser() }),
    });
    await act(async () => {
      renderLogin(gateway);
    });
    await waitFor(() =>
      // No intended page was remembered before leaving for the provider: the default landing's.
      expect(gateway.identitySignIn).toHaveBeenCalledWith({
        code: 'c-1',
        state: 'st-1',
        intended: null,
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/_demo_/dashboard'));
  });
});
