import type { Catalogue } from './catalogue';

/** Route and multi-view id of the report builder page (shell seed: DEMO_ROUTES, menu 35). */
export const REPORTS_ROUTE_ID = 35;

/** The report builder page (docs/decisions/131): one `report_builder` item. */
export function defineReportsPages(cat: Catalogue): void {
  cat.multiView(REPORTS_ROUTE_ID, 'Reports', [
    {
      type: 'report_builder',
      name: 'Report builder',
      data: { modules_url: '/report-modules', page_size: 25 },
    },
  ]);
}
