import { Area, Bar, Column, Line, Pie } from '@ant-design/charts';
import { axisLabel, formatChartValue, type ChartResult } from './chartData';
import type { PlotProps } from './ChartView';

/** One row of what the plot draws: the axis text, the value, the series. */
interface Row {
  label: string;
  value: number;
  series: string;
}

function rowsOf(result: ChartResult): Row[] {
  return result.points.map((point) => ({
    label: axisLabel(point, result.xGrouping),
    value: point.value,
    series: point.series ?? result.yLabel,
  }));
}

/**
 * The chart itself, drawn by @ant-design/charts (G2, on a canvas) in the chart type of the
 * definition, with a legend for series or slices and tooltips in the value's format. Imported
 * only by the chart widget's chunk, so the library never loads on a page without a chart.
 */
export function ChartPlot({ result, height }: PlotProps) {
  const rows = rowsOf(result);
  const format = (value: unknown) => formatChartValue(Number(value), result.valueFormat);
  const tooltip = {
    title: 'label',
    items: [
      {
        field: 'value',
        name: result.hasSeries ? undefined : result.yLabel,
        valueFormatter: format,
      },
    ],
  };
  const common = {
    data: rows,
    height,
    autoFit: true,
    xField: 'label',
    yField: 'value',
    tooltip: result.hasSeries
      ? { title: 'label', items: [{ field: 'value', valueFormatter: format }] }
      : tooltip,
    axis: {
      x: { title: result.xLabel || false },
      y: { title: result.yLabel || false, labelFormatter: format },
    },
    legend: result.hasSeries ? { color: { position: 'bottom' as const } } : false,
    ...(result.hasSeries ? { colorField: 'series' } : {}),
    ...result.settings,
  };
  switch (result.chartType) {
    case 'pie':
      return (
        <Pie
          data={rows.filter((row) => row.value > 0)}
          height={height}
          autoFit
          angleField="value"
          colorField="label"
          innerRadius={0.5}
          label={{ text: (row: Row) => `${row.label}: ${format(row.value)}`, position: 'outside' }}
          legend={{ color: { position: 'bottom' } }}
          tooltip={{
            title: 'label',
            items: [{ field: 'value', name: result.yLabel, valueFormatter: format }],
          }}
          {...result.settings}
        />
      );
    case 'line':
      return <Line {...common} point={{ shapeField: 'circle', sizeField: 3 }} />;
    case 'area':
      return <Area {...common} style={{ fillOpacity: 0.4 }} />;
    case 'bar':
      return (
        <Bar {...common} label={{ text: (row: Row) => format(row.value), position: 'right' }} />
      );
    case 'column':
    default:
      return <Column {...common} group={result.hasSeries} />;
  }
}
