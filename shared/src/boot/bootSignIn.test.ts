import { STORAGE_KEYS } from '../session/keys';
import { bootSignInInput as input, loadBootSignIn as loadPage } from '../testing/bootSignIn';
import { BOOT_SIGN_IN_ID, dropBootSignIn, readBootSignIn } from './bootSignIn';

beforeEach(() => localStorage.clear());

describe('the early sign-in form of the page', () => {
  it('shows on /login, with a labelled email and password field', () => {
    const boot = loadPage('/login?intended=%2Fjobs');
    expect(boot).not.toBeNull();
    expect(boot!.hidden).toBe(false);
    expect(document.querySelector('h1')).toHaveTextContent('Sign in');
    expect(document.querySelector('label[for="boot-email"]')).toHaveTextContent('Email');
    expect(input('email').id).toBe('boot-email');
    expect(input('password').type).toBe('password');
  });

  it.each([
    ['another page', '/jobs', null],
    ['a stored session', '/login', 'stored-token'],
    ['a sign-in link', '/login?token=abc', null],
  ])('leaves the page on %s', (_case, address, token) => {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    expect(loadPage(address)).toBeNull();
    expect(readBootSignIn()).toBeNull();
  });

  it('gives what was typed, where the focus was, and nothing pending before a press', () => {
    loadPage('/login');
    input('email').value = 'fitter@demo.test';
    input('password').value = 'Secret1!';
    input('password').focus();
    expect(readBootSignIn()).toEqual({
      email: 'fitter@demo.test',
      password: 'Secret1!',
      focus: 'password',
      pending: null,
    });
  });

  it('records "Sign in" pressed before the app arrived, without leaving the page', () => {
    loadPage('/login');
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    button.form!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(readBootSignIn()?.pending).toBe('sign-in');
  });

  it('records "Sign in with Google" pressed before the app arrived', () => {
    loadPage('/login');
    document.querySelector<HTMLButtonElement>('[data-boot-identity]')!.click();
    expect(readBootSignIn()?.pending).toBe('identity');
  });

  it('is removed when the app drops it', () => {
    loadPage('/login');
    dropBootSignIn();
    expect(document.getElementById(BOOT_SIGN_IN_ID)).toBeNull();
    expect(readBootSignIn()).toBeNull();
  });
});
