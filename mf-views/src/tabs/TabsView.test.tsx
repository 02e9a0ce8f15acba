import { act, fireEvent, screen } from '@testing-library/react';
import type { RouteTab } from '@platform/shared';
import { installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { NO_TAB_DATA, TabsView } from './TabsView';
import { visibleTabs } from './tabRules';

function tab(id: number, path: string, multi_view_id: number | null = null): RouteTab {
  return {
    id,
    name: `Tab ${id}`,
    path,
    icon: null,
    enabled: 'True',
    default: id === 1,
    multi_view_id,
    page_name: 'Job',
    default_tab: id === 1,
    state_on_new_id: null,
  };
}

const three = visibleTabs([tab(1, '/a'), tab(2, '/b'), tab(3, '/c')], false);

beforeEach(() => {
  resetSession();
  installFakeApi({});
});

describe('TabsView', () => {
  it("hides the tab bar with one visible tab and shows 'No tab data available' without a multi-view", () => {
    signInForTest();
    const { container } = renderView(
      <TabsView
        tabs={visibleTabs([tab(1, '/a')], false)}
        activeKey="a"
        onSelect={jest.fn()}
        config={{}}
        params={{}}
        title="Job"
      />,
    );
    expect(container.querySelector('[data-tabs="single"]')).not.toBeNull();
    expect(screen.getAllByText(NO_TAB_DATA).length).toBeGreaterThan(0);
  });

  it('shows the tab bar with several tabs', () => {
    signInForTest();
    renderView(
      <TabsView
        tabs={three}
        activeKey="a"
        onSelect={jest.fn()}
        config={{}}
        params={{}}
        title="Job"
      />,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('stacks every tab with show_all_at_once', () => {
    signInForTest();
    renderView(
      <TabsView
        tabs={three}
        activeKey="a"
        onSelect={jest.fn()}
        config={{ show_all_at_once: true }}
        params={{}}
        title="Job"
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
  });

  describe('for a dashboard user', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      signInForTest({ user_type_id: 4 });
    });
    afterEach(() => jest.useRealTimers());

    it("hides the bar, advances every 30 s, and the 'current / total' timer moves on when clicked", () => {
      const onSelect = jest.fn();
      const { container } = renderView(
        <TabsView
          tabs={three}
          activeKey="b"
          onSelect={onSelect}
          config={{}}
          params={{}}
          title="Wall"
        />,
      );
      expect(container.querySelector('.ant-tabs-nav')).toBeNull();
      expect(screen.getByRole('button', { name: 'Next tab (2 / 3)' })).toHaveTextContent('2 / 3');
      act(() => jest.advanceTimersByTime(29_000));
      expect(onSelect).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(onSelect).toHaveBeenCalledWith('c');
      fireEvent.click(screen.getByRole('button', { name: 'Next tab (2 / 3)' }));
      expect(onSelect).toHaveBeenCalledTimes(2);
    });
  });
});
