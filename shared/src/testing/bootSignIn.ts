import { BOOT_SIGN_IN_ID } from '../boot/bootSignIn';
import { BOOT_SIGN_IN_HTML, BOOT_SIGN_IN_SCRIPT } from '../boot/signInMarkup';

/**
 * Puts the page's early sign-in form (ADR 172) into the document as index.html has it at
 * `address`, and runs its inline script as the browser does. Returns the form's element, or
 * null when the script removed it (not /login, a stored session, a sign-in link).
 */
export function loadBootSignIn(address = '/login'): HTMLElement | null {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = BOOT_SIGN_IN_HTML;
  // The script is a string the shell's build writes into the page; this runs that string.
  new Function(BOOT_SIGN_IN_SCRIPT)();
  return document.getElementById(BOOT_SIGN_IN_ID);
}

/** A field of the early form. */
export function bootSignInInput(name: 'email' | 'password'): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(
    `#${BOOT_SIGN_IN_ID} input[name="${name}"]`,
  );
  if (!input) throw new Error(`The early sign-in form has no ${name} field`);
  return input;
}
