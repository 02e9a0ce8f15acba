import {
  api,
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
      const { data } = await api.post<User & LoginResponse>(
        '/login_token',
        { token: session.overrideToken },
        { suppressNotificationMessage: true, retries: 0 },
      );
      session.signIn({ ...data, token: data.token ?? session.overrideToken });
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
