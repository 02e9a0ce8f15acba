import type { FieldKind } from './record-types';

/**
 * The record fields the seeded lists sort or filter on, by record type. Migration
 * 004-record-field-indexes creates their indexes from this list, so it is frozen: a field
 * added later needs a migration of its own (the views tests compare the seeded lists with
 * the indexes the database really has).
 */
export const INDEXED_RECORD_FIELDS: Record<string, { sorted: string[]; filtered: string[] }> = {
  jobs: {
    sorted: ['number', 'title', 'customer_name', 'due_date', 'amount', 'scheduled_at'],
    filtered: ['status', 'customer_id', 'due_date'],
  },
  quotes: {
    sorted: ['number', 'title', 'customer_name', 'valid_until', 'total'],
    filtered: ['status', 'customer_id', 'job_id'],
  },
  notes: { sorted: ['created'], filtered: ['job_id'] },
  customers: { sorted: ['name', 'suburb', 'balance'], filtered: ['type'] },
  quote_options: { sorted: [], filtered: ['quote_id'] },
};

/**
 * A field of the document as SQL text. Names are written as literals, not parameters, so
 * the expression is the one of the index (names come from a record type's fields).
 */
export function fieldSql(name: string): string {
  return `(data->>'${name.replaceAll("'", "''")}')`;
}

/**
 * A number field's value for sums and totals: the document's JSON number itself when it holds
 * one (every value written since numbers are checked on write), else the lenient cast of its
 * text. The same value as `sortKeySql('number', name)` without a call of the cast's plpgsql
 * exception block per row, which made a list's total over 10,000 records four times slower
 * (docs/decisions/223). Not for sorting or filtering: those must read like the indexes.
 */
export function numberValueSql(name: string, document = 'data'): string {
  const literal = `'${name.replaceAll("'", "''")}'`;
  const member = `(${document}->${literal})`;
  return `(case when jsonb_typeof(${member}) = 'number' then ${member}::numeric else records_number(${document}->>${literal}) end)`;
}

/** The value of a field as lists sort it: typed by its kind, text without case. */
export function sortKeySql(kind: FieldKind, name: string): string {
  const value = fieldSql(name);
  switch (kind) {
    case 'number':
      return `records_number(${value})`;
    case 'date':
      return `records_date(${value})`;
    case 'datetime':
      return `records_instant(${value})`;
    case 'boolean':
      return `records_boolean(${value})`;
    default:
      return `lower(${value})`;
  }
}

/** Index names: records_<type>_<field>_<asc|desc|eq>. */
export function recordIndexName(type: string, name: string, use: 'asc' | 'desc' | 'eq'): string {
  return `records_${type}_${name}_${use}`;
}
