import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  fixClockForEachTest,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeReply,
  type FakeRequest,
} from '@platform/shared/testing';
import { ChartView, type PlotProps } from './ChartView';
import { LAZY_WIDGETS } from '../table';

/** Wednesday 11 March 2026, 12:30 in Sydney. */
const NOW = fixClockForEachTest('2026-03-11T01:30:00.000Z');
const ZONE = 'Australia/Sydney';

/** The canvas cannot draw in jsdom: this plot lists what it was given, so tests can read it. */
function ListPlot({ result, height }: PlotProps) {
  return (
    <ul aria-label={`${result.chartType} plot`} data-height={height}>
      {result.points.map((point) => (
        <li key={`${point.x}-${point.series}`}>
          {point.label}
          {point.series ? ` / ${point.series}` : ''}: {point.value}
        </li>
      ))}
    </ul>
  );
}

function answer(points: Array<{ x: string; value: number; label?: string }>, extra = {}) {
  return envelope({
    chart: {
      report_id: 1,
      name: 'Jobs by status',
      chart_type: 'bar',
      data: points.map((point) => ({ label: point.x, series: null, ...point })),
      total: points.reduce((sum, point) => sum + point.value, 0),
    },
    config: {
      height: 600,
      x_field: 'label',
      y_field: 'value',
      series_field: null,
      x_grouping: 'status',
      measure: 'count',
      value_format: 'number',
      y_label: 'Jobs',
      ...extra,
    },
    options: {},
  });
}

function renderChart(
  handler: FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>),
  props: Partial<Parameters<typeof ChartView>[0]> = {},
) {
  const fake = installFakeApi({ 'POST /chart/:reportId': handler });
  render(
    <AreaProviders>
      <ChartView reportId={1} zone={ZONE} now={() => NOW} Plot={ListPlot} {...props} />
    </AreaProviders>,
  );
  return fake;
}

async function choosePreset(label: string) {
  const select = screen.getByRole('combobox', { name: 'Date range' });
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(label);
  fireEvent.click(option);
}

beforeEach(() => signInForTest());
afterEach(() => {
  cleanup();
  resetSession();
});

describe('ChartView', () => {
  it('shows a spinner while the chart loads, then the chart and a summary', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    renderChart(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    await act(async () =>
      release({
        body: answer([
          { x: 'completed', label: 'Completed', value: 5 },
          { x: 'open', label: 'Open', value: 2 },
        ]),
      }),
    );
    const plot = await screen.findByRole('list', { name: 'bar plot' });
    expect(
      within(plot)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Completed: 5', 'Open: 2']);
    expect(plot).toHaveAttribute('data-height', '600');
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(
      'Total jobs: 7 · Highest: Completed (5)',
    );
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
  });

  it('posts the default preset as ISO dates: this month in the user zone', async () => {
    const fake = renderChart({ body: answer([{ x: 'open', value: 1 }]) });
    await screen.findByRole('list', { name: 'bar plot' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].params).toEqual({ reportId: '1' });
    expect(fake.calls[0].body).toEqual({
      parameters: {
        start_date: '2026-02-28T13:00:00.000Z', // 1 March 00:00 in Sydney
        end_date: '2026-03-31T12:59:59.999Z', // 31 March 23:59:59.999 in Sydney (UTC+11)
        range: 'this_month',
      },
    });
  });

  it('sends new ISO dates when another preset is chosen, and shows the new answer', async () => {
    const fake = renderChart((request) => {
      const { range } = (request.body as { parameters: { range: string } }).parameters;
      return {
        body: answer(
          range === 'rolling_week'
            ? [{ x: 'open', label: 'Open', value: 3 }]
            : [{ x: 'open', label: 'Open', value: 40 }],
        ),
      };
    });
    await screen.findByText('Open: 40');
    await choosePreset('Rolling week');
    await screen.findByText('Open: 3');
    expect(fake.calls).toHaveLength(2);
    expect((fake.calls[1].body as { parameters: unknown }).parameters).toEqual({
      start_date: '2026-03-04T13:00:00.000Z', // Thursday 5 March 00:00 in Sydney
      end_date: '2026-03-11T12:59:59.999Z', // today, Wednesday 11 March, 23:59:59.999
      range: 'rolling_week',
    });
    expect(screen.getByTestId('chart-summary')).toHaveTextContent('Total jobs: 3');
  });

  it('uses the item preset and months, and sends the item parameters along', async () => {
    const fake = renderChart(
      { body: answer([{ x: 'open', value: 1 }]) },
      { defaultRange: 'over_past_x_months', months: 2, parameters: { depot: 'north' } },
    );
    await screen.findByRole('list', { name: 'bar plot' });
    expect(screen.getByTitle('Past 2 months')).toBeInTheDocument();
    expect(fake.calls[0].body).toEqual({
      parameters: {
        depot: 'north',
        start_date: '2026-01-10T13:00:00.000Z', // 11 January 00:00 in Sydney
        end_date: '2026-03-11T12:59:59.999Z',
        range: 'over_past_x_months',
      },
    });
  });

  it("says 'No data available for this chart' when the answer has no points", async () => {
    renderChart({ body: answer([]) });
    expect(await screen.findByText('No data available for this chart')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'bar plot' })).toBeNull();
  });

  it("says 'Chart failed to load' and Retry fetches again", async () => {
    let fail = true;
    const fake = renderChart(() =>
      fail
        ? {
            status: 404,
            body: { data: null, info: { status: 404, message: 'Chart 1 does not exist.' } },
          }
        : { body: answer([{ x: 'open', label: 'Open', value: 9 }]) },
    );
    expect(await screen.findByText('Chart failed to load')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'bar plot' })).toBeNull();
    const before = fake.calls.length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Open: 9')).toBeInTheDocument();
    expect(fake.calls.length).toBe(before + 1);
    expect(screen.queryByText('Chart failed to load')).toBeNull();
  });

  it('draws series and an item height, and totals hours in their format', async () => {
    renderChart(
      {
        body: envelope({
          chart: {
            chart_type: 'line',
            data: [
              { x: '2026-03-02', label: '2026-03-02', series: 'Max Measurer', value: 7.5 },
              { x: '2026-03-02', label: '2026-03-02', series: 'Fiona Fitter', value: 2 },
            ],
            total: 9.5,
          },
          config: {
            series_field: 'series',
            x_grouping: 'week',
            measure: 'sum',
            value_format: 'hours',
            y_label: 'Hours worked',
          },
        }),
      },
      { height: 320 },
    );
    const plot = await screen.findByRole('list', { name: 'line plot' });
    expect(plot).toHaveAttribute('data-height', '320');
    expect(within(plot).getByText('2026-03-02 / Max Measurer: 7.5')).toBeInTheDocument();
    expect(screen.getByTestId('chart-summary')).toHaveTextContent('Total hours worked: 9.5 h');
  });
});

describe('the chart widget chunk', () => {
  it('is a lazily loaded widget type of the view framework', () => {
    expect(typeof LAZY_WIDGETS.chart).toBe('function');
  });
});
