// Values by field type, for every place that shows a record's stored values as text: the
// record documents (PDF) and the audit log on the server, lists and details in the browser.
// One layer over the format codes (formatValue), so a date-time reads the same everywhere.
import { formatValue } from './formatValue';

/** How a field's stored value reads to a person. */
export type FieldFormat =
  'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'choice' | 'list';

export interface FieldDisplay {
  /** The field's name on screen ('Scheduled', 'Customer'). */
  label: string;
  format: FieldFormat;
  /** 'choice': stored code → the name people see ('in_progress' → 'In progress'). */
  choices?: Readonly<Record<string, string>>;
  /** 'list': what one entry is called, singular and plural ('photo', 'photos'). */
  noun?: readonly [string, string];
}

export interface FieldFormatOptions {
  /** The organisation's zone for date-times; the browser's (or the server's) when absent. */
  timeZone?: string | null;
}

const FORMATTERS: Record<
  FieldFormat,
  (value: unknown, display: FieldDisplay, options: FieldFormatOptions) => string
> = {
  text: (value) => (typeof value === 'object' ? '' : String(value)),
  number: (value) => formatValue(value, 'number'),
  money: (value) => formatValue(value, 'currency'),
  date: (value, _display, options) => formatValue(value, 'dateonly', options),
  datetime: (value, _display, options) => formatValue(value, 'date', options),
  boolean: (value) => (value === true || value === 1 || value === '1' ? 'Yes' : 'No'),
  choice: (value, display) => display.choices?.[String(value)] ?? String(value),
  list: (value, display) => {
    const count = Array.isArray(value) ? value.length : 0;
    const [one, many] = display.noun ?? ['entry', 'entries'];
    return count === 0 ? '' : `${count} ${count === 1 ? one : many}`;
  },
};

/**
 * A stored value as a person reads it: '' when empty; date-times in the given zone
 * (DD/MM/YYYY hh:mma), dates DD/MM/YYYY, money '$1,234.50', choices by name, lists counted.
 */
export function formatField(
  value: unknown,
  display: FieldDisplay,
  options: FieldFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  return FORMATTERS[display.format](value, display, options);
}

/** 'customer_name' → 'Customer name', for a field nobody named. */
export function fieldLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
