import type { RouteTab } from '@platform/shared';

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

/** The tab bar shows only when more than one tab is visible (and never for dashboard users). */
export function showTabBar(tabs: TabView[], isDashboardUser: boolean): boolean {
  return !isDashboardUser && tabs.length > 1;
}

/** The next usable tab after `current`, wrapping around (dashboard rotation and its timer). */
export function nextTabKey(tabs: TabView[], current: string): string | null {
  const usable = tabs.filter((view) => !view.disabled);
  if (usable.length === 0) return null;
  const index = usable.findIndex((view) => view.key === current);
  return usable[(index + 1) % usable.length].key;
}

/** The label of the dashboard timer: 'current / total', counting from 1. */
export function timerLabel(tabs: TabView[], current: string): string {
  const index = tabs.findIndex((view) => view.key === current);
  return `${index + 1} / ${tabs.length}`;
}

/** The tab label: its name, with the id in debug mode. */
export function tabLabel(tab: Pick<RouteTab, 'id' | 'name'>, debug: boolean): string {
  return debug ? `${tab.id} ${tab.name}` : tab.name;
}
