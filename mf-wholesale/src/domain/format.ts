import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Order dates are stored in UTC and shown in the viewer's local time as DD/MM/YYYY hh:mm A. */
export const ORDER_DATE_FORMAT = 'DD/MM/YYYY hh:mm A';

/** `utcOffsetMinutes` stands in for the viewer's zone in tests; by default the browser's is used. */
export function formatOrderDate(utcTime: string | null | undefined, utcOffsetMinutes?: number): string {
  if (!utcTime) return '';
  const parsed = dayjs.utc(utcTime);
  if (!parsed.isValid()) return '';
  const local = utcOffsetMinutes === undefined ? parsed.local() : parsed.utcOffset(utcOffsetMinutes);
  return local.format(ORDER_DATE_FORMAT);
}

const MONEY = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices are shown with two decimals, e.g. $1,234.50. */
export function formatMoney(value: number): string {
  return MONEY.format(value);
}
