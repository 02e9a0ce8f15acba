import { session, type RouteRecord } from '@platform/shared';
import { fetchMultiView } from './multiview/MultiViewStore';
import { fetchRouteTabs } from './page/navigation';
import { prefetchPageInfo } from './page/PageStore';
import { findItemRoute, isTabsRoute, matchRoute } from './page/routeMatch';
import { isNewRecordId } from './common/records';
import { defaultTab, visibleTabs } from './tabs/tabRules';

/**
 * The signed-in start's data, asked for the moment the session exists (ADR 206): the landing
 * route's page info, the tabs its page shows or opens rows with, and its multi-view's definition,
 * all three at once instead of one after the other once the page has mounted (a tabs page's
 * multi-view is its tab's: asked for as soon as the tabs answer). The answers wait
 * in the caches the page reads (PageStore, fetchRouteTabs, fetchMultiView). Returns how many
 * requests it started; a path mf-views does not own starts none.
 */
export function warmUp(path: string, routes: RouteRecord[] = session.routes): number {
  const [pathname] = path.split(/[?#]/);
  const match = matchRoute(routes, pathname);
  if (!match) return 0;
  const { route, params } = match;
  const id = params.id ?? null;
  let started = 1;
  prefetchPageInfo(route.id, id);
  // A tabs page shows its own tabs; any other page loads the tabs of the record route below it.
  const tabsRoute = isTabsRoute(route) ? route : findItemRoute(routes, route);
  if (tabsRoute) {
    const tabs = fetchRouteTabs(tabsRoute.id);
    started += 1;
    // A tabs page shows the multi-view of its tab (the named one, else the default one): asked
    // for the moment the tabs answer, not once the page has mounted and chosen.
    if (tabsRoute === route) {
      tabs
        .then((all) => {
          const views = visibleTabs(all, isNewRecordId(id));
          const tab =
            views.find((view) => view.key === params.tab && !view.disabled) ?? defaultTab(views);
          if (tab?.tab.multi_view_id) return fetchMultiView(tab.tab.multi_view_id);
        })
        .catch(() => undefined);
    }
    tabs.catch(() => undefined);
  }
  if (!isTabsRoute(route) && route.multi_view_id) {
    fetchMultiView(route.multi_view_id).catch(() => undefined);
    started += 1;
  }
  return started;
}
