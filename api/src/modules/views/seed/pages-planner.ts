import type { Catalogue } from './catalogue';
import { ROUTES } from './routes';

/** Route and multi-view ids of the planner pages (route id = multi-view id). */
export const PLANNER_IDS = {
  /** /planner: the weekly planner and the demo job sheet. */
  plannerPage: 40,
  /** The Timeline tab of a job (route 3). */
  jobTimeline: 41,
} as const;

/**
 * The planner page (weekly planner and an inline PDF viewer of the demo job sheet) and the
 * job record's Timeline tab (docs/decisions/132).
 */
export function definePlannerPages(cat: Catalogue): void {
  cat.multiView(PLANNER_IDS.plannerPage, 'Planner', [
    { type: 'weekly_planner', name: 'Weekly planner', data: {} },
    {
      type: 'pdf_viewer',
      name: 'Job sheet',
      new_line: true,
      data: { mode: 'inline', url: '/planner/documents/job-sheet', title: 'Job sheet J-00001' },
    },
  ]);

  cat.multiView(PLANNER_IDS.jobTimeline, 'Job timeline', [
    { type: 'timeline', name: 'Timeline', data: { orientation: 'vertical' } },
  ]);
  // Appended after the job's own tabs (sort continues theirs); hidden on a new job.
  const jobTabs = cat.rows.route_tabs.filter((tab) => tab.route_id === ROUTES.job).length;
  cat.tabs(ROUTES.job, 'Job', [
    {
      name: 'Timeline',
      path: '/timeline',
      multiViewId: PLANNER_IDS.jobTimeline,
      icon: 'history',
      stateOnNew: 3,
    },
  ]);
  const added = cat.rows.route_tabs[cat.rows.route_tabs.length - 1];
  added.sort = jobTabs;
}
