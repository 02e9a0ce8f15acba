import { Empty } from 'antd';
import { WrappingTabs } from '@platform/shared/ui';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { session, type TabComponentConfig } from '@platform/shared';
import { MultiView } from '../multiview/MultiView';
import type { ViewParams } from '../registry/types';
import { skeletonKind } from '../page/skeleton';
import { DashboardTimer } from './DashboardTimer';
import { nextTabKey, showTabBar, tabLabel, timerLabel, type TabView } from './tabRules';
import { DEFAULT_TAB_PARAMETER } from '@platform/shared/landing';

export const NO_TAB_DATA = 'No tab data available';
// The landing start reads it too, to ask a tab's first list with its definition (ADR 233).
export { DEFAULT_TAB_PARAMETER };

export interface TabsViewProps {
  tabs: TabView[];
  activeKey: string | undefined;
  onSelect: (key: string) => void;
  config: TabComponentConfig;
  /** Route parameters (id, tab, child_id…). */
  params: ViewParams;
  /** Shown in the print header. */
  title: string;
}

interface TabPanelProps {
  view: TabView;
  params: ViewParams;
  config: TabComponentConfig;
  title: string;
}

/**
 * What a tab's views see of the route: everything but the open tab, the same object while those
 * values stay the same. Switching tabs then keeps every mounted panel's forms and lists as they
 * were (edit mode, unsaved values, page), instead of rebuilding them for the new address.
 */
export function usePanelParams(params: ViewParams, tabParameter: string): ViewParams {
  const { tab: _openTab, ...route } = params;
  const panel = { ...route, [tabParameter]: params.id ?? '' };
  const key = JSON.stringify(Object.entries(panel).sort(([a], [b]) => a.localeCompare(b)));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the values
  return useMemo(() => panel, [key]);
}

/** A tab's content in a print-friendly table: the header repeats on every printed page. */
function TabPanel(props: TabPanelProps) {
  const { view, params, config, title } = props;
  const tabParameter = config.tab_parameter || DEFAULT_TAB_PARAMETER;
  const tabParams = usePanelParams(params, tabParameter);
  const multiViewId = view.tab.multi_view_id;
  return (
    <table className="views-print-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead className="views-print-only">
        <tr>
          <th style={{ textAlign: 'left' }}>
            {title} · {view.tab.name}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td style={{ padding: 0 }}>
            {multiViewId ? (
              <MultiView
                multiViewId={multiViewId}
                params={tabParams}
                tabParameter={tabParameter}
                hideItemHeaders={config.hide_field_header}
                skeleton={skeletonKind(undefined, view.key)}
              />
            ) : (
              <Empty description={NO_TAB_DATA} />
            )}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Tabs of a record: the bar hides with a single tab and for dashboard users, who instead see
 * a rotating timer; show_all_at_once stacks every tab; lazy_load keeps only the open panel.
 */
export const TabsView = observer(function TabsView(props: TabsViewProps) {
  const { tabs, activeKey, onSelect, config, params, title } = props;
  const dashboard = session.isDashboardUser;
  const debug = session.debugMode;

  if (tabs.length === 0) return <Empty description={NO_TAB_DATA} />;
  if (config.show_all_at_once) {
    return (
      <div data-tabs="all">
        {tabs.map((view) => (
          <section key={view.key} aria-label={view.tab.name} style={{ marginBottom: 24 }}>
            <h3>{tabLabel(view.tab, debug)}</h3>
            <TabPanel view={view} params={params} config={config} title={title} />
          </section>
        ))}
      </div>
    );
  }
  const current = activeKey ?? tabs[0].key;
  const bar = showTabBar(tabs, dashboard);
  return (
    <div data-tabs={bar ? 'bar' : 'single'}>
      {dashboard && tabs.length > 1 ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <DashboardTimer
            label={timerLabel(tabs, current)}
            tabKey={current}
            onNext={() => {
              const next = nextTabKey(tabs, current);
              if (next) onSelect(next);
            }}
          />
        </div>
      ) : null}
      <WrappingTabs
        activeKey={current}
        onChange={onSelect}
        destroyOnHidden={Boolean(config.lazy_load)}
        renderTabBar={bar ? undefined : () => <></>}
        items={tabs.map((view) => ({
          key: view.key,
          label: tabLabel(view.tab, debug),
          disabled: view.disabled,
          forceRender: !config.lazy_load,
          children: <TabPanel view={view} params={params} config={config} title={title} />,
        }))}
      />
    </div>
  );
});
