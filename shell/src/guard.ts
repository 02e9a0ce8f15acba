import { DEV_PAGE_PATH, ownerOf } from './routes';

export interface GuardState {
  isLoggedIn: boolean;
}

/**
 * Where the route guard sends a visitor, or null to let the navigation through.
 * A `token` query parameter admits the visitor (the session stores it as an override token).
 * A path nobody owns is guarded too: a signed-out visitor signs in first and then sees the
 * not-found page (or the page, if it exists for them), never a bare 404 outside the layout.
 */
export function guardRedirect(pathname: string, search: string, state: GuardState): string | null {
  const owner = ownerOf(pathname);
  const hasToken = new URLSearchParams(search).has('token');
  if (pathname === '/login' && state.isLoggedIn) return '/';
  if (owner?.isPublic || pathname === DEV_PAGE_PATH) return null;
  if (state.isLoggedIn || hasToken) return null;
  return `/login?intended=${encodeURIComponent(pathname + search)}`;
}
