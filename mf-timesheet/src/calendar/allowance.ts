import { BREAK_ALLOWANCE, type TimesheetEvent, type TimesheetEventType } from '@platform/shared';

/** Weekdays in the order the form lists them (the working week first). */
export const WEEKDAYS: ReadonlyArray<{ day: number; label: string }> = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 0, label: 'Sunday' },
];

/** How many schedule entries of each type a weekday holds, leaving out the entry being edited. */
export function scheduleUsage(
  entries: TimesheetEvent[],
  day: number,
  editingId: number | null,
): Record<TimesheetEventType, number> {
  const usage: Record<TimesheetEventType, number> = { working: 0, break: 0, 'break-unpaid': 0 };
  for (const entry of entries) {
    if (!entry.schedule || entry.day !== day || entry.id === editingId) continue;
    usage[entry.type] += 1;
  }
  return usage;
}

/**
 * Whether a weekday can take one more schedule entry of `type`. A day holds one working entry
 * (a second one marks nothing new: the day is already used); breaks are limited by the
 * allowance per type (two paid breaks, one unpaid meal break).
 */
export function dayAllows(
  type: TimesheetEventType,
  usage: Record<TimesheetEventType, number>,
): boolean {
  if (type === 'working') return usage.working === 0;
  return usage[type] < BREAK_ALLOWANCE[type];
}

/** The weekdays the Day select disables for `type`. */
export function disabledDays(
  type: TimesheetEventType | null,
  entries: TimesheetEvent[],
  editingId: number | null,
): Set<number> {
  const disabled = new Set<number>();
  if (!type) return disabled;
  for (const { day } of WEEKDAYS) {
    if (!dayAllows(type, scheduleUsage(entries, day, editingId))) disabled.add(day);
  }
  return disabled;
}
