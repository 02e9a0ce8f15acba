export {
  formatDate,
  formatUtcDate,
  utcToLocal,
  localToUtc,
  pickerToUtc,
  utcToPicker,
  DATE_ONLY_FORMAT,
} from './dates';
export type { DateInput } from './dates';
export { parseNumber, roundCents, ceilCents, formatNumber } from './numbers';
export { formatCurrency } from './money';
export { formatHoursMinutes } from './durations';
export { formatValue, isValueFormat, VALUE_FORMATS } from './formatValue';
export type { FormatOptions, ValueFormat } from './formatValue';
// Values by field type (fields.ts) are '@platform/shared/format/fields': the server's documents
// and audit use them, and they stay out of the kernel the sign-in page loads (ADR 167's budget).
