import { formatCurrency, formatUtcDate } from '@platform/shared';

/** Order dates are stored in UTC and shown in the viewer's local time as DD/MM/YYYY hh:mm A. */
export const ORDER_DATE_FORMAT = 'DD/MM/YYYY hh:mm A';

/** `timeZone` stands in for the viewer's zone in tests; by default the browser's is used. */
export function formatOrderDate(utcTime: string | null | undefined, timeZone?: string): string {
  return formatUtcDate(utcTime, ORDER_DATE_FORMAT, timeZone);
}

/** Prices are shown with two decimals, e.g. $1,234.50. */
export function formatMoney(value: number): string {
  return formatCurrency(value);
}
