import { DATE_FORMAT } from '../contracts/common';
import { DATE_ONLY_FORMAT, formatDate, formatUtcDate, type DateInput } from './dates';
import { formatHoursMinutes } from './durations';
import { formatCurrency } from './money';
import { formatNumber, parseNumber } from './numbers';

/** The view framework's format codes. */
export const VALUE_FORMATS = [
  'date',
  'dateonly',
  'currency',
  'currencyorstring',
  'percentage',
  'number',
  'numberPolarity',
  'time_minutes',
] as const;

export type ValueFormat = (typeof VALUE_FORMATS)[number];

export interface FormatOptions {
  /** The user's zone for 'date' and 'dateonly'; the browser's when absent. */
  timeZone?: string | null;
}

type Formatter = (value: unknown, options: FormatOptions) => string;

function numeric(format: (value: number) => string): Formatter {
  return (value) => {
    const parsed = parseNumber(value);
    return parsed === null ? '' : format(parsed);
  };
}

const DATE_ONLY_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/** One renderer per format code (ADR 013 records the outputs). */
const FORMATTERS: Record<ValueFormat, Formatter> = {
  date: (value, options) => formatUtcDate(value as DateInput, DATE_FORMAT, options.timeZone),
  // A bare calendar date has no zone; a timestamp shows the user's local day.
  dateonly: (value, options) =>
    typeof value === 'string' && DATE_ONLY_VALUE.test(value)
      ? formatDate(value, DATE_ONLY_FORMAT)
      : formatUtcDate(value as DateInput, DATE_ONLY_FORMAT, options.timeZone),
  currency: numeric(formatCurrency),
  currencyorstring: (value) => {
    const parsed = parseNumber(value);
    return parsed === null ? String(value) : formatCurrency(parsed);
  },
  percentage: numeric((value) => `${formatNumber(value)}%`),
  number: numeric((value) => formatNumber(value)),
  numberPolarity: numeric((value) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value))),
  time_minutes: numeric(formatHoursMinutes),
};

export function isValueFormat(format: unknown): format is ValueFormat {
  return typeof format === 'string' && (VALUE_FORMATS as readonly string[]).includes(format);
}

/**
 * Formats a server value by its format code. Empty values give ''; an unknown or missing code
 * shows the value as text.
 */
export function formatValue(
  value: unknown,
  format?: string | null,
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (!isValueFormat(format)) return String(value);
  return FORMATTERS[format](value, options);
}
