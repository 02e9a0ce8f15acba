import { api, type ListQuery, type RecordData } from '@platform/shared';
import type { PageCall } from './pageCalls';

export {
  DEFAULT_TAB_PARAMETER,
  fillParams,
  fillTemplate,
  firstListPath,
  firstTabListPage,
  type FirstListPage,
} from './firstListQuery';

/** Extra attempts of a list's page call (mf-views' list). */
export const LIST_PAGE_RETRIES = 3;

/** GET of one page of a list: the call mf-views' list makes (ListPages), keyed by its query. */
export function listPageCall(
  url: string,
  query: ListQuery,
  retries = LIST_PAGE_RETRIES,
  silent = false,
): PageCall<RecordData[]> {
  return {
    key: `GET ${url}?${JSON.stringify(query)}`,
    request: () => api.get<RecordData[]>(url, { params: query, retries, silent, reuseSeconds: 0 }),
    registeredLate: true,
  };
}
