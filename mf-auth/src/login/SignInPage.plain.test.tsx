import '../testing/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@platform/shared';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway } from '../testing/fakes';
import { LoginPage } from './LoginPage';

// The sign-in page must draw without antd (ADR 169): loading it here fails the test.
jest.mock('antd', () => {
  throw new Error('antd was loaded by the sign-in page');
});

function renderLogin(initialMode?: 'forgot') {
  const gateway = fakeGateway();
  render(
    <GatewayProvider gateway={gateway}>
      <LoginPage initialMode={initialMode} />
    </GatewayProvider>,
  );
  return gateway;
}

beforeEach(() => {
  session.clear();
  window.history.replaceState(null, '', '/login');
});

describe('the sign-in page without antd', () => {
  it('validates as antd did: a changed field at once, every field on submit', async () => {
    const user = userEvent.setup({ delay: null });
    const gateway = renderLogin();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.queryByText('Please enter your password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(gateway.login).not.toHaveBeenCalled();
  });

  it('shows and hides the password with its button', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Secret1!');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('opens forgot-password mode and asks for the address, still without antd', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your registered email address')).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });
});
