import { sessionStore, type ListQuery } from '@platform/shared';

/** The query a neighbour call sends: what selects and orders the rows, never the page. */
export type NeighbourQuery = Omit<ListQuery, 'pagination_object'> & {
  pagination_object?: { sort_by?: string; sort_direction?: 'asc' | 'desc' };
};

const KEY_PREFIX = 'mf_views.list_query:';

/**
 * Remembers the search, filters, sort and parameters of the list a record was opened from, so
 * that record's previous/next buttons move through the same list. Kept for the browser tab:
 * a reload of the record page still moves through it.
 */
export function rememberListQuery(url: string, query: ListQuery): void {
  const { pagination_object: paging, ...rest } = query;
  const remembered: NeighbourQuery = { ...rest };
  if (paging?.sort_by) {
    remembered.pagination_object = {
      sort_by: paging.sort_by,
      sort_direction: paging.sort_direction ?? 'asc',
    };
  }
  sessionStore.set(KEY_PREFIX + url, remembered);
}

/** The query of the list last opened on this collection, or the plain list (id order). */
export function rememberedListQuery(url: string): NeighbourQuery {
  return sessionStore.get<NeighbourQuery>(KEY_PREFIX + url) ?? {};
}
