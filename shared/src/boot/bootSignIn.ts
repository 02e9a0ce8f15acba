// The sign-in form of the shell's page (ADR 172). index.html carries a copy of the sign-in form,
// shown on /login before any script has loaded, so the page paints its form with the HTML
// instead of after the shell, the remotes' manifests and mf-auth have arrived. What is typed
// there is not lost: mf-auth reads it when its own form first renders, then removes the copy.
// The markup and its inline script are built from `signInMarkup.ts`, which only the shell's
// build reads.

/** The element of index.html that holds the early form. */
export const BOOT_SIGN_IN_ID = 'boot-sign-in';

/** What was done in the early form before the app took over. */
export interface BootSignIn {
  email: string;
  password: string;
  /** The field that had the focus, so the app's form keeps it. */
  focus: 'email' | 'password' | null;
  /** A press of "Sign in" or "Sign in with Google" the app has to carry out. */
  pending: 'sign-in' | 'identity' | null;
}

function bootElement(doc: Document): HTMLElement | null {
  const element = doc.getElementById(BOOT_SIGN_IN_ID);
  return element && !element.hidden ? element : null;
}

/** The early form's state, or null when the page does not show it. Reading changes nothing. */
export function readBootSignIn(doc: Document = document): BootSignIn | null {
  const element = bootElement(doc);
  if (!element) return null;
  const value = (name: string) =>
    element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const focused = doc.activeElement;
  const focus =
    focused instanceof HTMLInputElement && element.contains(focused)
      ? focused.name === 'password'
        ? 'password'
        : 'email'
      : null;
  const pending = element.dataset.pending;
  return {
    email: value('email'),
    password: value('password'),
    focus,
    pending: pending === 'sign-in' || pending === 'identity' ? pending : null,
  };
}

/** Removes the early form (the app's form is on screen, or the page is not the sign-in page). */
export function dropBootSignIn(doc: Document = document): void {
  doc.getElementById(BOOT_SIGN_IN_ID)?.remove();
}
