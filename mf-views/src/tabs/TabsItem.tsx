import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import type { RouteTab, TabComponentConfig } from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { isNewRecordId } from '../common/records';
import { fetchRouteTabs } from '../page/navigation';
import { ViewSkeleton } from '../page/ViewSkeleton';
import type { ViewItemProps } from '../registry/types';
import { TabsView } from './TabsView';
import { defaultTab, visibleTabs } from './tabRules';

/** The 'tabs' item: a route's tabs inside a multi-view; the open tab is local to the item. */
export const TabsItem = observer(function TabsItem(props: ViewItemProps) {
  const { item, params, scope } = props;
  const routeId = Number(item.data.route_id);
  const [tabs, setTabs] = useState<RouteTab[] | null>(null);
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!Number.isFinite(routeId) || routeId <= 0) return;
    let live = true;
    fetchRouteTabs(routeId)
      .then((list) => live && setTabs(list))
      .catch(() => live && setTabs([]));
    return () => {
      live = false;
    };
  }, [routeId]);

  const views = useMemo(
    () => (tabs ? visibleTabs(tabs, isNewRecordId(scope.recordId)) : null),
    [tabs, scope.recordId],
  );
  if (!Number.isFinite(routeId) || routeId <= 0) {
    return <ConfigErrorNotice source={`tabs item ${item.id}`} message="no route_id configured" />;
  }
  if (!views) return <ViewSkeleton kind="form" />;
  return (
    <TabsView
      tabs={views}
      activeKey={active ?? defaultTab(views)?.key}
      onSelect={setActive}
      config={item.data as TabComponentConfig}
      params={params}
      title={item.name}
    />
  );
});
