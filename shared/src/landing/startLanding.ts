import { session, type RouteRecord, type RouteTab } from '@platform/shared';
import { multiViewCall, pageInfoCall, routeTabsCall, startCall } from './pageCalls';
import { findItemRoute, isTabsRoute, matchRoute } from './routeMatch';
import { defaultTab, isNewRecordId, requestedTab, visibleTabs } from './tabChoice';

/** The query parameter that names the tab a tabs page opens (mf-views' TabsPage reads it too). */
export const TABS_QUERY_PARAMETER = 'tabs';

/** The multi-view a tabs page shows first: its named tab, else the one the query names, else the default. */
export function firstTabMultiView(
  tabs: RouteTab[],
  params: Record<string, string>,
  query: URLSearchParams,
): number | null {
  const views = visibleTabs(Array.isArray(tabs) ? tabs : [], isNewRecordId(params.id ?? null));
  const tab =
    views.find((view) => view.key === params.tab && !view.disabled) ??
    requestedTab(views, query.get(TABS_QUERY_PARAMETER)) ??
    defaultTab(views);
  return tab?.tab.multi_view_id ?? null;
}

/**
 * The data a page of the view framework asks first, asked the moment the session exists (ADR
 * 210): its page info, the tabs it shows (a tabs page) or opens rows with (a list), and its
 * multi-view's definition, at once instead of after mf-views has loaded and mounted. A tabs
 * page's multi-view is its tab's, asked the moment the tabs answer. mf-views' page, tabs and
 * multi-view stores take the answers (pageCalls.ts). Returns the calls started now; a path no
 * server route serves (e.g. /profile) starts none.
 */
export function startLanding(path: string, routes: RouteRecord[] = session.routes): string[] {
  const [pathname, search = ''] = path.split('#')[0].split('?');
  const match = matchRoute(routes, pathname);
  if (!match) return [];
  const { route, params } = match;
  const token = session.bearerToken;
  const pageInfo = pageInfoCall(route.id, params.id ?? null);
  startCall(pageInfo);
  const started = [pageInfo.key];
  const tabsRoute = isTabsRoute(route) ? route : findItemRoute(routes, route);
  if (tabsRoute) {
    const tabs = routeTabsCall(tabsRoute.id);
    started.push(tabs.key);
    const answer = startCall(tabs);
    if (tabsRoute === route) {
      answer
        .then(({ data }) => {
          const multiViewId = firstTabMultiView(data, params, new URLSearchParams(search));
          // Not for a session that has ended or changed meanwhile.
          if (multiViewId && session.bearerToken === token) startCall(multiViewCall(multiViewId));
        })
        .catch(() => undefined);
    }
  }
  if (!isTabsRoute(route) && route.multi_view_id) {
    const multiView = multiViewCall(route.multi_view_id);
    startCall(multiView);
    started.push(multiView.key);
  }
  return started;
}
