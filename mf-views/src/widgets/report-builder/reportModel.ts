import type {
  ReportColumn,
  ReportComparator,
  ReportDefinition,
  ReportFieldType,
  ReportFilter,
  ReportFilterValue,
  ReportModule,
  ReportModuleField,
  ReportModuleLink,
  ReportModulesResponse,
} from '@platform/shared';
import { formatValue } from '@platform/shared';

/**
 * The report builder's model (docs/decisions/131): what the three sections hold, the operators
 * and sort labels of each field type, the definition sent to the server, and the CSV export.
 */

export const COMPARATOR_LABELS: Record<ReportFieldType, Array<[ReportComparator, string]>> = {
  text: [
    ['contains', 'contains'],
    ['equals', 'equals'],
    ['starts_with', 'starts with'],
    ['is_empty', 'is empty'],
  ],
  number: [
    ['eq', '='],
    ['ne', '≠'],
    ['lt', '<'],
    ['lte', '≤'],
    ['gt', '>'],
    ['gte', '≥'],
    ['between', 'between'],
  ],
  date: [
    ['on', 'on'],
    ['before', 'before'],
    ['after', 'after'],
    ['between', 'between'],
  ],
  boolean: [
    ['is_true', 'is true'],
    ['is_false', 'is false'],
  ],
  options: [['one_of', 'is one of']],
};

/** Labels of asc and desc for a field type (spec §5: the four directions of numbers and dates). */
export const DIRECTION_LABELS: Record<ReportFieldType, { asc: string; desc: string }> = {
  number: { asc: 'Lowest to Highest', desc: 'Highest to Lowest' },
  date: { asc: 'Earliest to Latest', desc: 'Latest to Earliest' },
  text: { asc: 'A to Z', desc: 'Z to A' },
  options: { asc: 'A to Z', desc: 'Z to A' },
  boolean: { asc: 'No first', desc: 'Yes first' },
};

/** A filter row as edited: empty until a field is chosen. */
export interface FilterRow {
  field: string;
  comparator: ReportComparator | '';
  value: ReportFilterValue;
}

export interface SortRow {
  field: string;
  comparator: 'asc' | 'desc';
}

/** What the builder holds: the definition, with an empty last row while fields are left. */
export interface BuilderState {
  module: string;
  fields: string[];
  filters: FilterRow[];
  sorting: SortRow[];
}

export const EMPTY_FILTER: FilterRow = { field: '', comparator: '', value: null };
export const EMPTY_SORT: SortRow = { field: '', comparator: 'asc' };

export function emptyState(module = ''): BuilderState {
  return withEmptyRows({ module, fields: [], filters: [], sorting: [] }, null);
}

export interface ModuleGroup {
  module: ReportModule;
  /** The link's name ("Customer") for a linked module; null for the chosen module. */
  linkName: string | null;
}

/** The chosen module and the modules linked to it, each with its fields. */
export function moduleGroups(catalogue: ReportModulesResponse, moduleId: string): ModuleGroup[] {
  const base = catalogue.modules.find((module) => module.id === moduleId);
  if (!base) return [];
  const linked = catalogue.module_links
    .filter((link: ReportModuleLink) => link.from_module_id === moduleId)
    .map((link): ModuleGroup | null => {
      const module = catalogue.modules.find((candidate) => candidate.id === link.to);
      return module ? { module, linkName: link.name } : null;
    })
    .filter((group): group is ModuleGroup => group !== null);
  return [{ module: base, linkName: null }, ...linked];
}

/** Every field the chosen module reaches, keyed by its qualified key. */
export function reachableFields(
  catalogue: ReportModulesResponse | null,
  moduleId: string,
): Map<string, { field: ReportModuleField; label: string }> {
  const map = new Map<string, { field: ReportModuleField; label: string }>();
  if (!catalogue) return map;
  for (const group of moduleGroups(catalogue, moduleId)) {
    for (const field of group.module.fields) {
      map.set(field.field, {
        field,
        label: group.linkName ? `${group.linkName} › ${field.name}` : field.name,
      });
    }
  }
  return map;
}

