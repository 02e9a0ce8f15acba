import { WEEKDAY_NAMES, formatHoursMinutes, type WeekdayName } from '@platform/shared';
import type { Occurrence } from './occurrences';
import { addDays } from '@platform/shared/values';
import { DATE_MASK, dayjs, type Dayjs } from './time';

/** Minutes of each kind in a range. */
export interface Totals {
  work: number;
  paidBreak: number;
  unpaidBreak: number;
  /** Work plus paid breaks: what the employee is paid for (unpaid breaks are not). */
  paidWork: number;
}

export const EMPTY_TOTALS: Totals = { work: 0, paidBreak: 0, unpaidBreak: 0, paidWork: 0 };

function overlapMinutes(item: Occurrence, from: Dayjs, to: Dayjs): number {
  const start = item.start.isAfter(from) ? item.start : from;
  const end = item.end.isBefore(to) ? item.end : to;
  return Math.max(0, end.diff(start, 'second') / 60);
}

/**
 * Totals of the recorded (non-schedule) occurrences inside [from, to). Working and break
 * periods follow each other (the clock closes one when it opens the next), so a paid break is
 * added to the paid work rather than carved out of a working period.
 */
export function totalsBetween(occurrences: Occurrence[], from: Dayjs, to: Dayjs): Totals {
  const totals = { ...EMPTY_TOTALS };
  for (const item of occurrences) {
    if (item.event.schedule) continue;
    const minutes = overlapMinutes(item, from, to);
    if (item.event.type === 'working') totals.work += minutes;
    else if (item.event.type === 'break') totals.paidBreak += minutes;
    else totals.unpaidBreak += minutes;
  }
  totals.paidWork = totals.work + totals.paidBreak;
  return totals;
}

/** Reads a pay cycle setting; anything that is not a weekday name falls back to Monday. */
export function payCycleDay(value: unknown): WeekdayName {
  const match = WEEKDAY_NAMES.find(
    (name) => typeof value === 'string' && name.toLowerCase() === value.trim().toLowerCase(),
  );
  return match ?? 'Monday';
}

/** The pay week (first and last date) holding `date`, starting on the pay cycle's weekday. */
export function payWeek(date: string, payCycle: WeekdayName): { from: string; to: string } {
  const startDay = WEEKDAY_NAMES.indexOf(payCycle);
  const back = (dayjs(date, DATE_MASK).day() - startDay + 7) % 7;
  const from = addDays(date, -back);
  return { from, to: addDays(from, 6) };
}

/** The totals line format: 'H hours M minutes (decimal)'. */
export function formatTotal(minutes: number): string {
  return formatHoursMinutes(Math.round(minutes));
}
