import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../core/database';
import { TIME_GROUPINGS, type ChartDefinition, type Grouping, type SourceName } from './definition';

/**
 * The SQL of every whitelisted name (docs/decisions/130). Charts are computed by the database
 * with GROUP BY over the caller's organisation only; no row is loaded into JavaScript, only the
 * groups. Written in SQL that PostgreSQL and PGlite both accept.
 */

type Expr = RawBuilder<unknown>;

interface SourceSql {
  from: Expr;
  scope(organisationId: number): Expr;
  /** A date field: its expression and whether it is a calendar date or an instant. */
  date(field: string): { expr: Expr; kind: 'date' | 'instant' };
  number(field: string): Expr;
  status: Expr;
  user: { key: Expr; label: Expr } | null;
}

const recordsSource = (recordType: string): SourceSql => ({
  from: sql`records r`,
  scope: (organisationId) =>
    sql`r.organisation_id = ${organisationId} and r.record_type = ${recordType}`,
  date: (field) =>
    field === 'created_at'
      ? { expr: sql`r.created_at`, kind: 'instant' }
      : field === 'scheduled_at'
        ? { expr: sql`records_instant(r.data->>${field})`, kind: 'instant' }
        : { expr: sql`records_date(r.data->>${field})`, kind: 'date' },
  // The JSON number itself when the document holds one, else the lenient cast (ADR 223).
  number: (field) =>
    sql`(case when jsonb_typeof(r.data->${field}) = 'number' then (r.data->${field})::numeric
      else records_number(r.data->>${field}) end)`,
  status: sql`coalesce(nullif(r.data->>'status', ''), '(none)')`,
  user: null,
});

const SOURCES: Record<SourceName, SourceSql> = {
  jobs: recordsSource('jobs'),
  quotes: recordsSource('quotes'),
  // Recorded and entered times; the weekly schedule, running and deleted entries are not hours worked.
  timesheets: {
    from: sql`timesheet_entries r join users u on u.id = r.user_id and u.organisation_id = r.organisation_id`,
    scope: (organisationId) =>
      sql`r.organisation_id = ${organisationId} and r.deleted_at is null and r.source <> 'schedule'
        and r.start_at is not null and r.end_at is not null`,
    date: () => ({ expr: sql`r.start_at`, kind: 'instant' }),
    number: () => sql`extract(epoch from (r.end_at - r.start_at)) / 3600.0`,
    status: sql`r.type`,
    user: {
      key: sql`r.user_id::text`,
      label: sql`trim(u.first_name || ' ' || u.last_name)`,
    },
  },
};

/** Time buckets: date_trunc unit, the key's format and the step of the gap filler (constants). */
const TIME_UNITS: Record<string, { unit: string; format: string }> = {
  day: { unit: 'day', format: 'YYYY-MM-DD' },
  week: { unit: 'week', format: 'YYYY-MM-DD' },
  month: { unit: 'month', format: 'YYYY-MM' },
};

export interface AggregateRange {
  /** ISO instants, inclusive. */
  start: string;
  end: string;
  /** The organisation's zone: days, weeks (from Monday) and months are its wall-clock ones. */
  zone: string;
}

export interface ChartPoint {
  /** The group's key: a day, week start (Monday) or month, a status, a user id. */
  x: string;
  /** What the axis shows for x (a status's name, a person's name; time keys as they are). */
  label: string;
  /** The series' name, or null for a single series. */
  series: string | null;
  value: number;
}

export interface ChartAggregate {
  points: ChartPoint[];
  total: number;
  /** How many rows were counted. */
  rows: number;
}

function dimension(
  source: SourceSql,
  grouping: Grouping,
  local: Expr,
): { key: Expr; label: Expr } | null {
  if (TIME_GROUPINGS.includes(grouping)) {
    const { unit, format } = TIME_UNITS[grouping];
    const key = sql`to_char(date_trunc(${sql.lit(unit)}, ${local}), ${sql.lit(format)})`;
    return { key, label: key };
  }
  if (grouping === 'status') return { key: source.status, label: source.status };
  return source.user;
}

const humanise = (value: string) =>
  value === '(none)'
    ? 'None'
    : value.charAt(0).toUpperCase() + value.slice(1).replace(/[_-]+/g, ' ');

