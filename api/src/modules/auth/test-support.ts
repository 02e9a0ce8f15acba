import type { TestApp } from '../../testing/create-test-app';

/** POSTs to the test app as a client at `remoteAddress` (10.0.0.1 unless told). */
export const poster =
  (get: () => TestApp) =>
  (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.1',
  ) =>
    get().app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

/** Asks for a password reset of `email`: the outbox then holds a reset link for it. */
export async function requestPasswordReset(testApp: TestApp, email: string): Promise<void> {
  await testApp.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } });
}
