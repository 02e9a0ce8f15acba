import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteTab } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  tabForTest,
} from '@platform/shared/testing';
import { formItem } from '../testing/items';
import { inViewRoot, renderView } from '../testing/render';
import { NO_TAB_DATA, TabsView, type TabsViewProps } from './TabsView';
import { visibleTabs } from './tabRules';

function tab(id: number, path: string, multi_view_id: number | null = null): RouteTab {
  return tabForTest(id, path, {
    multi_view_id,
    default: id === 1,
    default_tab: id === 1,
  });
}

const three = visibleTabs([tab(1, '/a'), tab(2, '/b'), tab(3, '/c')], false);

/** Renders a job's tabs with the first one ('a') active and no route params. */
function renderJobTabs(tabs: TabsViewProps['tabs'], config: TabsViewProps['config'] = {}) {
  return renderView(
    <TabsView
      tabs={tabs}
      activeKey="a"
      onSelect={jest.fn()}
      config={config}
      params={{}}
      title="Job"
    />,
  );
}

beforeEach(() => {
  resetSession();
  installFakeApi({});
});

describe('TabsView', () => {
  it("hides the tab bar with one visible tab and shows 'No tab data available' without a multi-view", () => {
    signInForTest();
    const { container } = renderJobTabs(visibleTabs([tab(1, '/a')], false));
    expect(container.querySelector('[data-tabs="single"]')).not.toBeNull();
    expect(screen.getAllByText(NO_TAB_DATA).length).toBeGreaterThan(0);
  });

  it('shows the tab bar with several tabs', () => {
    signInForTest();
    renderJobTabs(three);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('stacks every tab with show_all_at_once', () => {
    signInForTest();
    renderJobTabs(three, { show_all_at_once: true });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
  });

  it('keeps a tab’s form as it was (edit mode, typed value) while another tab opens and closes', async () => {
    signInForTest();
    const form = formItem({
      url: '/records/jobs',
      components: [{ id: 1, field: 'title', name: 'Title', html_tag: 'text', sort: 1, size: 6 }],
      buttons: [
        { label: 'Edit', clickFn: 'edit', displayOn: 'readonly' },
        { label: 'Save', clickFn: 'save', displayOn: 'edit' },
      ],
    });
    const fake = installFakeApi({
      'GET /multi-view-data': (request) => ({
        body: envelope({
          multi_view_id: Number(request.query.get('multi_view_id')),
          name: 'Tab',
          data: request.query.get('multi_view_id') === '61' ? [form] : [],
        }),
      }),
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) },
    });
    const tabs = visibleTabs([tab(1, '/a', 61), tab(2, '/b', 62)], false);
    const show = (key: string) => (
      <TabsView
        tabs={tabs}
        activeKey={key}
        onSelect={jest.fn()}
        config={{}}
        params={{ id: '4', tab: key }}
        title="Job"
      />
    );
    const { rerender } = renderView(show('a'));
    await waitFor(() => expect(screen.getByText('Front door')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Front door, left' } });

    // The route's tab changes twice, as when the user opens tab b and comes back.
    rerender(inViewRoot(show('b')));
    rerender(inViewRoot(show('a')));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Front door, left');
    expect(fake.callsTo('GET /records/jobs/4')).toHaveLength(1);
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
