import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { localToUtc } from '@platform/shared';
import { addDays } from '@platform/shared/values';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };
export type { Dayjs };

/** Date mask of the event form. */
export const DATE_MASK = 'YYYY-MM-DD';
/** Time mask of the event form (12-hour with AM/PM). */
export const TIME_MASK = 'hh:mm A';
/** Schedule entries keep 24-hour wall-clock times. */
export const SCHEDULE_TIME_FORMAT = 'HH:mm';

export type TimeFormat = 'ampm' | '24hr';

export const MINUTES_PER_DAY = 24 * 60;

const TIME_MASK_PATTERN = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;
const SCHEDULE_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'hh:mm AM' value, or null when it does not fit the mask. */
export function maskToMinutes(value: string): number | null {
  const match = TIME_MASK_PATTERN.exec(value);
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/** Minutes after midnight as 'hh:mm AM'. */
export function minutesToMask(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(twelve)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight of a 24-hour 'HH:mm' value, or null. */
export function hhmmToMinutes(value: string): number | null {
  const match = SCHEDULE_TIME_PATTERN.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function minutesToHhmm(minutes: number): string {
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

/** A time of day for display in the calendar's time format. */
export function formatMinutes(minutes: number, format: TimeFormat): string {
  return format === '24hr' ? minutesToHhmm(minutes) : minutesToMask(minutes);
}

export function formatTime(value: Dayjs, format: TimeFormat): string {
  return value.format(format === '24hr' ? 'HH:mm' : 'hh:mm A');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A UTC instant seen in a zone. */
export function inZone(isoUtc: string, zone: string): Dayjs {
  return dayjs.utc(isoUtc).tz(zone);
}

/** The start of a calendar day (YYYY-MM-DD) in a zone. */
export function startOfDayIn(date: string, zone: string): Dayjs {
  return dayjs.tz(date, DATE_MASK, zone);
}

/** The instant a calendar day ends in a zone: the next day's midnight (23 or 25 hours on DST days). */
export function endOfDayIn(date: string, zone: string): Dayjs {
  return startOfDayIn(addDays(date, 1), zone);
}

/**
 * A wall-clock time on a date in a zone, as a UTC ISO string: what a dated event sends.
 * Returns null when the date or the time does not fit its mask.
 */
export function wallClockToUtc(date: string, timeMask: string, zone: string): string | null {
  const minutes = maskToMinutes(timeMask);
  if (minutes === null || !dayjs(date, DATE_MASK, true).isValid()) return null;
  return localToUtc(`${date} ${minutesToHhmm(minutes)}`, zone);
}

/** Minutes after the zone's midnight of `date` at which an instant falls (may be < 0 or > 1440). */
export function minutesIntoDay(instant: Dayjs, date: string, zone: string): number {
  return instant.diff(startOfDayIn(date, zone), 'minute', true);
}

/**
 * The instant a schedule entry (weekday wall-clock time in its own zone) happens on a calendar
 * date shown in another zone. The entry's zone decides the wall clock; the date is read in it.
 */
export function scheduleInstant(date: string, hhmm: string, entryZone: string): Dayjs | null {
  const minutes = hhmmToMinutes(hhmm);
  if (minutes === null) return null;
  return dayjs.tz(`${date} ${minutesToHhmm(minutes)}`, `${DATE_MASK} HH:mm`, entryZone);
}

/** The dates (YYYY-MM-DD) from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  let cursor = dayjs(from, DATE_MASK);
  const last = dayjs(to, DATE_MASK);
  while (!cursor.isAfter(last, 'day')) {
    dates.push(cursor.format(DATE_MASK));
    cursor = cursor.add(1, 'day');
  }
  return dates;
}

/** The zone of this browser, used when the server names none. */
export function browserZone(): string {
  return dayjs.tz.guess();
}
