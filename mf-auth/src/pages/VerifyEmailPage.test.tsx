import '../testing/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationStore } from '@platform/shared';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway } from '../testing/fakes';
import { VerifyEmailPage } from './VerifyEmailPage';

beforeEach(() => {
  notificationStore.clear();
  window.history.replaceState(null, '', '/verify-email');
});

describe('VerifyEmailPage', () => {
  it('sends a new verification link, says so and returns to /login', async () => {
    const gateway = fakeGateway({ sendVerification: jest.fn(() => Promise.resolve()) });
    render(
      <GatewayProvider gateway={gateway}>
        <VerifyEmailPage />
      </GatewayProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'new.starter@demo.test');
    await user.click(screen.getByRole('button', { name: 'Resend Link' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(gateway.sendVerification).toHaveBeenCalledWith('new.starter@demo.test');
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(
      'We have sent an email verification link to verify your email!',
    );
  });

  it('asks for a valid address before sending anything', async () => {
    const gateway = fakeGateway();
    render(
      <GatewayProvider gateway={gateway}>
        <VerifyEmailPage />
      </GatewayProvider>,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(gateway.sendVerification).not.toHaveBeenCalled();
  });
});
