import { formatCurrency, formatNumber } from '@platform/shared';
import dayjs from 'dayjs';

export const CHART_TYPES = ['line', 'column', 'bar', 'pie', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Spec §9: a chart is 600 px high unless its configuration says otherwise. */
export const DEFAULT_CHART_HEIGHT = 600;

export type ValueFormat = 'number' | 'currency' | 'hours';

export interface ChartPoint {
  x: string;
  label: string;
  series: string | null;
  value: number;
}

/** The answer of POST /chart/{reportId}, read defensively at the edge. */
export interface ChartResult {
  name: string;
  chartType: ChartType;
  points: ChartPoint[];
  total: number;
  height: number;
  hasSeries: boolean;
  xGrouping: string;
  valueFormat: ValueFormat;
  measure: 'count' | 'sum' | 'avg';
  xLabel: string;
  yLabel: string;
  settings: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const number = (value: unknown) => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** Reads the server's `{ chart, config, options }`; `heightOverride` comes from the item. */
export function parseChartResult(data: unknown, heightOverride?: unknown): ChartResult {
  const { chart: rawChart, config: rawConfig } = record(data);
  const chart = record(rawChart);
  const config = record(rawConfig);
  const type = text(chart.chart_type, 'column');
  const points = Array.isArray(chart.data)
    ? chart.data.map((raw) => {
        const point = record(raw);
        const x = text(point.x, String(point.x ?? ''));
        return {
          x,
          label: text(point.label, x),
          series: typeof point.series === 'string' ? point.series : null,
          value: number(point.value),
        };
      })
    : [];
  const height = number(heightOverride) || number(config.height) || DEFAULT_CHART_HEIGHT;
  const format = text(config.value_format, 'number');
  const measure = text(config.measure, 'count');
  return {
    name: text(chart.name),
    chartType: (CHART_TYPES as readonly string[]).includes(type) ? (type as ChartType) : 'column',
    points,
    total: number(chart.total),
    height,
    hasSeries: typeof config.series_field === 'string' && config.series_field !== '',
    xGrouping: text(config.x_grouping),
    valueFormat: format === 'currency' || format === 'hours' ? format : 'number',
    measure: measure === 'sum' || measure === 'avg' ? measure : 'count',
    xLabel: text(config.x_label),
    yLabel: text(config.y_label, 'Value'),
    settings: record(config.settings),
  };
}

export function formatChartValue(value: number, format: ValueFormat): string {
  if (format === 'currency') return formatCurrency(value);
  if (format === 'hours') return `${formatNumber(value, 1)} h`;
  return formatNumber(value);
}

/** What the axis shows for a group: days '9 Mar', weeks 'w/c 9 Mar', months 'Mar 2026'. */
export function axisLabel(point: ChartPoint, grouping: string): string {
  if (grouping === 'day') return dayjs(point.x).format('D MMM');
  if (grouping === 'week') return `w/c ${dayjs(point.x).format('D MMM')}`;
  if (grouping === 'month') return dayjs(`${point.x}-01`).format('MMM YYYY');
  return point.label;
}

/**
 * The sentence under a chart, read by screen readers and tests: the total (or the average), and
 * the largest group. 'Total: 42 jobs · Most: Completed (15)'.
 */
export function chartSummary(result: ChartResult): string {
  const total = formatChartValue(result.total, result.valueFormat);
  const lead =
    result.measure === 'avg'
      ? `Average ${result.yLabel.toLowerCase()}: ${total}`
      : `Total ${result.yLabel.toLowerCase()}: ${total}`;
  if (result.hasSeries || result.points.length === 0) return lead;
  const top = result.points.reduce((best, point) => (point.value > best.value ? point : best));
  return `${lead} · Highest: ${axisLabel(top, result.xGrouping)} (${formatChartValue(top.value, result.valueFormat)})`;
}
