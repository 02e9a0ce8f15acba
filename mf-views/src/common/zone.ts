import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { session } from '@platform/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The user's zone (the organisation's when the user has none); null means the browser's. */
export function userZone(): string | null {
  return session.user?.timezone ?? null;
}

/** A wall-clock time read in the given zone (the browser's when none), as a UTC ISO string. */
export function wallClockToUtc(wallClock: Dayjs, timeZone?: string | null): string {
  const zoned = timeZone
    ? dayjs.tz(wallClock.format('YYYY-MM-DDTHH:mm:ss.SSS'), timeZone)
    : wallClock;
  return zoned.toISOString();
}

/**
 * A stored UTC instant as the wall-clock time the pickers show: the user's local time, as a
 * browser-local Dayjs, so a picker shows the same hour as the read-only text.
 */
export function utcToWallClock(value: unknown, timeZone?: string | null): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = dayjs.utc(String(value));
  if (!instant.isValid()) return null;
  return timeZone ? dayjs(instant.tz(timeZone).format('YYYY-MM-DDTHH:mm:ss.SSS')) : instant.local();
}
