import { DEMO_CHARTS } from '../../insights/seed';
import type { Catalogue } from './catalogue';
import { ROUTES } from './routes';

/** Multi-views of the insights pages (route 30; ids 30–34 are the insights area's). */
export const INSIGHTS_MULTI_VIEWS = { insights: 30, dashboardChart: 31 } as const;

/**
 * The insights page: the four demo charts (report ids of api/src/modules/insights/seed.ts),
 * two a row; and a 'Jobs' tab on the dashboard with the jobs-by-status chart.
 */
export function defineInsightsPages(cat: Catalogue): void {
  /** The view of a chart: its report id and the definition's first date range. */
  const chartView = (reportId: number, name: string) => {
    const definition = DEMO_CHARTS.find((row) => row.id === reportId)?.definition as
      { default_range?: string; months?: number } | undefined;
    return cat.widget('chart', name, {
      report_id: reportId,
      default_range: definition?.default_range ?? 'this_month',
      ...(definition?.months ? { months: definition.months } : {}),
    });
  };
  const chart = (reportId: number, name: string, data: Record<string, unknown> = {}) => ({
    type: 'chart',
    view: chartView(reportId, name),
    name,
    size: 6,
    data,
    config: { show_header: true },
  });
  cat.multiView(INSIGHTS_MULTI_VIEWS.insights, 'Insights', [
    chart(1, 'Jobs by status', { height: 360 }),
    chart(2, 'Revenue by month', { height: 360 }),
    chart(3, 'Hours by staff by week', { height: 360 }),
    chart(4, 'Quotes won vs lost', { height: 360 }),
  ]);
  cat.multiView(INSIGHTS_MULTI_VIEWS.dashboardChart, 'Jobs by status', [
    { type: 'chart', view: chartView(1, 'Jobs by status'), data: { height: 480 } },
  ]);
  for (const routeId of [ROUTES.dashboard, ROUTES.acmeDashboard]) {
    cat.tabs(
      routeId,
      'Dashboard',
      [
        {
          name: 'Jobs by status',
          path: '/jobs-by-status',
          multiViewId: INSIGHTS_MULTI_VIEWS.dashboardChart,
        },
      ],
      3,
    );
  }
}
