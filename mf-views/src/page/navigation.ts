import { bus, navigate, session, type RouteRecord, type RouteTab } from '@platform/shared';
import { answeredCall, routeTabsCall, takeCall } from '@platform/shared/landing';
import {
  buildRoutePath,
  isTabsRoute,
  matchRoute,
  withoutOrgPrefix,
} from '@platform/shared/landing';
import { defaultTab, visibleTabs } from '../tabs/tabRules';
import { isNewRecordId } from '../common/records';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** A path inside the organisation: '/jobs/4' → '/_demo_/jobs/4'; prefixed and absolute stay. */
export function orgPath(path: string): string {
  if (ABSOLUTE.test(path)) return path;
  const prefix = session.orgPrefix;
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (
    !prefix ||
    relative === prefix ||
    relative.startsWith(`${prefix}/`) ||
    /^\/_[A-Za-z0-9-]+_(\/|$)/.test(relative)
  ) {
    return relative;
  }
  return `${prefix}${relative}`;
}

/** Goes to a path of the organisation, in this window or a new one. */
export function goTo(path: string, newTab = false): void {
  const target = orgPath(path);
  if (newTab) window.open(target, '_blank', 'noopener');
  else navigate(target);
}

const tabsCache = new Map<number, Promise<RouteTab[]>>();
/** The tabs of `tabsCache` whose answer is in, for a page's first frame (ADR 263). */
const tabsIn = new Map<number, RouteTab[]>();
bus.subscribe('session/changed', () => {
  tabsCache.clear();
  tabsIn.clear();
});

const tabsOf = (data: unknown): RouteTab[] => (Array.isArray(data) ? (data as RouteTab[]) : []);

/** GET /route-tabs/{routeId}, kept for the session. */
export function fetchRouteTabs(routeId: number): Promise<RouteTab[]> {
  let tabs = tabsCache.get(routeId);
  if (!tabs) {
    // Asked already when the session began on this page (ADR 210), else asked now.
    tabs = takeCall(routeTabsCall(routeId)).then((result) => {
      const answer = tabsOf(result.data);
      tabsIn.set(routeId, answer);
      return answer;
    });
    tabs.catch(() => tabsCache.delete(routeId));
    tabsCache.set(routeId, tabs);
  }
  return tabs;
}

/**
 * The route's tabs when they are in already: kept for the session, or answered by the call the
 * session's start made (ADR 263). Undefined while they are on their way or not asked yet.
 */
export function routeTabsNow(routeId: number): RouteTab[] | undefined {
  const known = tabsIn.get(routeId);
  if (known) return known;
  if (tabsCache.has(routeId)) return undefined;
  const answer = answeredCall(routeTabsCall(routeId));
  if (!answer) return undefined;
  const tabs = tabsOf(answer.data);
  tabsIn.set(routeId, tabs);
  tabsCache.set(routeId, Promise.resolve(tabs));
  return tabs;
}

/** The path with the default tab's path appended when its route has tabs and names none. */
export async function withDefaultTab(
  path: string,
  routes: RouteRecord[] = session.routes,
): Promise<string> {
  const target = orgPath(path);
  const [pathname, query] = target.split('?');
  const match = matchRoute(routes, pathname);
  if (!match || !isTabsRoute(match.route) || match.params.tab) return target;
  try {
    const tabs = visibleTabs(await fetchRouteTabs(match.route.id), isNewRecordId(match.params.id));
    const tab = defaultTab(tabs);
    if (!tab) return target;
    return `${pathname.replace(/\/+$/, '')}/${tab.key}${query ? `?${query}` : ''}`;
  } catch {
    return target;
  }
}

/**
 * The address of the current route with another id or a child_id: a route that declares
 * :child_id takes it as a segment, any other as the child_id query parameter.
 */
export function sameRoutePath(
  route: RouteRecord | null,
  routeParams: Record<string, string>,
  pathname: string,
  changes: { id?: string | number; child_id?: string | number },
): string {
  if (!route) return pathname;
  const declaresChild = route.path.includes(':child_id');
  const params: Record<string, string | number | undefined> = { ...routeParams };
  if (changes.id !== undefined) params.id = changes.id;
  if (declaresChild && changes.child_id !== undefined) params.child_id = changes.child_id;
  let path = buildRoutePath(orgPath(route.path), params);
  if (!path) return pathname;
  // Tabs routes take their tab as an undeclared last segment (see matchRoute).
  if (params.tab && isTabsRoute(route) && !route.path.includes(':tab'))
    path = `${path}/${params.tab}`;
  if (changes.child_id !== undefined && !declaresChild) {
    path = `${path}?child_id=${encodeURIComponent(String(changes.child_id))}`;
  }
  return path;
}

/** The list a record page returns to: the route's return path, else its path without the id. */
export function listPathOf(route: RouteRecord | null, pathname: string): string {
  if (route?.return_path) return route.return_path;
  const relative = withoutOrgPrefix(route?.path ?? pathname);
  const base = relative.split('/:id')[0];
  return orgPath(base || '/');
}
