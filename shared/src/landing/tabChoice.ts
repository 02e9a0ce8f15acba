import type { RouteTab } from '@platform/shared';

/** The id segment of a new record's path. */
export const NEW_ID = 'new';

/** A record id that is missing, 'new', not a number or <= 0 means a new item (spec §3). */
export function isNewRecordId(id: string | number | null | undefined): boolean {
  if (id === null || id === undefined || id === '' || id === NEW_ID) return true;
  const numeric = Number(id);
  return !Number.isFinite(numeric) || numeric <= 0;
}

/** A tab as the tab bar shows it. */
export interface TabView {
  tab: RouteTab;
  /** The tab's path without its slash: the route's tab parameter. */
  key: string;
  disabled: boolean;
}

/** The server sends enabled as the string 'True'. */
export function isTabEnabled(tab: Pick<RouteTab, 'enabled'>): boolean {
  return String(tab.enabled).toLowerCase() === 'true';
}

export function tabKey(tab: Pick<RouteTab, 'path'>): string {
  return tab.path.replace(/^\/+/, '');
}

/** Enabled tabs; on a new item state_on_new_id 3 hides a tab and 2 disables it. */
export function visibleTabs(tabs: RouteTab[], isNew: boolean): TabView[] {
  return tabs
    .filter(isTabEnabled)
    .filter((tab) => !(isNew && Number(tab.state_on_new_id) === 3))
    .map((tab) => ({
      tab,
      key: tabKey(tab),
      disabled: isNew && Number(tab.state_on_new_id) === 2,
    }));
}

/** The tab a route without a tab parameter opens: the default one, else the first usable. */
export function defaultTab(tabs: TabView[]): TabView | null {
  const usable = tabs.filter((view) => !view.disabled);
  return usable.find((view) => view.tab.default || view.tab.default_tab) ?? usable[0] ?? null;
}

/**
 * The tab a `tabs` query parameter names (spec: "tabs (fixed tabs)"): matched on the tab's path,
 * its id or its name (case-insensitive); a disabled or unknown tab names nothing.
 */
export function requestedTab(tabs: TabView[], requested: string | null): TabView | null {
  const wanted = requested?.trim().replace(/^\/+/, '').toLowerCase();
  if (!wanted) return null;
  const usable = tabs.filter((view) => !view.disabled);
  return (
    usable.find((view) => view.key.toLowerCase() === wanted) ??
    usable.find((view) => String(view.tab.id) === wanted) ??
    usable.find((view) => view.tab.name.trim().toLowerCase() === wanted) ??
    null
  );
}
