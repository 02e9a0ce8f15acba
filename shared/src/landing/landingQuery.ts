// Which GET /landing-data a page's start asks, worked out from its path and the user's routes
// alone, in one place for the shell's landing start and for the API, which answers it with a
// password sign-in (ADR 259). Pure: no call layer here.
import type { LandingQuery } from '../contracts/view-pages';
import type { RouteRecord } from '../contracts/shell';
import { findItemRoute, isTabsRoute, matchRoute, type RouteMatch } from './routeMatch';

/** The query parameter that names the tab a tabs page opens (mf-views' TabsPage reads it too). */
export const TABS_QUERY_PARAMETER = 'tabs';

/** The record id /page-info takes: only a numeric one. */
export function numericId(mainId: string | null): number | undefined {
  return mainId !== null && /^\d+$/.test(mainId) ? Number(mainId) : undefined;
}

export interface PageStart extends RouteMatch {
  /** The `?…` part of the path. */
  query: URLSearchParams;
  /** The tabs route of the page: its own route, or the tabs route of a list's records. */
  tabsRoute: RouteRecord | null;
  /** The multi-view of a page that is not a tabs page. */
  ownMultiView: number | null;
  /** What GET /landing-data is asked for this page. */
  landingQuery: LandingQuery;
}

/** How a path starts: its route and the landing call it asks; null when no route serves it. */
export function pageStart(path: string, routes: RouteRecord[]): PageStart | null {
  const [pathname, search = ''] = path.split('#')[0].split('?');
  const match = matchRoute(routes, pathname);
  if (!match) return null;
  const { route, params } = match;
  const query = new URLSearchParams(search);
  const tabsRoute = isTabsRoute(route) ? route : (findItemRoute(routes, route) ?? null);
  const ownMultiView = !isTabsRoute(route) && route.multi_view_id ? route.multi_view_id : null;
  const landingQuery: LandingQuery = {
    route_id: route.id,
    main_id: numericId(params.id ?? null),
    tabs_route_id: tabsRoute?.id,
    multi_view_id: ownMultiView ?? undefined,
    tab: tabsRoute === route ? params.tab : undefined,
    tabs: tabsRoute === route ? (query.get(TABS_QUERY_PARAMETER) ?? undefined) : undefined,
  };
  return { route, params, query, tabsRoute, ownMultiView, landingQuery };
}

/** Whether two landing queries ask the same thing (a field left out equals one undefined). */
export function sameLandingQuery(a: LandingQuery, b: LandingQuery): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof LandingQuery)[]);
  return [...keys].every((key) => (a[key] ?? undefined) === (b[key] ?? undefined));
}
