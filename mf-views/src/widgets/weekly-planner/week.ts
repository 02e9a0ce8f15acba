import { DATE_ONLY_FORMAT, formatDate } from '@platform/shared';

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Longest event text of a day (the server refuses more). */
export const EVENT_MAX_LENGTH = 500;
/** Quiet time after the last keystroke before the week is saved. */
export const AUTOSAVE_DELAY_MS = 800;

const pad = (value: number) => String(value).padStart(2, '0');

/** The Monday of the week a moment falls in, in the browser's calendar, as 'YYYY-MM-DD'. */
export function mondayOf(moment: Date): string {
  const day = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The local calendar date of a moment, 'YYYY-MM-DD'. */
export function isoDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A calendar date moved by whole days ('YYYY-MM-DD' in, out; no time zone involved). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PlannerDay {
  iso: string;
  name: (typeof DAY_NAMES)[number];
  /** DD/MM/YYYY */
  label: string;
}

/** Monday to Sunday of the week starting on `weekStart`. */
export function weekDays(weekStart: string): PlannerDay[] {
  return DAY_NAMES.map((name, index) => {
    const iso = addDays(weekStart, index);
    return { iso, name, label: formatDate(iso, DATE_ONLY_FORMAT) };
  });
}

export function emptyWeek(): string[] {
  return DAY_NAMES.map(() => '');
}

/** Seven texts from whatever the server sent. */
export function sevenEvents(events: unknown): string[] {
  const list = Array.isArray(events) ? events : [];
  return DAY_NAMES.map((_, index) => (typeof list[index] === 'string' ? list[index] : ''));
}
