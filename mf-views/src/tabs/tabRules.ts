import type { RouteTab } from '@platform/shared';
import type { TabView } from '@platform/shared/landing';

// The tab choice a signed-in start makes before mf-views loads lives in the kernel (ADR 210).
export {
  defaultTab,
  isTabEnabled,
  requestedTab,
  tabKey,
  visibleTabs,
  type TabView,
} from '@platform/shared/landing';

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
