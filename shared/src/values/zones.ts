/**
 * Calendar dates and wall-clock times in IANA zones, on top of Intl (the server keeps UTC
 * instants; people think in their zone's days). One set for the API and the browser: a zone of
 * null is the runtime's own (the browser's, where the user has none).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string | null): Intl.DateTimeFormat {
  let found = formatters.get(zone ?? '');
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone ?? undefined,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone ?? '', found);
  }
  return found;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** A zone's calendar date and clock time at an instant, to the second. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(instant: Date, zone: string | null): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Minutes the zone is ahead of UTC at an instant (e.g. 600 for Sydney in winter). */
export function offsetMinutes(instant: Date, zone: string | null): number {
  return offsetOfWallClock(instant, wallClock(instant, zone));
}

/** The same, from the zone's wall clock at that instant (`wallClock`), read once. */
export function offsetOfWallClock(instant: Date, wall: WallClock): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A 24-hour 'HH:mm' time. */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

export function clockMinutes(value: string): number {
  const match = TIME_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a HH:mm time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The UTC instant of a wall-clock time on a date in a zone. A time skipped by a daylight-saving
 * change resolves to the instant just after the gap, as clocks show it.
 */
export function wallToUtc(date: string, time: string, zone: string | null): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** The calendar date of an instant in a zone. */
export function dateInZone(instant: Date, zone: string | null): string {
  const wall = wallClock(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function startOfDay(date: string, zone: string | null): Date {
  return wallToUtc(date, '00:00', zone);
}

/** The instant a day ends in a zone: the next day's midnight. */
export function endOfDay(date: string, zone: string | null): Date {
  return startOfDay(addDays(date, 1), zone);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
