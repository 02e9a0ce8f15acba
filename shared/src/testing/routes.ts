import type { RouteRecord } from '../contracts';

/** A page route for tests: `Route <id>`, sort 0, no multi-view, with what the test changes. */
export function routeForTest(
  id: number,
  path: string,
  fields: Partial<RouteRecord> = {},
): RouteRecord {
  return {
    id,
    path,
    page_name: `Route ${id}`,
    return_path: null,
    menu_item_path: null,
    sort: 0,
    multi_view_id: null,
    route_type: 'page',
    ...fields,
  };
}
