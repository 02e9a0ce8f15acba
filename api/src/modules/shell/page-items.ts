import type { Kysely } from 'kysely';
import type { Database } from '../../core/database';

/**
 * The multi-view items on an organisation's pages: those of a route's own multi-view and those
 * of its tabs' (`r` the route, `t` the tab, `i` the item). Callers add what they read and filter
 * on; the rights checks of charts and of dashboard users' record lists start here.
 */
export function itemsOnPages(db: Kysely<Database>, organisationId: number) {
  return db
    .selectFrom('routes as r')
    .leftJoin('route_tabs as t', 't.route_id', 'r.id')
    .innerJoin('multi_view_items as i', (join) =>
      join.on((eb) =>
        eb.or([
          eb('i.multi_view_id', '=', eb.ref('r.multi_view_id')),
          eb('i.multi_view_id', '=', eb.ref('t.multi_view_id')),
        ]),
      ),
    )
    .where('r.organisation_id', '=', organisationId);
}
