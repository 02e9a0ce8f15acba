import { useEffect, useState, type ComponentType } from 'react';
import { Button, DatePicker, Empty, Result, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '@platform/shared';
import { dateInZone } from '@platform/shared/values';
import { chartSummary, parseChartResult, type ChartResult } from './chartData';
import { RANGE_PRESETS, presetLabel, rangeOf, type CalendarDate, type RangePreset } from './ranges';

/** What draws the chart itself (ChartPlot: @ant-design/charts; tests give a plain one). */
export interface PlotProps {
  result: ChartResult;
  height: number;
}

export interface ChartViewProps {
  reportId: number | string;
  /** The preset shown first (the item's `default_range`), else this month. */
  defaultRange?: RangePreset;
  /** For 'over_past_x_months'. */
  months?: number;
  /** The item's height; else the server's configuration; else 600 px. */
  height?: number;
  /** Further parameters the item's configuration sends along. */
  parameters?: Record<string, unknown>;
  /** The zone days are counted in (the user's); null: the browser's. */
  zone: string | null;
  /** "Now", injectable so tests fix today. */
  now?: () => Date;
  /** A heading with the chart's name (when the item shows no header of its own). */
  showTitle?: boolean;
  Plot: ComponentType<PlotProps>;
}

type Load =
  | { state: 'loading'; previous: ChartResult | null }
  | { state: 'failed'; message: string | null }
  | { state: 'loaded'; result: ChartResult };

const systemNow = () => new Date();

/**
 * A chart (multi-view item type `chart`, spec §2.12): a date range picker with presets, then
 * POST /chart/{reportId} with the range as ISO instants; a spinner while loading, 'Chart failed
 * to load' with Retry, 'No data available for this chart', else the chart and a one-line summary.
 */
export function ChartView(props: ChartViewProps) {
  const { reportId, zone, Plot, parameters } = props;
  const months = props.months ?? 3;
  const now = props.now ?? systemNow;
  const [preset, setPreset] = useState<RangePreset>(props.defaultRange ?? 'this_month');
  const [custom, setCustom] = useState<[CalendarDate, CalendarDate] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading', previous: null });
  const extra = JSON.stringify(parameters ?? {});

  useEffect(() => {
    const controller = new AbortController();
    const range = rangeOf(preset, now(), zone, { months, custom });
    setLoad((current) => ({
      state: 'loading',
      previous: current.state === 'loaded' ? current.result : null,
    }));
    api
      .post<unknown>(
        `/chart/${reportId}`,
        { parameters: { ...JSON.parse(extra), ...range, range: preset } },
        { signal: controller.signal, silent: true },
      )
      .then(({ data }) =>
        setLoad({ state: 'loaded', result: parseChartResult(data, props.height) }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: error instanceof Error ? error.message : null });
      });
    return () => controller.abort();
    // `now` is read when the range changes, not a reason to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, preset, custom, months, zone, extra, attempt, props.height]);

  const shown =
    load.state === 'loaded' ? load.result : load.state === 'loading' ? load.previous : null;
  const height = shown?.height ?? props.height ?? 600;

  const picker = (
    <Space wrap>
      <Select<RangePreset>
        aria-label="Date range"
        data-testid="chart-range"
        value={preset}
        style={{ minWidth: 150 }}
        onChange={(value) => {
          if (value === 'custom' && !custom) {
            const today = dateInZone(now(), zone);
            setCustom([today, today]);
          }
          setPreset(value);
        }}
        options={RANGE_PRESETS.map((value) => ({ value, label: presetLabel(value, months) }))}
      />
      {preset === 'custom' && custom ? (
        <DatePicker.RangePicker
          aria-label="Custom date range"
          allowClear={false}
          format="DD/MM/YYYY"
          value={[dayjs(custom[0]), dayjs(custom[1])]}
          onChange={(values) => {
            const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) setCustom([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
          }}
        />
      ) : null}
    </Space>
  );

  let body;
  if (load.state === 'failed') {
    body = (
      <Result
        status="warning"
        title="Chart failed to load"
        subTitle={load.message ?? undefined}
        extra={
          <Button type="primary" onClick={() => setAttempt((value) => value + 1)}>
            Retry
          </Button>
        }
      />
    );
  } else if (!shown) {
    body = (
      <div
        role="status"
        aria-label="Loading chart"
        style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Spin size="large" />
      </div>
    );
  } else if (shown.points.length === 0) {
    body = (
      <Spin spinning={load.state === 'loading'}>
        <Empty description="No data available for this chart" style={{ padding: 48 }} />
      </Spin>
    );
  } else {
    body = (
      <Spin spinning={load.state === 'loading'}>
        <div data-testid="chart-plot" style={{ height }}>
          <Plot result={shown} height={height} />
        </div>
        <Typography.Paragraph
          data-testid="chart-summary"
          type="secondary"
          aria-live="polite"
          style={{ marginTop: 8, marginBottom: 0 }}
        >
          {chartSummary(shown)}
        </Typography.Paragraph>
      </Spin>
    );
  }

  return (
    <div
      className="views-chart"
      data-testid={`chart-${reportId}`}
      aria-busy={load.state === 'loading'}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
          marginBottom: 8,
        }}
      >
        {props.showTitle && shown?.name ? (
          <Typography.Title level={5} style={{ margin: 0 }}>
            {shown.name}
          </Typography.Title>
        ) : (
          <span />
        )}
        {picker}
      </div>
      {body}
    </div>
  );
}
