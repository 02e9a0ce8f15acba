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

/** GET /dev/outbox.json: the mails to `recipient`, as the holder of `headers` sees them. */
export function readDevOutbox(
  testApp: TestApp,
  headers: Record<string, string>,
  recipient: string,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/dev/outbox.json?recipient=${recipient}`,
    headers,
  });
}
