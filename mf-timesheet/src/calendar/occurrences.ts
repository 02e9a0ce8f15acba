import type { TimesheetEvent } from '@platform/shared';
import {
  datesBetween,
  dayjs,
  inZone,
  endOfDayIn,
  scheduleInstant,
  startOfDayIn,
  type Dayjs,
} from './time';

/**
 * One event as a calendar draws it: a dated event once, a schedule entry once per matching
 * weekday in the range. Times are in the view's zone; an ongoing event ends at `now`.
 */
export interface Occurrence {
  key: string;
  event: TimesheetEvent;
  start: Dayjs;
  end: Dayjs;
  ongoing: boolean;
}

export interface OccurrenceOptions {
  /** First and last date (YYYY-MM-DD) of the range, inclusive, in `zone`. */
  from: string;
  to: string;
  zone: string;
  now: Dayjs;
  /** Schedule entries are drawn only when the 'show Staff schedule' toggle is on. */
  showSchedule: boolean;
}

function datedOccurrence(event: TimesheetEvent, zone: string, now: Dayjs): Occurrence {
  const start = inZone(event.start_time, zone);
  const ongoing = !event.end_time;
  // Events with no end time are ongoing and drawn to the current time.
  const end = event.end_time
    ? inZone(event.end_time, zone)
    : now.isAfter(start)
      ? now.tz(zone)
      : start;
  return { key: `${event.id}`, event, start, end, ongoing };
}

function scheduleOccurrences(event: TimesheetEvent, dates: string[], zone: string): Occurrence[] {
  const result: Occurrence[] = [];
  for (const date of dates) {
    if (dayjs(date).day() !== event.day) continue;
    const start = scheduleInstant(date, event.start_time, event.timezone);
    const end = event.end_time ? scheduleInstant(date, event.end_time, event.timezone) : null;
    if (!start) continue;
    result.push({
      key: `${event.id}@${date}`,
      event,
      start: start.tz(zone),
      end: (end && end.isAfter(start) ? end : start.add(1, 'hour')).tz(zone),
      ongoing: false,
    });
  }
  return result;
}

/** The occurrences that touch the range, sorted by start. */
export function occurrencesOf(events: TimesheetEvent[], options: OccurrenceOptions): Occurrence[] {
  const { from, to, zone, now, showSchedule } = options;
  const rangeStart = startOfDayIn(from, zone);
  const rangeEnd = endOfDayIn(to, zone);
  const dates = datesBetween(from, to);
  const all: Occurrence[] = [];
  for (const event of events) {
    if (!event.can_view) continue;
    if (event.schedule) {
      if (showSchedule) all.push(...scheduleOccurrences(event, dates, zone));
    } else {
      all.push(datedOccurrence(event, zone, now));
    }
  }
  return all
    .filter((item) => item.end.isAfter(rangeStart) && item.start.isBefore(rangeEnd))
    .sort((a, b) => a.start.valueOf() - b.start.valueOf());
}

/** The occurrences that touch one calendar day (YYYY-MM-DD in `zone`). */
export function onDay(occurrences: Occurrence[], date: string, zone: string): Occurrence[] {
  const dayStart = startOfDayIn(date, zone);
  const dayEnd = endOfDayIn(date, zone);
  return occurrences.filter((item) => item.end.isAfter(dayStart) && item.start.isBefore(dayEnd));
}
