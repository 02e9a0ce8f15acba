import {
  api,
  ApiError,
  session,
  type LoginResponse,
  type RouteListResponse,
  type SignInLanding,
  type User,
} from '@platform/shared';

/**
 * At start-up: a `token` query parameter signs in with that token (POST /login_token); a stored
 * session refreshes its routes and menu (POST /route-list), which also proves the token is still
 * valid — a 401 there clears the session through the call layer. A token sign-in answers with the
 * current page's first data (ADR 259), which it resolves with, for the page's start to take.
 */
export async function resumeSession(): Promise<SignInLanding | null | undefined> {
  try {
    if (session.overrideToken && !session.isLoggedIn) {
      return await signInWithLinkToken(session.overrideToken);
    }
    if (session.isLoggedIn && session.token) {
      const { data } = await api.post<RouteListResponse>(
        '/route-list',
        { token: session.token },
        { suppressNotificationMessage: true, silent: true },
      );
      session.setRoutes(data);
    }
  } catch {
    // Offline or the server is down: keep the stored session; the call layer has told the user.
  }
  return undefined;
}

/**
 * Token login, asking for the page the link opens with its first data (the address has lost
 * the token by now); a token the server refuses is forgotten, so nothing sends it again.
 */
async function signInWithLinkToken(token: string): Promise<SignInLanding | null | undefined> {
  try {
    const { data } = await api.post<User & LoginResponse & { landing?: SignInLanding | null }>(
      '/login_token',
      {
        token,
        with_landing: true,
        intended: window.location.pathname + window.location.search,
      },
      { suppressNotificationMessage: true, retries: 0 },
    );
    // The landing data is the page's start's, not the stored session's.
    const { landing, ...user } = data;
    session.signIn({ ...user, token: user.token ?? token });
    return landing;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      session.setOverrideToken(null);
    }
    throw error;
  }
}
