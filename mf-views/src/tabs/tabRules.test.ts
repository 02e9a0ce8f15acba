import { tabForTest } from '@platform/shared/testing';
import {
  defaultTab,
  nextTabKey,
  requestedTab,
  showTabBar,
  tabLabel,
  timerLabel,
  visibleTabs,
} from './tabRules';

const tab = tabForTest;

const tabs = [
  tab(1, '/details', { default: true }),
  tab(2, '/quotes', { state_on_new_id: 2 }),
  tab(3, '/notes', { state_on_new_id: 3 }),
  tab(4, '/hidden', { enabled: 'False' }),
];

describe('visible tabs', () => {
  it("keeps tabs whose enabled is 'True'", () => {
    expect(visibleTabs(tabs, false).map((view) => view.key)).toEqual([
      'details',
      'quotes',
      'notes',
    ]);
  });
  it('on a new item hides state_on_new_id 3 and disables 2', () => {
    const views = visibleTabs(tabs, true);
    expect(views.map((view) => view.key)).toEqual(['details', 'quotes']);
    expect(views.map((view) => view.disabled)).toEqual([false, true]);
  });
});

describe('default tab', () => {
  it('is the tab marked default, else the first usable one', () => {
    expect(defaultTab(visibleTabs(tabs, false))?.key).toBe('details');
    expect(
      defaultTab(visibleTabs([tab(5, '/a', { state_on_new_id: 2 }), tab(6, '/b')], true))?.key,
    ).toBe('b');
    expect(defaultTab(visibleTabs([tab(7, '/x', { default_tab: true })], false))?.key).toBe('x');
    expect(defaultTab([])).toBeNull();
  });
});

describe('tab bar', () => {
  it('is hidden when only one tab is visible, and for dashboard users', () => {
    expect(showTabBar(visibleTabs([tab(1, '/details')], false), false)).toBe(false);
    expect(showTabBar(visibleTabs(tabs, false), false)).toBe(true);
    expect(showTabBar(visibleTabs(tabs, false), true)).toBe(false);
  });
  it('shows id and name in debug mode', () => {
    expect(tabLabel({ id: 3, name: 'Notes' }, true)).toBe('3 Notes');
    expect(tabLabel({ id: 3, name: 'Notes' }, false)).toBe('Notes');
  });
});

describe('dashboard rotation', () => {
  const views = visibleTabs(tabs, false);
  it('goes to the next tab and wraps around', () => {
    expect(nextTabKey(views, 'details')).toBe('quotes');
    expect(nextTabKey(views, 'notes')).toBe('details');
  });
  it("labels the timer 'current / total'", () => {
    expect(timerLabel(views, 'quotes')).toBe('2 / 3');
  });
});

describe('requested tab (tabs query parameter)', () => {
  it('names a tab by its path, its id or its name, in any case', () => {
    const views = visibleTabs(tabs, false);
    expect(requestedTab(views, 'quotes')?.key).toBe('quotes');
    expect(requestedTab(views, '/Quotes')?.key).toBe('quotes');
    expect(requestedTab(views, '3')?.key).toBe('notes');
    expect(requestedTab(views, 'tab 3')?.key).toBe('notes');
  });
  it('names nothing for an unknown, hidden or disabled tab, or no value', () => {
    expect(requestedTab(visibleTabs(tabs, false), 'hidden')).toBeNull();
    expect(requestedTab(visibleTabs(tabs, true), 'quotes')).toBeNull();
    expect(requestedTab(visibleTabs(tabs, false), '')).toBeNull();
    expect(requestedTab(visibleTabs(tabs, false), null)).toBeNull();
  });
});
