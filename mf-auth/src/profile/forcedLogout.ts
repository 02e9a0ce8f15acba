import { navigate, session } from '@platform/shared';

/**
 * Ends the session here after the server ended all of the user's sessions (two-step changes).
 * The server is not called: the token is already revoked, and a call would only answer 401.
 */
export function forcedLogout(returnTo?: string): void {
  session.clear();
  navigate(returnTo ? `/login?intended=${encodeURIComponent(returnTo)}` : '/login', {
    replace: true,
  });
}
