import type { ApiResult, ListQuery, ListResponseInfo, RecordData } from '@platform/shared';
import { answeredCall, listPageCall, takeCall } from '@platform/shared/landing';
import { queryKey } from './query';

/** A fetched page, kept so next/previous show at once. */
export interface PageResult {
  rows: RecordData[];
  total: number;
  totals: Record<string, number>;
  at: number;
}

function pageResult(result: ApiResult<RecordData[]>): PageResult {
  const info = result.info as ListResponseInfo;
  const rows = Array.isArray(result.data) ? result.data : [];
  return {
    rows,
    total: info.pagination_object?.total_records ?? rows.length,
    totals: info.totals ?? {},
    at: Date.now(),
  };
}

/** Prefetched pages are used for this long. */
const PAGE_CACHE_MS = 30_000;

/**
 * The pages of one list url: fetched, and kept by query so that a prefetched page shows at once.
 * Not observable: the list's store shows the pages it is given.
 */
export class ListPages {
  readonly #url: string;
  readonly #cache = new Map<string, PageResult>();

  constructor(url: string) {
    this.#url = url;
  }

  /** The page of this query when it was fetched less than PAGE_CACHE_MS ago. */
  fresh(query: ListQuery): PageResult | undefined {
    const cached = this.#cache.get(queryKey(this.#url, query));
    return cached && Date.now() - cached.at < PAGE_CACHE_MS ? cached : undefined;
  }

  keep(query: ListQuery, result: PageResult): void {
    this.#cache.set(queryKey(this.#url, query), result);
  }

  /** Forgets every kept page (after a change to the list's records). */
  clear(): void {
    this.#cache.clear();
  }

  async fetch(query: ListQuery, retries: number, silent: boolean): Promise<PageResult> {
    // A signed-in start may have asked this page already, with the tab's definition (ADR 233).
    return pageResult(await takeCall(listPageCall(this.#url, query, retries, silent)));
  }

  /** The page of this query when the session's start has answered it already (ADR 263). */
  answered(query: ListQuery): PageResult | undefined {
    const result = answeredCall(listPageCall(this.#url, query));
    return result && pageResult(result);
  }

  /**
   * Fetches a page not kept yet, silently and without retries, and keeps it if `wanted` still
   * says so when it arrives; a failure only means the page is fetched when it is shown.
   */
  prefetch(query: ListQuery, wanted: () => boolean): void {
    const key = queryKey(this.#url, query);
    if (this.#cache.has(key)) return;
    this.fetch(query, 0, true)
      .then((result) => {
        if (wanted()) this.#cache.set(key, result);
      })
      .catch(() => undefined);
  }
}