function labelOf(definition: ChartDefinition, grouping: Grouping, label: string): string {
  if (grouping !== 'status') return label;
  return Object.prototype.hasOwnProperty.call(definition.labels, label)
    ? definition.labels[label]
    : humanise(label);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Runs a chart's aggregate for one organisation and date range. */
export async function aggregateChart(
  db: Kysely<Database>,
  definition: ChartDefinition,
  organisationId: number,
  range: AggregateRange,
): Promise<ChartAggregate> {
  const source = SOURCES[definition.source];
  const date = source.date(definition.date_field);
  const local =
    date.kind === 'instant'
      ? sql`(${date.expr} at time zone ${range.zone})`
      : sql`(${date.expr})::timestamp`;
  const from = sql`(${range.start}::timestamptz at time zone ${range.zone})`;
  const to = sql`(${range.end}::timestamptz at time zone ${range.zone})`;
  const x = dimension(source, definition.group_by, local);
  const series = definition.series_by ? dimension(source, definition.series_by, local) : null;
  if (!x) throw new Error(`no dimension ${definition.group_by} for ${definition.source}`);
  const value = definition.field ? source.number(definition.field) : sql`1`;
  const statusFilter = definition.statuses
    ? definition.statuses.length === 0
      ? sql`false`
      : sql`${source.status} in (${sql.join(definition.statuses)})`
    : sql`true`;
  const measure =
    definition.measure === 'count'
      ? sql`count(*)::float8`
      : definition.measure === 'sum'
        ? sql`coalesce(sum(t.v), 0)::float8`
        : sql`avg(t.v)::float8`;

  const result = await sql<{
    x_key: string | null;
    x_label: string | null;
    s_key: string | null;
    s_label: string | null;
    value: number | null;
    rows: number;
    is_total: number;
  }>`
    select t.x_key, t.x_label, t.s_key, t.s_label, ${measure} as value,
      count(*)::int as rows, grouping(t.x_key)::int as is_total
    from (
      select ${x.key} as x_key, ${x.label} as x_label,
        ${series ? series.key : sql`''`} as s_key, ${series ? series.label : sql`''`} as s_label,
        ${value} as v
      from ${source.from}
      where ${source.scope(organisationId)}
        and ${local} >= ${from} and ${local} <= ${to}
        and ${statusFilter}
        and (${definition.field ? value : sql`1`}) is not null
    ) t
    group by grouping sets ((t.x_key, t.x_label, t.s_key, t.s_label), ())
    order by is_total, t.x_key, t.s_label
  `.execute(db);

  const totalRow = result.rows.find((row) => Number(row.is_total) === 1);
  const rows = Number(totalRow?.rows ?? 0);
  const groups = result.rows.filter((row) => Number(row.is_total) === 0);
  let points: ChartPoint[] = groups.map((row) => ({
    x: String(row.x_key),
    label: labelOf(definition, definition.group_by, String(row.x_label)),
    series: series ? labelOf(definition, definition.series_by!, String(row.s_label)) : null,
    value: round(Number(row.value ?? 0)),
  }));

  if (rows > 0 && TIME_GROUPINGS.includes(definition.group_by)) {
    points = await fillTimeBuckets(db, definition, points, from, to);
  }
  if (definition.group_by === 'status' || definition.group_by === 'user') {
    points.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  }
  return { points, total: round(Number(totalRow?.value ?? 0)), rows };
}

/** Every day, week or month of the range, so a line shows a quiet week as zero, not a gap. */
async function fillTimeBuckets(
  db: Kysely<Database>,
  definition: ChartDefinition,
  points: ChartPoint[],
  from: Expr,
  to: Expr,
): Promise<ChartPoint[]> {
  const { unit, format } = TIME_UNITS[definition.group_by];
  const buckets = await sql<{ key: string }>`
    select to_char(g, ${sql.lit(format)}) as key
    from generate_series(date_trunc(${sql.lit(unit)}, ${from}), ${to}, ${sql.lit(`1 ${unit}`)}::interval) g
  `.execute(db);
  if (definition.measure === 'avg') return points;
  const seriesNames = [...new Set(points.map((point) => point.series))];
  const byKey = new Map(points.map((point) => [`${point.x}\u0000${point.series}`, point]));
  const filled: ChartPoint[] = [];
  for (const { key } of buckets.rows) {
    for (const name of seriesNames) {
      filled.push(
        byKey.get(`${key}\u0000${name}`) ?? { x: key, label: key, series: name, value: 0 },
      );
    }
  }
  return filled;
}
