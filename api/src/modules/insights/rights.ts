import type { Kysely } from 'kysely';
import type { Database } from '../../core/database';
import type { AuthUser } from '../../core/sessions';
import { itemsOnPages } from '../shell/page-items';
import { routeVisibleTo } from '../shell/route-list';

/** The multi-view item type that shows a chart; its data (or its view's) names the report_id. */
export const CHART_ITEM_TYPE = 'chart';

const reportIdOf = (source: Record<string, unknown> | null): number | null => {
  const value = source?.report_id;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The report ids of the charts on the pages given to this user (a route's multi-view or one of
 * its tabs'): a chart may be read by whoever is given a page that shows it (docs/decisions/130).
 */
export async function chartsShownTo(db: Kysely<Database>, user: AuthUser): Promise<Set<number>> {
  const rows = await itemsOnPages(db, user.organisation_id)
    .leftJoin('views as v', 'v.id', 'i.view_id')
    .select(['r.audience', 'r.role_ids', 'i.data', 'v.definition'])
    .where('i.item_type_name', '=', CHART_ITEM_TYPE)
    .execute();
  const ids = new Set<number>();
  for (const row of rows) {
    if (!routeVisibleTo(row, user)) continue;
    const id =
      reportIdOf(row.data as Record<string, unknown> | null) ??
      reportIdOf(row.definition as Record<string, unknown> | null);
    if (id !== null) ids.add(id);
  }
  return ids;
}

/** Whether the report of `POST /chart/:reportId` is on a page given to this user. */
export async function chartShownTo(
  db: Kysely<Database>,
  user: AuthUser,
  reportId: unknown,
): Promise<boolean> {
  const id = Number(reportId);
  if (!Number.isInteger(id) || id < 1) return false;
  return (await chartsShownTo(db, user)).has(id);
}
