/**
 * A token link (`?token=…`, spec: token login) is read once, when the page opens: the session
 * keeps the token as its override token and the address loses it. Left in the address, a token
 * that has since expired would be picked up again after every sign-in (through the `intended`
 * path) and sign the user out again: a loop.
 */
export function addressWithoutToken(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return null;
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the token from the address bar without a navigation (no history entry). */
export function forgetTokenInAddress(): void {
  const cleaned = addressWithoutToken(window.location.href);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
}
