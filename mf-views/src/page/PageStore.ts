import { isApiError, type PageInfoData, type RouteTab } from '@platform/shared';
import { answeredCall, pageInfoCall, takeCall } from '@platform/shared/landing';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { fetchRouteTabs, routeTabsNow } from './navigation';

/**
 * A page's information and, for record pages, its tabs. Made anew when the route or id changes.
 * What the session's start has answered already is there as it is made (ADR 263): the page's
 * first frame shows it, without a skeleton first.
 */
export class PageStore {
  info: PageInfoData | null = null;
  tabs: RouteTab[] | null = null;
  /**
   * The page info's answer is in, or its call has failed: what it configures (a tabs page's
   * lazy_load and tab parameter) is known from then on, as given or as the defaults.
   */
  infoSettled: boolean;
  #live = true;

  constructor(
    readonly routeId: number,
    readonly mainId: string | null,
  ) {
    const info = answeredCall(pageInfoCall(routeId, mainId));
    this.infoSettled = info !== undefined;
    this.info = info?.data ?? null;
    this.tabs = routeTabsNow(routeId) ?? null;
    makeAutoObservable(this, {
      info: observableRef,
      tabs: observableRef,
      routeId: false,
      mainId: false,
    });
  }

  /** GET /page-info with route_id and main_id (the record id, when numeric). */
  async loadInfo(): Promise<void> {
    // Answered as the store was made: nothing to ask.
    if (this.infoSettled) return;
    try {
      // Asked already when the session began on this page (ADR 210), else asked now.
      const result = await takeCall(pageInfoCall(this.routeId, this.mainId));
      if (this.#live) runInAction(() => (this.info = result.data));
    } catch (error) {
      if (!(isApiError(error) && error.cancelled))
        console.error('[mf_views] page info failed', error);
    } finally {
      if (this.#live) runInAction(() => (this.infoSettled = true));
    }
  }

  /** GET /route-tabs/{routeId} of this route, or of the record route below a list. */
  async loadTabs(routeId: number = this.routeId): Promise<void> {
    if (routeId === this.routeId && this.tabs) return;
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
