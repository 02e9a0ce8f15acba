import type { Catalogue } from './catalogue';
import { ROUTES } from './routes';

/** Multi-view ids of the notes panel (ids 45–49 are the notes area's, ADR 133). */
export const NOTES_VIEWS = { jobNotes: 45 } as const;

/** The notes panel on the job record: a 'Notes' tab after the job's other tabs. */
export function defineNotesPages(cat: Catalogue): void {
  cat.multiView(NOTES_VIEWS.jobNotes, 'Notes of a job', [
    { type: 'notes', name: 'Notes', data: { table: 'jobs', url: '/notes' } },
  ]);
  // After the job's tabs declared so far (its own and other areas').
  const after = cat.rows.route_tabs.filter((tab) => tab.route_id === ROUTES.job).length;
  cat.tabs(
    ROUTES.job,
    'Job',
    [{ name: 'Notes', path: '/note-history', multiViewId: NOTES_VIEWS.jobNotes, stateOnNew: 3 }],
    after,
  );
}
