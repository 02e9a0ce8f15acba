import type { AppNotification } from '@platform/shared';

/** A notification as the server sends it, for tests. */
export function notificationFixture(
  id: number,
  status_id: 1 | 2,
  short_message = `Note ${id}`,
): AppNotification {
  return {
    id,
    status_id,
    short_message,
    message: `<p>Details: ${short_message}</p>`,
    sent_at: '2025-01-01T00:00:00.000Z',
    sent_at_relative: '2 hours ago',
    path: null,
  };
}
