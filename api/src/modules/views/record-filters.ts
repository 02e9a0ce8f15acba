// The filters of a list request as SQL: a value, a list of values or a { from, to } span, checked
// at the edge (a clear 400 naming the filter, never a database error).
import { sql, type Expression, type SqlBool } from 'kysely';
import { HttpError } from '../../core/http';
import { fieldSql, sortKeySql } from './record-field-indexes';
import type { FieldKind } from './record-types';

/** A field of the record's document, as SQL. */
export function field(name: string) {
  return sql.raw(fieldSql(name));
}

/** Bounds of a date filter: the years 0001 to 9999, with a day to spare on each side. */
const FILTER_DATE_MIN = Date.parse('0001-01-02T00:00:00.000Z');
const FILTER_DATE_MAX = Date.parse('9999-12-30T23:59:59.999Z');
export const FILTER_DATE_MESSAGE = 'Dates must lie between the years 0001 and 9999.';

/** A calendar date one day around an instant: every zone's day of it lies within. */
function dateAround(instant: Date, days: number): string {
  return new Date(instant.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A { from, to } date span filter (the only kind that needs the organisation's time zone). */
export function isSpan(value: unknown): value is { from: unknown; to: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.hasOwn(value, 'from') &&
    Object.hasOwn(value, 'to')
  );
}

export const FILTER_VALUE_MESSAGE = 'A filter is a value, a list of values or a { from, to } span.';

/** A filter value as text: strings, numbers and booleans only (never an object's toString). */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function refuseFilter(path: string, message: string): never {
  throw new HttpError(400, `${path}: ${message}`, { errors: { [path]: [message] } });
}

/** The SQL condition of one list filter on a field of the given kind; null when it filters nothing. */
export function filterCondition(
  kind: FieldKind,
  name: string,
  value: unknown,
  timeZone: string,
): Expression<SqlBool> | null {
  if (isSpan(value)) {
    const bounds = [value.from, value.to].map((bound) =>
      typeof bound === 'string' || typeof bound === 'number' ? new Date(bound) : null,
    );
    if (bounds.some((bound) => bound === null || Number.isNaN(bound.getTime()))) return null;
    const [from, to] = bounds as [Date, Date];
    // A bound JavaScript can hold may still lie past what the day arithmetic and PostgreSQL
    // take (-271821-04-20 is a valid Date): such a span is the client's error (issue 36, item 5).
    for (const [bound, date] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (date.getTime() < FILTER_DATE_MIN || date.getTime() > FILTER_DATE_MAX)
        refuseFilter(`filters.${name}.${bound}`, FILTER_DATE_MESSAGE);
    }
    if (kind !== 'date') {
      return sql<SqlBool>`${sql.raw(sortKeySql('datetime', name))} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`;
    }
    // A calendar date counts from its start in the organisation's zone; the bounds a day
    // around the span in UTC hold for every zone and let the date index narrow the rows.
    const date = sql.raw(sortKeySql(kind, name));
    return sql<SqlBool>`${date} between ${dateAround(from, -1)}::date and ${dateAround(to, 1)}::date
      and (${date}::timestamp at time zone ${timeZone}) between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`;
  }
  if (Array.isArray(value)) {
    // null in a list matches nothing (a field's missing value is not the text 'null').
    const texts = value.filter((entry) => entry !== null).map(scalarText);
    if (texts.some((text) => text === null)) refuseFilter(`filters.${name}`, FILTER_VALUE_MESSAGE);
    if (texts.length === 0) return value.length === 0 ? null : sql<SqlBool>`false`;
    return sql<SqlBool>`${field(name)} in (${sql.join(texts as string[])})`;
  }
  if (value === null || value === undefined || value === '') return null;
  const text = scalarText(value);
  if (text === null) refuseFilter(`filters.${name}`, FILTER_VALUE_MESSAGE);
  if (kind === 'text') return sql<SqlBool>`${field(name)} ilike ${`%${text}%`}`;
  return sql<SqlBool>`${field(name)} = ${text}`;
}
