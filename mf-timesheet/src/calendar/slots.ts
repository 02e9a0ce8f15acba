import type { TimesheetEventType } from '@platform/shared';
import { MINUTES_PER_DAY, formatMinutes, minutesToMask, type TimeFormat } from './time';

/** Intervals (minutes) the calendar offers; the spec's default is 30. */
export const TIME_INTERVALS = [5, 10, 15, 30, 60] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];
export const DEFAULT_TIME_INTERVAL: TimeInterval = 30;

/** Reads a configured interval; anything not offered falls back to 30 minutes. */
export function timeInterval(value: unknown): TimeInterval {
  const number = Number(value);
  return (TIME_INTERVALS as readonly number[]).includes(number)
    ? (number as TimeInterval)
    : DEFAULT_TIME_INTERVAL;
}

/** A span of a day in minutes after midnight, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** One choice of the start or end time select. Values use the form's mask 'hh:mm AM'. */
export interface SlotOption {
  value: string;
  minutes: number;
  label: string;
  used: boolean;
  disabled: boolean;
}

/** Slot starts of a day: every `interval` minutes from 12:00 AM. */
export function slotMinutes(interval: TimeInterval): number[] {
  const slots: number[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += interval) slots.push(minutes);
  return slots;
}

export function isUsed(minutes: number, used: Span[]): boolean {
  return used.some((span) => span.start <= minutes && minutes < span.end);
}

/** Whether an event from `start` to `end` fits without covering a used span. */
export function fitsBetween(used: Span[], start: number, end: number): boolean {
  return end > start && !used.some((span) => span.start < end && span.end > start);
}

/** Start-time choices: slots already used on the chosen date read '(Used)' and are disabled. */
export function startOptions(
  interval: TimeInterval,
  used: Span[],
  format: TimeFormat,
): SlotOption[] {
  return slotMinutes(interval).map((minutes) => {
    const taken = isUsed(minutes, used);
    const label = formatMinutes(minutes, format);
    return {
      value: minutesToMask(minutes),
      minutes,
      label: taken ? `${label} (Used)` : label,
      used: taken,
      disabled: taken,
    };
  });
}

/** The last minute of the day, offered as an end time when nothing is booked after the start. */
export const END_OF_DAY = MINUTES_PER_DAY - 1;

/**
 * End-time choices: the slots after the start time up to the next used slot (an event may end
 * exactly where the next one begins). With nothing used after the start, the day's last
 * minute closes the list so that an event can run to midnight.
 */
export function endOptions(
  interval: TimeInterval,
  used: Span[],
  start: number,
  format: TimeFormat,
): SlotOption[] {
  const nextUsed = used
    .map((span) => span.start)
    .filter((minutes) => minutes > start)
    .reduce((min, minutes) => Math.min(min, minutes), Number.POSITIVE_INFINITY);
  const ends = slotMinutes(interval).filter((minutes) => minutes > start && minutes <= nextUsed);
  if (nextUsed === Number.POSITIVE_INFINITY) ends.push(END_OF_DAY);
  // A booking that starts off the grid still bounds the choice; offer its start itself.
  else if (!ends.includes(nextUsed)) ends.push(nextUsed);
  return ends.map((minutes) => ({
    value: minutesToMask(minutes),
    minutes,
    label: formatMinutes(minutes, format),
    used: false,
    disabled: false,
  }));
}

/**
 * Whether two event types compete for the same time. Recorded (dated) events follow each other,
 * so every type blocks every other; in the schedule, breaks sit inside the working entry, so
 * only events of the same kind (working or break) block each other.
 */
export function competes(
  a: TimesheetEventType,
  b: TimesheetEventType,
  layer: 'dated' | 'schedule',
): boolean {
  if (layer === 'dated') return true;
  return (a === 'working') === (b === 'working');
}

/** Merges overlapping spans and clips them to the day. */
export function normaliseSpans(spans: Span[]): Span[] {
  const clipped = spans
    .map((span) => ({
      start: Math.max(0, Math.floor(span.start)),
      end: Math.min(MINUTES_PER_DAY, Math.ceil(span.end)),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
