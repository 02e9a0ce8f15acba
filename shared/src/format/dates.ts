import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT } from '../contracts/common';
import { fastTimeZone } from './fastTimeZone';

dayjs.extend(utc);
dayjs.extend(timezone);
// After the timezone plugin, whose `tz` it replaces (ADR 243).
dayjs.extend(fastTimeZone);

export type DateInput = string | number | Date | Dayjs | null | undefined;

export const DATE_ONLY_FORMAT = 'DD/MM/YYYY';

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

// Strings without an offset ('2024-05-01 10:00:00') are UTC when they come from the server.
function parseUtc(value: Exclude<DateInput, null | undefined>): Dayjs {
  if (dayjs.isDayjs(value)) return value.utc();
  return dayjs.utc(value);
}

/** Formats a date as it is (no zone conversion); '' for empty or invalid input. */
export function formatDate(value: DateInput, format: string = DATE_FORMAT): string {
  if (isEmpty(value)) return '';
  const date = dayjs.isDayjs(value) ? value : dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/**
 * Reads a server date (UTC) in the user's zone, or the browser's when none is given.
 * Returns null for empty or invalid input.
 */
export function utcToLocal(value: DateInput, timeZone?: string | null): Dayjs | null {
  if (isEmpty(value)) return null;
  const date = parseUtc(value);
  if (!date.isValid()) return null;
  return timeZone ? date.tz(timeZone) : date.local();
}

/**
 * Reads a wall-clock time in the user's zone (or the browser's) and returns it as an ISO UTC
 * string, e.g. localToUtc('2024-05-01 09:00', 'Australia/Sydney') is '2024-04-30T23:00:00.000Z'.
 * Returns null for empty or invalid input.
 */
export function localToUtc(value: DateInput, timeZone?: string | null): string | null {
  if (isEmpty(value)) return null;
  let date: Dayjs;
  if (dayjs.isDayjs(value) || value instanceof Date || typeof value === 'number') {
    date = dayjs(value);
  } else {
    date = timeZone ? dayjs.tz(value, timeZone) : dayjs(value);
  }
  return date.isValid() ? date.utc().toISOString() : null;
}

/**
 * A date-time picker's value (a browser-local Dayjs holding the wall-clock time the user chose)
 * read in a zone (the browser's when none), as a UTC ISO string.
 */
export function pickerToUtc(wallClock: Dayjs, timeZone?: string | null): string {
  return timeZone
    ? dayjs.tz(wallClock.format('YYYY-MM-DDTHH:mm:ss.SSS'), timeZone).toISOString()
    : wallClock.toISOString();
}

/**
 * A stored UTC instant as the value a date-time picker shows: the wall-clock time in the zone,
 * held by a browser-local Dayjs, so the picker shows the same hour as the read-only text.
 * Null for empty or invalid input.
 */
export function utcToPicker(value: unknown, timeZone?: string | null): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = dayjs.utc(String(value));
  if (!instant.isValid()) return null;
  return timeZone ? dayjs(instant.tz(timeZone).format('YYYY-MM-DDTHH:mm:ss.SSS')) : instant.local();
}

/** A server (UTC) date shown in DD/MM/YYYY hh:mma in the user's or the browser's zone. */
export function formatUtcDate(
  value: DateInput,
  format: string = DATE_FORMAT,
  timeZone?: string | null,
): string {
  const local = utcToLocal(value, timeZone);
  return local ? local.format(format) : '';
}
