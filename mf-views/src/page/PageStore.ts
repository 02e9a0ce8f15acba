import {
  api,
  bus,
  isApiError,
  type ApiResult,
  type PageInfoData,
  type RouteTab,
} from '@platform/shared';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { fetchRouteTabs } from './navigation';

/** The record id /page-info takes: only a numeric one. */
function numericId(mainId: string | null): number | undefined {
  return mainId !== null && /^\d+$/.test(mainId) ? Number(mainId) : undefined;
}

function requestPageInfo(routeId: number, mainId: string | null): Promise<ApiResult<PageInfoData>> {
  return api.get<PageInfoData>('/page-info', {
    params: { route_id: routeId, main_id: numericId(mainId) },
    suppressNotificationMessage: true,
  });
}

/** Page info asked for before its page mounted (the sign-in warm-up, ADR 206), taken once. */
const early = new Map<string, Promise<ApiResult<PageInfoData>>>();
bus.subscribe('session/changed', () => early.clear());
const earlyKey = (routeId: number, mainId: string | null) =>
  `${routeId}:${numericId(mainId) ?? ''}`;

/** Starts GET /page-info now; the page that mounts next for this route and id takes the answer. */
export function prefetchPageInfo(routeId: number, mainId: string | null = null): void {
  const request = requestPageInfo(routeId, mainId);
  // A failure belongs to the page that reads it; unread, it is not an unhandled rejection.
  request.catch(() => undefined);
  early.set(earlyKey(routeId, mainId), request);
}

function takePageInfo(routeId: number, mainId: string | null): Promise<ApiResult<PageInfoData>> {
  const key = earlyKey(routeId, mainId);
  const request = early.get(key);
  if (!request) return requestPageInfo(routeId, mainId);
  early.delete(key);
  return request;
}

/** A page's information and, for record pages, its tabs. Made anew when the route or id changes. */
export class PageStore {
  info: PageInfoData | null = null;
  tabs: RouteTab[] | null = null;
  loading = false;
  #live = true;

  constructor(
    readonly routeId: number,
    readonly mainId: string | null,
  ) {
    makeAutoObservable(this, {
      info: observableRef,
      tabs: observableRef,
      routeId: false,
      mainId: false,
    });
  }

  /** GET /page-info with route_id and main_id (the record id, when numeric). */
  async loadInfo(): Promise<void> {
    this.loading = true;
    try {
      const result = await takePageInfo(this.routeId, this.mainId);
      if (this.#live) runInAction(() => (this.info = result.data));
    } catch (error) {
      if (!(isApiError(error) && error.cancelled))
        console.error('[mf_views] page info failed', error);
    } finally {
      if (this.#live) runInAction(() => (this.loading = false));
    }
  }

  /** GET /route-tabs/{routeId} of this route, or of the record route below a list. */
  async loadTabs(routeId: number = this.routeId): Promise<void> {
    try {
      const tabs = await fetchRouteTabs(routeId);
      if (this.#live) runInAction(() => (this.tabs = tabs));
    } catch {
      if (this.#live) runInAction(() => (this.tabs = []));
    }
  }

  dispose(): void {
    this.#live = false;
  }
}
