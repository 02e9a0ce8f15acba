/**
 * What a chart definition may say (docs/decisions/130). A definition row names a source, a
 * measure, a grouping and a date field, each looked up in the whitelists below; nothing of a
 * definition is ever written into SQL as text (sources.ts holds the SQL of each name).
 */

export const CHART_TYPES = ['line', 'column', 'bar', 'pie', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const MEASURES = ['count', 'sum', 'avg'] as const;
export type Measure = (typeof MEASURES)[number];

export const GROUPINGS = ['day', 'week', 'month', 'status', 'user'] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const TIME_GROUPINGS: readonly Grouping[] = ['day', 'week', 'month'];

export const SOURCE_NAMES = ['jobs', 'quotes', 'timesheets'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/**
 * The date range presets a chart offers (spec §3 "Chart"). The API runs plain JavaScript and
 * loads no kernel values (ADR 100): this copy of the contract's CHART_RANGE_PRESETS is checked
 * equal to it by insights-api.test.ts.
 */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'rolling_week',
  'over_past_x_months',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const VALUE_FORMATS = ['number', 'currency', 'hours'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

/** Per source: the date fields, number fields and groupings it has. */
export const SOURCE_FIELDS: Record<
  SourceName,
  { dates: readonly string[]; numbers: readonly string[]; groupings: readonly Grouping[] }
> = {
  jobs: {
    dates: ['due_date', 'scheduled_at', 'created_at'],
    numbers: ['amount', 'quantity'],
    groupings: ['day', 'week', 'month', 'status'],
  },
  quotes: {
    dates: ['valid_until', 'created_at'],
    numbers: ['total'],
    groupings: ['day', 'week', 'month', 'status'],
  },
  timesheets: {
    dates: ['start_at'],
    numbers: ['hours'],
    groupings: ['day', 'week', 'month', 'status', 'user'],
  },
};

export interface ChartDefinition {
  source: SourceName;
  measure: Measure;
  /** The number summed or averaged; none for count. */
  field: string | null;
  group_by: Grouping;
  /** A second grouping drawn as separate series (lines, stacked columns). */
  series_by: Grouping | null;
  date_field: string;
  /** Only rows whose status is one of these (timesheets: the entry type). */
  statuses: string[] | null;
  default_range: RangePreset;
  /** For over_past_x_months. */
  months: number;
  value_format: ValueFormat;
  x_label: string;
  y_label: string;
  series_label: string;
  /** Names shown for status values, e.g. { accepted: 'Won' }; others are humanised. */
  labels: Record<string, string>;
  /** Passed to the client as they are (colours, stacking, legend position…). */
  settings: Record<string, unknown>;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.length > 0 ? value : fallback;

/**
 * A stored definition checked against the whitelists: the definition, or the list of what is
 * wrong with it (a row written by hand may be wrong; it is then refused, never run).
 */
export function parseChartDefinition(
  raw: Record<string, unknown>,
): { ok: true; definition: ChartDefinition } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const source = raw.source;
  if (!isOneOf(SOURCE_NAMES, source)) {
    return { ok: false, problems: [`unknown source '${String(source)}'`] };
  }
  const fields = SOURCE_FIELDS[source];
  const measure = raw.measure ?? 'count';
  if (!isOneOf(MEASURES, measure)) problems.push(`unknown measure '${String(measure)}'`);
  const field = raw.field ?? null;
  if (isOneOf(MEASURES, measure) && measure !== 'count' && !isOneOf(fields.numbers, field)) {
    problems.push(`'${String(field)}' is not a number field of ${source}`);
  }
  const groupBy = raw.group_by;
  if (!isOneOf(fields.groupings, groupBy)) {
    problems.push(`${source} cannot be grouped by '${String(groupBy)}'`);
  }
  const seriesBy = raw.series_by ?? null;
  if (seriesBy !== null && (!isOneOf(fields.groupings, seriesBy) || seriesBy === groupBy)) {
    problems.push(`${source} cannot be split into series by '${String(seriesBy)}'`);
  }
  const dateField = raw.date_field;
  if (!isOneOf(fields.dates, dateField)) {
    problems.push(`'${String(dateField)}' is not a date field of ${source}`);
  }
  const statuses = raw.statuses ?? null;
  if (
    statuses !== null &&
    (!Array.isArray(statuses) || !statuses.every((value) => typeof value === 'string'))
  ) {
    problems.push('statuses must be a list of texts');
  }
  const defaultRange = raw.default_range ?? 'this_month';
  if (!isOneOf(RANGE_PRESETS, defaultRange)) {
    problems.push(`unknown default range '${String(defaultRange)}'`);
  }
  const months = raw.months ?? 3;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 60) {
    problems.push('months must be a whole number from 1 to 60');
  }
  const valueFormat = raw.value_format ?? 'number';
  if (!isOneOf(VALUE_FORMATS, valueFormat)) {
    problems.push(`unknown value format '${String(valueFormat)}'`);
  }
  const settings = raw.settings ?? {};
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    problems.push('settings must be an object');
  }
  const labels = raw.labels ?? {};
  if (
    typeof labels !== 'object' ||
    labels === null ||
    Array.isArray(labels) ||
    !Object.values(labels).every((value) => typeof value === 'string')
  ) {
    problems.push('labels must map values to texts');
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    definition: {
      source,
      measure: measure as Measure,
      field: measure === 'count' ? null : (field as string),
      group_by: groupBy as Grouping,
      series_by: seriesBy as Grouping | null,
      date_field: dateField as string,
      statuses: statuses as string[] | null,
      default_range: defaultRange as RangePreset,
      months: months as number,
      value_format: valueFormat as ValueFormat,
      x_label: text(raw.x_label, groupLabel(groupBy as Grouping)),
      y_label: text(raw.y_label, measure === 'count' ? 'Count' : 'Value'),
      series_label: text(raw.series_label, seriesBy ? groupLabel(seriesBy as Grouping) : ''),
      labels: labels as Record<string, string>,
      settings: settings as Record<string, unknown>,
    },
  };
}

export function groupLabel(grouping: Grouping): string {
  return { day: 'Day', week: 'Week', month: 'Month', status: 'Status', user: 'Staff' }[grouping];
}

/** The widest date range a chart answers for (days grouping stays below 2,000 points). */
export const MAX_RANGE_DAYS = 5 * 366;
