import dayjs, { type Dayjs } from 'dayjs';
import { FILTER_DATE_FORMAT } from './query';

/** The quick day filter's label: Yesterday, Today, Tomorrow, or the date. */
export function quickDayLabel(day: Dayjs, today: Dayjs = dayjs()): string {
  const offset = day.startOf('day').diff(today.startOf('day'), 'day');
  if (offset === 0) return 'Today';
  if (offset === -1) return 'Yesterday';
  if (offset === 1) return 'Tomorrow';
  return day.format(FILTER_DATE_FORMAT);
}

/** The row field the quick day filter applies to. */
export function quickDayField(setting: boolean | string | undefined): string | null {
  if (!setting) return null;
  return typeof setting === 'string' ? setting : 'date';
}
