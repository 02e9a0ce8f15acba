import type { RouteRecord, RouteTab } from '../contracts';

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

/**
 * A tab of a job's tabs page for tests: `Tab <id>`, enabled, not the default, multi-view
 * `id × 10`, with what the test changes.
 */
export function tabForTest(id: number, path: string, fields: Partial<RouteTab> = {}): RouteTab {
  return {
    id,
    name: `Tab ${id}`,
    path,
    icon: null,
    enabled: 'True',
    default: false,
    multi_view_id: id * 10,
    page_name: 'Job',
    default_tab: false,
    state_on_new_id: null,
    ...fields,
  };
}
