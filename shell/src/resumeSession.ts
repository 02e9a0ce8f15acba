import {
  api,
  ApiError,
  session,
  type LoginResponse,
  type RouteListResponse,
  type User,
} from '@platform/shared';

/**
 * At start-up: a `token` query parameter signs in with that token (POST /login_token); a stored
 * session refreshes its routes and menu (POST /route-list), which also proves the token is still
 * valid — a 401 there clears the session through the call layer.
 */
export async function resumeSession(): Promise<void> {
  try {
    if (session.overrideToken && !session.isLoggedIn) {
      await signInWithLinkToken(session.overrideToken);
      return;
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
}

/** Token login; a token the server refuses is forgotten, so nothing sends it again. */
async function signInWithLinkToken(token: string): Promise<void> {
  try {
    const { data } = await api.post<User & LoginResponse>(
      '/login_token',
      { token },
      { suppressNotificationMessage: true, retries: 0 },
    );
    session.signIn({ ...data, token: data.token ?? token });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      session.setOverrideToken(null);
    }
    throw error;
  }
}
