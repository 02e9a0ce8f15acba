import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Order dates are stored in UTC and shown in the viewer's local time as DD/MM/YYYY hh:mm A. */
export const ORDER_DATE_FORMAT = 'DD/MM/YYYY hh:mm A';

export function formatOrderDate(utcTime: string | null | undefined): string {
  if (!utcTime) return '';
  const parsed = dayjs.utc(utcTime);
  return parsed.isValid() ? parsed.local().format(ORDER_DATE_FORMAT) : '';
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
