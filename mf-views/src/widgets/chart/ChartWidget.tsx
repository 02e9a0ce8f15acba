import { observer } from 'mobx-react-lite';
import { Alert } from 'antd';
import type { ViewItemProps } from '../../registry/types';
import { userZone } from '../../common/zone';
import { ChartPlot } from './ChartPlot';
import { ChartView } from './ChartView';
import { isRangePreset } from './ranges';

const positiveInteger = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The `chart` item type (a lazily loaded chunk with @ant-design/charts). Item data:
 * `report_id` (required), `default_range` (a preset, default this_month), `months` (for
 * over_past_x_months, default 3), `height` (px, default the server's, 600) and `parameters`
 * (sent along with the date range).
 */
const ChartWidget = observer(function ChartWidget({ item }: ViewItemProps) {
  const data = item.data as Record<string, unknown>;
  const reportId = positiveInteger(data.report_id);
  if (reportId === undefined) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Chart failed to load"
        description={`Item ${item.id} names no report_id.`}
      />
    );
  }
  const parameters =
    typeof data.parameters === 'object' && data.parameters !== null
      ? (data.parameters as Record<string, unknown>)
      : undefined;
  return (
    <ChartView
      reportId={reportId}
      defaultRange={isRangePreset(data.default_range) ? data.default_range : undefined}
      months={positiveInteger(data.months)}
      height={positiveInteger(data.height)}
      parameters={parameters}
      zone={userZone()}
      showTitle={!item.config.show_header}
      Plot={ChartPlot}
    />
  );
});

export default ChartWidget;
