import { bearer, body, login, type TestApp } from '../../testing/create-test-app';

/** The quoting API as its tests call it: as the holder of a session token, the answer's status and envelope. */
export function quotingCaller(get: () => TestApp) {
  return async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await get().app.inject({
      method,
      url,
      headers: bearer(token),
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
}

/** The demo users the quoting tests sign in as: an administrator, a salesperson, Acme's administrator. */
export async function quotingUsers(get: () => TestApp) {
  const [admin, sales, acme] = await Promise.all([
    login(get().app, 'admin@demo.test'),
    login(get().app, 'sales@demo.test'),
    login(get().app, 'admin@acme.test'),
  ]);
  return { admin, sales, acme };
}
