import { sql, type RawBuilder } from 'kysely';
import type {
  ReportColumn,
  ReportComparator,
  ReportDefinition,
  ReportFieldType,
  ReportFilter,
} from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import {
  catalogueModule,
  mayUse,
  REPORT_LINKS,
  type CatalogueField,
  type CatalogueModule,
} from './catalogue';

/**
 * Compiles a report definition into one query over the whitelist of catalogue.ts
 * (docs/decisions/131). Every identifier comes from the catalogue; every value the client
 * sends is a bound parameter. A definition that names anything else, or a value that does not
 * fit its field, is refused with a 400 whose message says what is wrong.
 */

export const MAX_FIELDS = 30;
export const MAX_FILTERS = 20;
export const MAX_SORTS = 5;
export const MAX_TEXT_VALUE = 200;
export const MAX_OPTION_VALUES = 50;

export const COMPARATORS: Record<ReportFieldType, ReportComparator[]> = {
  text: ['contains', 'equals', 'starts_with', 'is_empty'],
  number: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'between'],
  date: ['on', 'before', 'after', 'between'],
  boolean: ['is_true', 'is_false'],
  options: ['one_of'],
};

export const INVALID_REPORT = 'The report definition is not valid.';

export interface ResolvedField {
  key: string;
  module: CatalogueModule;
  field: CatalogueField;
}

export interface CompiledReport {
  columns: ReportColumn[];
  /** Modules joined to the base module, in join order. */
  joined: CatalogueModule[];
  base: CatalogueModule;
  /** SELECT … FROM … WHERE … ORDER BY … (no LIMIT): the rows of the report. */
  rows(limit: number, offset: number): RawBuilder<Record<string, unknown>>;
  /** How many rows match, counted up to `cap + 1`. */
  count(cap: number): RawBuilder<{ count: number }>;
}

export interface CompileOptions {
  organisationId: number;
  timeZone: string;
  /** The caller's roles; null for a super-admin (every module). */
  roles: Set<number> | null;
}

class Problems {
  readonly errors: Record<string, string[]> = {};
  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (this.empty) return;
    const first = Object.values(this.errors)[0][0];
    throw new HttpError(400, first, { caption: INVALID_REPORT, errors: this.errors });
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 1e15;

const isSpan = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'from' in value &&
  'to' in value;

/** Binds a filter's value to its field's SQL, or records why it cannot. */
function condition(
  expression: RawBuilder<unknown>,
  field: ResolvedField,
  filter: ReportFilter,
  path: string,
  problems: Problems,
): RawBuilder<unknown> | null {
  const label = `${field.module.name} › ${field.field.name}`;
  const type = field.field.type;
  const { comparator, value } = filter;
  if (!COMPARATORS[type].includes(comparator)) {
    problems.add(
      `${path}.comparator`,
      `${label} cannot be filtered with '${String(comparator)}' (use ${COMPARATORS[type].join(', ')}).`,
    );
    return null;
  }
  switch (comparator) {
    case 'is_empty':
      return sql`coalesce(${expression}, '') = ''`;
    case 'is_true':
      return sql`${expression} is true`;
    case 'is_false':
      return sql`${expression} is false`;
    case 'contains':
    case 'equals':
    case 'starts_with': {
      if (
        typeof value !== 'string' ||
        value.length === 0 ||
        value.length > MAX_TEXT_VALUE ||
        value.includes('\u0000')
      ) {
        problems.add(
          `${path}.value`,
          `${label} needs a text of 1 to ${MAX_TEXT_VALUE} characters.`,
        );
        return null;
      }
      if (comparator === 'equals') return sql`lower(${expression}) = lower(${value})`;
      // The text is matched literally: % and _ are escaped, so they are not wildcards.
      const escaped = value.replace(/[\\%_]/g, (character) => `\\${character}`);
      const pattern = comparator === 'contains' ? `%${escaped}%` : `${escaped}%`;
      return sql`${expression} ilike ${pattern}`;
    }
    case 'one_of': {
      const allowed = new Set((field.field.options ?? []).map((option) => option.value));
      if (
        !Array.isArray(value) ||
        value.length === 0 ||
        value.length > MAX_OPTION_VALUES ||
        !value.every((entry) => typeof entry === 'string' && allowed.has(entry))
      ) {
        problems.add(`${path}.value`, `${label} needs one or more of: ${[...allowed].join(', ')}.`);
        return null;
      }
      return sql`${expression} in (${sql.join([...new Set(value as string[])])})`;
    }
    case 'between': {
      const fits = type === 'date' ? isCalendarDate : isNumber;
      if (!isSpan(value) || !fits(value.from) || !fits(value.to)) {
        problems.add(
          `${path}.value`,
          type === 'date'
            ? `${label} needs a from and a to date (YYYY-MM-DD).`
            : `${label} needs a from and a to number.`,
        );
        return null;
      }
      const [from, to] = value.from <= value.to ? [value.from, value.to] : [value.to, value.from];
      return type === 'date'
        ? sql`${expression} between ${from}::date and ${to}::date`
        : sql`${expression} between ${from} and ${to}`;
    }
    case 'on':
    case 'before':
    case 'after': {
      if (!isCalendarDate(value)) {
        problems.add(`${path}.value`, `${label} needs a date (YYYY-MM-DD).`);
        return null;
      }
      const operator = { on: '=', before: '<', after: '>' }[comparator];
      return sql`${expression} ${sql.raw(operator)} ${value}::date`;
    }
    default: {
      if (!isNumber(value)) {
        problems.add(`${path}.value`, `${label} needs a number.`);
        return null;
      }
      const operator = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }[comparator];
      return sql`${expression} ${sql.raw(operator)} ${value}`;
    }
  }
}

