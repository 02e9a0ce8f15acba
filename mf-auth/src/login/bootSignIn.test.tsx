import '../testing/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@platform/shared';
import { bootSignInInput, loadBootSignIn } from '@platform/shared/testing';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway } from '../testing/fakes';
import { LoginPage } from './LoginPage';

// The page's early sign-in form (ADR 172): what was done in it before mf-auth arrived carries
// over into this page's form, which then takes its place.

/** Renders the sign-in page into its area, beside the early form already on the page. */
function renderLogin(gateway = fakeGateway()) {
  const area = document.createElement('div');
  document.body.appendChild(area);
  render(
    <GatewayProvider gateway={gateway}>
      <LoginPage />
    </GatewayProvider>,
    { container: area },
  );
  return gateway;
}

beforeEach(() => {
  session.clear();
  localStorage.clear();
});

describe('the sign-in page after the early form', () => {
  it('keeps what was typed and the field that had the focus, and removes the early form', async () => {
    loadBootSignIn('/login');
    bootSignInInput('email').value = 'fitter@demo';
    bootSignInInput('password').value = 'Secret';
    bootSignInInput('password').focus();
    renderLogin();
    expect(document.getElementById('boot-sign-in')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('fitter@demo');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveValue('Secret');
    expect(password).toHaveFocus();
    // Typing goes on in the app's field, with the text before it kept.
    await userEvent.setup({ delay: null }).type(password, '1!');
    expect(password).toHaveValue('Secret1!');
    // A typed value counts as changed, as it would have in this form: its message shows.
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('carries out a "Sign in" pressed before the app arrived', async () => {
    loadBootSignIn('/login');
    bootSignInInput('email').value = ' fitter@demo.test ';
    bootSignInInput('password').value = 'Secret1!';
    document.querySelector<HTMLFormElement>('#boot-sign-in form')!.requestSubmit();
    const gateway = fakeGateway({ login: () => new Promise(() => undefined) });
    renderLogin(gateway);
    await waitFor(() => expect(gateway.login).toHaveBeenCalledTimes(1));
    expect(gateway.login).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'fitter@demo.test', password: 'Secret1!' }),
    );
  });

  it('shows the messages, and signs nobody in, when "Sign in" was pressed on empty fields', async () => {
    loadBootSignIn('/login');
    document.querySelector<HTMLFormElement>('#boot-sign-in form')!.requestSubmit();
    const gateway = renderLogin();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(gateway.login).not.toHaveBeenCalled();
  });

  it('starts the Google sign-in pressed before the app arrived', async () => {
    loadBootSignIn('/login');
    document.querySelector<HTMLButtonElement>('[data-boot-identity]')!.click();
    const gateway = fakeGateway({ identitySignInUrl: () => new Promise(() => undefined) });
    renderLogin(gateway);
    await waitFor(() => expect(gateway.identitySignInUrl).toHaveBeenCalledTimes(1));
  });

  it('draws the same form as the early one: texts, fields and classes', () => {
    // What each element shows: the early form must not look different from the app's.
    const describe = (root: Element) =>
      [
        ...root.querySelectorAll(
          'h1, section, label, input, button:not(.pl-toggle), a, .pl-divider',
        ),
      ].map((element) => {
        const input = element instanceof HTMLInputElement;
        const what = input
          ? `${element.type} ${element.autocomplete}`
          : [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join('');
        // The early form's "Forgot password?" is a link: it works before any script has run.
        const tag = element.tagName === 'A' ? 'BUTTON' : element.tagName;
        return `${tag}.${element.className} ${what}`.trim();
      });
    const early = describe(loadBootSignIn('/login')!);
    document.body.innerHTML = '';
    renderLogin();
    expect(describe(screen.getByTestId('auth-layout'))).toEqual(early);
  });
});
