import { CHART_RANGE_PRESETS, type ChartRangePreset } from '@platform/shared';
import { addDays, dateInZone, endOfDay, startOfDay } from '@platform/shared/values';

/** The date range presets of a chart: one list with the API (shared contract). */
export const RANGE_PRESETS = CHART_RANGE_PRESETS;
export type RangePreset = ChartRangePreset;

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);
}

export function presetLabel(preset: RangePreset, months: number): string {
  if (preset === 'over_past_x_months') return months === 1 ? 'Past month' : `Past ${months} months`;
  return {
    today: 'Today',
    yesterday: 'Yesterday',
    this_week: 'This week',
    last_week: 'Last week',
    this_month: 'This month',
    last_month: 'Last month',
    this_year: 'This year',
    last_year: 'Last year',
    rolling_week: 'Rolling week',
    custom: 'Custom',
  }[preset];
}

/** A calendar date 'YYYY-MM-DD'. */
export type CalendarDate = string;

/** The chart's parameters: the range as ISO instants, start of the first day to end of the last. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function parts(date: CalendarDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

function fromUtc(value: Date): CalendarDate {
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** The same day of the month `months` earlier, kept inside a shorter month (31 May − 3 → 28 Feb). */
export function subtractMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastDay))));
}

/** First and last calendar day of a preset, counted from today (weeks start on Monday). */
export function presetDays(
  preset: Exclude<RangePreset, 'custom'>,
  today: CalendarDate,
  months: number,
): [CalendarDate, CalendarDate] {
  const [year, month] = parts(today);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  const monthStart = (y: number, m: number) => fromUtc(new Date(Date.UTC(y, m - 1, 1)));
  const monthEnd = (y: number, m: number) => fromUtc(new Date(Date.UTC(y, m, 0)));
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'this_week':
      return [monday, addDays(monday, 6)];
    case 'last_week':
      return [addDays(monday, -7), addDays(monday, -1)];
    case 'this_month':
      return [monthStart(year, month), monthEnd(year, month)];
    case 'last_month':
      return [monthStart(year, month - 1), monthEnd(year, month - 1)];
    case 'this_year':
      return [`${year}-01-01`, `${year}-12-31`];
    case 'last_year':
      return [`${year - 1}-01-01`, `${year - 1}-12-31`];
    case 'rolling_week':
      // The last 7 days including today (spec §9).
      return [addDays(today, -6), today];
    case 'over_past_x_months':
      return [subtractMonths(today, months), today];
  }
}

/** The ISO range a preset (or a custom pair of days) stands for at `now` in `zone`. */
export function rangeOf(
  preset: RangePreset,
  now: Date,
  zone: string | null,
  options: { months?: number; custom?: [CalendarDate, CalendarDate] | null } = {},
): DateRange {
  const today = dateInZone(now, zone);
  const [first, last] =
    preset === 'custom'
      ? (options.custom ?? [today, today])
      : presetDays(preset, today, options.months ?? 3);
  // The chart's range ends on the last millisecond of its last day.
  return {
    start_date: startOfDay(first, zone).toISOString(),
    end_date: new Date(endOfDay(last, zone).getTime() - 1).toISOString(),
  };
}
