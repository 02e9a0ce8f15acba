/**
 * The report builder (view-framework spec §2.15, §3 "Report modules", §7.4) and its server
 * (docs/decisions/131). A field is named by its qualified key `<module id>.<field>`, e.g.
 * `jobs.status` or `customers.name`; the server accepts only keys of its whitelist.
 */

/** How a field is compared, sorted and shown. */
export type ReportFieldType = 'text' | 'number' | 'date' | 'boolean' | 'options';

export interface ReportFieldOption {
  value: string;
  label: string;
}

export interface ReportModuleField {
  /** Label shown to the user ("Due date"). */
  name: string;
  /** Qualified key: `jobs.due_date`. */
  field: string;
  type: ReportFieldType;
  /** The allowed values of an `options` field. */
  options?: ReportFieldOption[];
  /** A 'number' that is an amount of money: shown as $1,755.00. */
  money?: boolean;
}

export interface ReportModule {
  /** 'jobs', 'customers', 'quotes', 'staff', 'timesheet_entries'. */
  id: string;
  name: string;
  table_name: string;
  fields: ReportModuleField[];
}

export interface ReportModuleLink {
  from_module_id: string;
  to: string;
  link_type: 'one-to-one' | 'one-to-many' | 'many-to-many';
  /** "Customer" (the linked record as the from module sees it). */
  name: string;
}

/** GET /report-modules. */
export interface ReportModulesResponse {
  modules: ReportModule[];
  module_links: ReportModuleLink[];
}

export type ReportComparator =
  // text
  | 'contains'
  | 'equals'
  | 'starts_with'
  | 'is_empty'
  // number
  | 'eq'
  | 'ne'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'between'
  // date (and 'between')
  | 'on'
  | 'before'
  | 'after'
  // boolean
  | 'is_true'
  | 'is_false'
  // options
  | 'one_of';

export type ReportFilterValue =
  string | number | string[] | { from: string | number; to: string | number } | null;

export interface ReportFilter {
  field: string;
  comparator: ReportComparator;
  /** Informational: the field's type as the client saw it (the server uses its own). */
  type?: ReportFieldType;
  value?: ReportFilterValue;
}

export interface ReportSort {
  field: string;
  /** asc: Lowest to Highest / Earliest to Latest / A to Z; desc the reverse. */
  comparator: 'asc' | 'desc';
}

/** What a saved report stores and POST /reports/run compiles. */
export interface ReportDefinition {
  module: string;
  /** Qualified keys of the columns, in order. */
  fields: string[];
  filters: ReportFilter[];
  sorting: ReportSort[];
}

export interface ReportColumn {
  key: string;
  name: string;
  type: ReportFieldType;
}

/** POST /reports/run: one page (or, with export, every row up to the cap). */
export interface ReportRunResult {
  columns: ReportColumn[];
  rows: Array<Record<string, string | number | boolean | null>>;
  /** Rows matched, counted up to the cap. */
  total_records: number;
  /** More rows matched than the cap; only the first `row_cap` can be paged or exported. */
  capped: boolean;
  row_cap: number;
}

export interface SavedReportSummary {
  id: number;
  name: string;
  module: string;
  created_by: string;
  updated_at: string;
}

export interface SavedReport {
  id: number;
  name: string;
  definition: ReportDefinition;
}

/** The date range presets of a chart (spec §3 "Chart"): the widget offers them, the API accepts them. */
export const CHART_RANGE_PRESETS = [
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
export type ChartRangePreset = (typeof CHART_RANGE_PRESETS)[number];
