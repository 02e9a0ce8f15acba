import '../testing/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationStore } from '@platform/shared';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway, providerError } from '../testing/fakes';
import { AuthActionsPage, actionRedirect } from './AuthActionsPage';

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);

function open(url: string, gateway = fakeGateway()) {
  window.history.replaceState(null, '', url);
  render(
    <GatewayProvider gateway={gateway}>
      <AuthActionsPage />
    </GatewayProvider>,
  );
  return gateway;
}

beforeEach(() => notificationStore.clear());

describe('actionRedirect', () => {
  it('needs both mode and oobCode', () => {
    expect(actionRedirect(null, 'x')).toEqual({});
    expect(actionRedirect('resetPassword', null)).toEqual({});
    expect(actionRedirect('resetPassword', 'x')).toBeNull();
    expect(actionRedirect('verifyEmail', 'x')).toBeNull();
  });

  it('sends revertSecondFactorAddition to sign-in with its message', () => {
    expect(actionRedirect('revertSecondFactorAddition', 'x')).toEqual({
      message: 'Please login to your account for removing multifactor auth',
    });
  });
});

describe('AuthActionsPage', () => {
  it('goes to /login without mode and oobCode', async () => {
    open('/authActions?mode=resetPassword');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it("shows 'Please login to your account for removing multifactor auth' and goes to /login", async () => {
    open('/authActions?mode=revertSecondFactorAddition&oobCode=abc');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(toastTexts()).toContain('Please login to your account for removing multifactor auth');
  });

  it('validates both passwords, then resets and goes to sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    const gateway = open(
      '/authActions?mode=resetPassword&oobCode=code-1',
      fakeGateway({
        checkActionCode: async () => ({ mode: 'resetPassword', email: 'admin@demo.test' }),
        resetPassword: async () => undefined,
      }),
    );
    const password = await screen.findByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm password');
    const submit = screen.getByRole('button', { name: 'Set Password' });

    await user.click(submit);
    expect(
      await screen.findByText('Please enter password and confirm password'),
    ).toBeInTheDocument();
    await user.type(password, 'abcdefg');
    await user.type(confirmation, 'abcdefX');
    await user.click(submit);
    expect(await screen.findByText('Confirm password does not match')).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'abcdefg');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(gateway.resetPassword).not.toHaveBeenCalled();

    await user.type(password, 'h');
    await user.type(confirmation, 'h');
    await user.click(submit);
    await waitFor(() => expect(gateway.resetPassword).toHaveBeenCalledWith('code-1', 'abcdefgh'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(toastTexts()).toContain('Password successfully reset');
  });

  it('offers show/hide on both password fields and Cancel', async () => {
    open(
      '/authActions?mode=resetPassword&oobCode=code-1',
      fakeGateway({ checkActionCode: async () => ({ mode: 'resetPassword', email: null }) }),
    );
    await screen.findByLabelText('New password');
    expect(document.querySelectorAll('.ant-input-password-icon')).toHaveLength(2);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows an expired or invalid link with the formatted invalid-action-code text', async () => {
    open(
      '/authActions?mode=resetPassword&oobCode=old',
      fakeGateway({
        checkActionCode: async () => Promise.reject(providerError('invalid-action-code')),
      }),
    );
    expect(
      await screen.findByText(/session has expired or the URL is invalid/),
    ).toBeInTheDocument();
  });

  it("verifies the e-mail behind 'Please wait... we're verifying your email'", async () => {
    let finish: () => void = () => undefined;
    const gateway = open(
      '/authActions?mode=verifyEmail&oobCode=v-1',
      fakeGateway({ verifyEmail: () => new Promise<void>((resolve) => (finish = resolve)) }),
    );
    expect(
      await screen.findByText("Please wait... we're verifying your email"),
    ).toBeInTheDocument();
    expect(gateway.verifyEmail).toHaveBeenCalledWith('v-1');
    finish();
    await waitFor(() => expect(toastTexts()).toContain('Email verifed successfully!'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
