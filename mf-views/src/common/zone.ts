import { session } from '@platform/shared';

/** The user's zone (the organisation's when the user has none); null means the browser's. */
export function userZone(): string | null {
  return session.user?.timezone ?? null;
}
