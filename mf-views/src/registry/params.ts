/** Parameters a view reads: the route's (id, tab, child_id…) plus the tab parameter. */
export type ViewParams = Record<string, string>;