/** Appends one empty filter and sort row while fields are left to use (spec §4). */
export function withEmptyRows(
  state: BuilderState,
  catalogue: ReportModulesResponse | null,
): BuilderState {
  const available = catalogue ? reachableFields(catalogue, state.module).size : Infinity;
  const filters = state.filters.filter((row) => row.field !== '');
  const sorting = state.sorting.filter((row) => row.field !== '');
  if (state.module && filters.length < available) filters.push(EMPTY_FILTER);
  if (state.module && sorting.length < available) sorting.push(EMPTY_SORT);
  return { ...state, filters, sorting };
}

/** The first operator of a type and the value it starts with. */
export function defaultFilter(field: string, type: ReportFieldType): FilterRow {
  const comparator = COMPARATOR_LABELS[type][0][0];
  return { field, comparator, value: initialValue(type, comparator) };
}

export function initialValue(
  type: ReportFieldType,
  comparator: ReportComparator,
): ReportFilterValue {
  if (comparator === 'between') return { from: '', to: '' };
  if (type === 'options') return [];
  return null;
}

/** True for an operator that needs no value. */
export function takesNoValue(comparator: ReportComparator | ''): boolean {
  return comparator === 'is_empty' || comparator === 'is_true' || comparator === 'is_false';
}

/** The definition the server receives: empty rows left out. */
export function toDefinition(state: BuilderState): ReportDefinition {
  return {
    module: state.module,
    fields: [...state.fields],
    filters: state.filters
      .filter((row) => row.field !== '' && row.comparator !== '')
      .map((row): ReportFilter => {
        const filter: ReportFilter = {
          field: row.field,
          comparator: row.comparator as ReportComparator,
        };
        if (!takesNoValue(row.comparator)) filter.value = row.value;
        return filter;
      }),
    sorting: state.sorting
      .filter((row) => row.field !== '')
      .map((row) => ({ field: row.field, comparator: row.comparator })),
  };
}

/** A saved definition as the builder edits it. */
export function fromDefinition(
  definition: ReportDefinition,
  catalogue: ReportModulesResponse | null,
): BuilderState {
  return withEmptyRows(
    {
      module: definition.module,
      fields: [...(definition.fields ?? [])],
      filters: (definition.filters ?? []).map((filter) => ({
        field: filter.field,
        comparator: filter.comparator,
        value: filter.value ?? null,
      })),
      sorting: (definition.sorting ?? []).map((sort) => ({
        field: sort.field,
        comparator: sort.comparator,
      })),
    },
    catalogue,
  );
}

type Cell = string | number | boolean | null | undefined;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the platform's date format); anything else unchanged. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A cell as the table shows it: money with cents, dates DD/MM/YYYY, options by name. */
export function displayCell(value: Cell, column: ReportColumn, field?: ReportModuleField): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.money) return formatValue(value, 'currency');
  if (column.type === 'date') return formatDate(String(value));
  if (column.type === 'options') {
    return field?.options?.find((option) => option.value === String(value))?.label ?? String(value);
  }
  return String(value);
}

/** Characters that make a spreadsheet read a cell as a formula (and tab/return, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe and quoted when it holds a comma, quote or line break. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A number is a value, never a formula: -12.5 stays a number.
  if (typeof value === 'number') return String(value);
  let text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV (RFC 4180: CRLF line ends), with a header row of the column names. */
export function toCsv(
  columns: ReportColumn[],
  rows: Array<Record<string, Cell>>,
  fields: Map<string, { field: ReportModuleField }> = new Map(),
): string {
  const lines = [columns.map((column) => csvCell(column.name)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          const value = row[column.key];
          // Options are written as their labels, like the table shows them.
          const shown =
            column.type === 'options' && value !== null && value !== undefined
              ? displayCell(value, column, fields.get(column.key)?.field)
              : value;
          return csvCell(shown);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** 'Open jobs by customer' → 'open-jobs-by-customer.csv'. */
export function csvFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'report'}.csv`;
}
