import { bus, navigate } from '@platform/shared';

/**
 * The right sidebar lives in the address as `?sidebar=<multi_view_id>`, so any link, menu item,
 * notification or 'visit' button can open it, and a reload or a shared link shows it again.
 */
export const SIDEBAR_QUERY_PARAMETER = 'sidebar';

/** The multi-view the address asks the sidebar to show: a positive whole number, else null. */
export function sidebarIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(SIDEBAR_QUERY_PARAMETER)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** `url` (absolute or path) with the sidebar set to `multiViewId`, or removed for null; path, other query values and hash kept. */
export function withSidebar(url: string, multiViewId: number | null): string {
  const parsed = new URL(url, window.location.origin);
  if (multiViewId === null) parsed.searchParams.delete(SIDEBAR_QUERY_PARAMETER);
  else parsed.searchParams.set(SIDEBAR_QUERY_PARAMETER, String(multiViewId));
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Shows or hides the sidebar by changing only the address's `sidebar` value (not a page change). */
export function showInSidebar(multiViewId: number | null): void {
  navigate(withSidebar(window.location.href, multiViewId), { replace: true });
}

/**
 * `sidebar/open` { multiViewId } and `sidebar/close` on the bus set and clear the address's value.
 * The shell follows them from its start, not from the sidebar's own (lazily loaded) component: a
 * request made before that has loaded is kept in the address and shows when it mounts.
 */
export function followSidebarEvents(): () => void {
  const subscriptions = [
    bus.subscribe('sidebar/open', (event) => showInSidebar(event.multiViewId)),
    bus.subscribe('sidebar/close', () => showInSidebar(null)),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