/** Checks a definition against the whitelist and compiles it; throws 400 (or 403) otherwise. */
export function compileReport(
  definition: ReportDefinition,
  options: CompileOptions,
): CompiledReport {
  const problems = new Problems();
  const base = catalogueModule(String(definition?.module ?? ''));
  if (!base) {
    problems.add('module', `There is no report module '${String(definition?.module)}'.`);
    problems.throwIfAny();
    throw new Error('unreachable');
  }
  if (!mayUse(base, options.roles)) {
    throw new HttpError(403, `You may not report on ${base.name}.`, { code: 'forbidden' });
  }
  const links = new Map(
    REPORT_LINKS.filter((link) => link.from_module_id === base.id).map((link) => [link.to, link]),
  );
  const joined: CatalogueModule[] = [];

  const resolve = (key: unknown, path: string): ResolvedField | null => {
    if (typeof key !== 'string') {
      problems.add(path, 'A field must be named as module.field.');
      return null;
    }
    const [moduleId, fieldName, ...rest] = key.split('.');
    const module = rest.length === 0 ? catalogueModule(moduleId) : undefined;
    const field =
      module && Object.prototype.hasOwnProperty.call(module.fields, fieldName)
        ? module.fields[fieldName]
        : undefined;
    if (!module || !field) {
      problems.add(path, `There is no field '${key}'.`);
      return null;
    }
    if (module !== base) {
      if (!links.has(module.id)) {
        problems.add(path, `${module.name} is not linked to ${base.name}.`);
        return null;
      }
      if (!mayUse(module, options.roles)) {
        problems.add(path, `You may not report on ${module.name}.`);
        return null;
      }
      if (!joined.includes(module)) joined.push(module);
    }
    return { key, module, field };
  };

  const fieldKeys = Array.isArray(definition.fields) ? definition.fields : [];
  if (fieldKeys.length === 0) problems.add('fields', 'Choose at least one field to show.');
  if (fieldKeys.length > MAX_FIELDS) problems.add('fields', `Show at most ${MAX_FIELDS} fields.`);
  const columns: ResolvedField[] = [];
  fieldKeys.slice(0, MAX_FIELDS).forEach((key, index) => {
    const field = resolve(key, `fields[${index}]`);
    if (!field) return;
    if (columns.some((column) => column.key === field.key)) {
      problems.add(`fields[${index}]`, `${field.field.name} is shown once already.`);
      return;
    }
    columns.push(field);
  });

  const expressionOf = (field: ResolvedField) => field.field.sql(field.module.id, options.timeZone);

  const filters = Array.isArray(definition.filters) ? definition.filters : [];
  if (filters.length > MAX_FILTERS) problems.add('filters', `Use at most ${MAX_FILTERS} filters.`);
  const conditions: RawBuilder<unknown>[] = [];
  const filtered = new Set<string>();
  filters.slice(0, MAX_FILTERS).forEach((filter, index) => {
    const path = `filters[${index}]`;
    const field = resolve(filter?.field, `${path}.field`);
    if (!field) return;
    if (filtered.has(field.key)) {
      problems.add(`${path}.field`, `${field.field.name} is filtered once already.`);
      return;
    }
    filtered.add(field.key);
    const built = condition(expressionOf(field), field, filter, path, problems);
    if (built) conditions.push(built);
  });

  const sorts = Array.isArray(definition.sorting) ? definition.sorting : [];
  if (sorts.length > MAX_SORTS) problems.add('sorting', `Sort by at most ${MAX_SORTS} fields.`);
  const order: RawBuilder<unknown>[] = [];
  const sorted = new Set<string>();
  sorts.slice(0, MAX_SORTS).forEach((sort, index) => {
    const path = `sorting[${index}]`;
    const field = resolve(sort?.field, `${path}.field`);
    if (!field) return;
    if (sorted.has(field.key)) {
      problems.add(`${path}.field`, `${field.field.name} is sorted once already.`);
      return;
    }
    if (sort.comparator !== 'asc' && sort.comparator !== 'desc') {
      problems.add(`${path}.comparator`, `Sort ${field.field.name} asc or desc.`);
      return;
    }
    sorted.add(field.key);
    const expression =
      field.field.type === 'text' ? sql`lower(${expressionOf(field)})` : expressionOf(field);
    order.push(sql`${expression} ${sql.raw(sort.comparator)} nulls last`);
  });
  problems.throwIfAny();

  const baseRef = (column: string) => sql.ref(`${base.id}.${column}`);
  const from = sql`${sql.table(base.table)} as ${sql.id(base.id)}`;
  const joins = joined.map((module) => {
    const link = links.get(module.id)!;
    const alias = sql.id(module.id);
    return sql`left join ${sql.table(module.table)} as ${alias} on ${link.on(base.id, module.id)} and ${sql.ref(
      `${module.id}.organisation_id`,
    )} = ${options.organisationId} and ${module.scope(module.id)}`;
  });
  const where = sql.join(
    [
      sql`${baseRef('organisation_id')} = ${options.organisationId}`,
      base.scope(base.id),
      ...conditions,
    ],
    sql` and `,
  );
  const body = sql`from ${from} ${sql.join(joins, sql` `)} where ${where}`;
  // A stable order for paging: the chosen sorts, then the base row's id.
  const orderBy = sql.join([...order, sql`${baseRef('id')} asc`]);
  const selections = sql.join(
    columns.map((column, index) => {
      const expression = expressionOf(column);
      const shown =
        column.field.type === 'date' ? sql`to_char(${expression}, 'YYYY-MM-DD')` : expression;
      return sql`${shown} as ${sql.id(`c${index}`)}`;
    }),
  );

  return {
    base,
    joined,
    columns: columns.map((column) => ({
      key: column.key,
      name:
        base === column.module ? column.field.name : `${column.module.name} › ${column.field.name}`,
      type: column.field.type,
    })),
    rows: (limit, offset) =>
      sql<
        Record<string, unknown>
      >`select ${selections} ${body} order by ${orderBy} limit ${limit} offset ${offset}`,
    count: (cap) =>
      sql<{
        count: number;
      }>`select count(*)::int as count from (select 1 ${body} limit ${cap + 1}) capped`,
  };
}

/** The rows of a query as `{ <qualified key>: value }`. */
export function rowsByKey(
  columns: ReportColumn[],
  rows: Array<Record<string, unknown>>,
): Array<Record<string, string | number | boolean | null>> {
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((column, index) => {
        const value = row[`c${index}`];
        return [
          column.key,
          value === undefined || value === null
            ? null
            : typeof value === 'number' || typeof value === 'boolean'
              ? value
              : String(value),
        ];
      }),
    ),
  );
}
