import { Button, Space, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { bus, navigate, session, type RouteRecord } from '@platform/shared';
import { TABS_QUERY_PARAMETER } from '@platform/shared/landing';
import { PageHeader } from '@platform/shared/ui';
import { ArrowLeftOutlined, ArrowUpOutlined } from '../common/icons';
import { isNewRecordId } from '../common/records';
import { useDisposable } from '../common/useDisposable';
import { StatusBadge } from '../badge/StatusBadge';
import { fetchMultiView } from '../multiview/MultiViewStore';
import { listPathOf, sameRoutePath } from '../page/navigation';
import { PageContextProvider } from '../page/PageContext';
import { PageStore } from '../page/PageStore';
import { ViewSkeleton } from '../page/ViewSkeleton';
import { skeletonKind } from '../page/skeleton';
import type { ViewParams } from '../registry/types';
import { PageButtons } from './PageButtons';
import { TabsView } from './TabsView';
import { defaultTab, requestedTab, visibleTabs } from './tabRules';

/** The query parameter that names the tab to open (spec: query parameters used by the shell). */
export { TABS_QUERY_PARAMETER };

export interface TabsPageProps {
  route: RouteRecord;
  params: ViewParams;
  routeParams: Record<string, string>;
  pathname: string;
  /** The address's query string ('?…' or ''). */
  search?: string;
}

/**
 * A record's tabs page: back and up buttons, custom page buttons and the tabs of the route.
 * Tab routes carry the id and the tab; without a tab the default tab opens.
 */
export const TabsPage = observer(function TabsPage(props: TabsPageProps) {
  const { route, params, routeParams, pathname, search = '' } = props;
  const id = params.id ?? null;
  const page = useDisposable(() => new PageStore(route.id, id), [route.id, id]);
  const isNew = isNewRecordId(id);

  useEffect(() => {
    void page.loadInfo();
    void page.loadTabs();
  }, [page]);

  const tabs = useMemo(
    () => (page.tabs ? visibleTabs(page.tabs, isNew) : null),
    [page.tabs, isNew],
  );
  const current = params.tab;

  // The tabs wait for the page info, whose tab_config says whether the other tabs are drawn
  // hidden (lazy_load) and which parameter the tabs pass (ADR 263): drawn before it, every tab of
  // a lazy page would load its views, and the open one would load again under the right
  // parameter. Meanwhile the open tab's definition is asked, beside the page info.
  const openMultiView = (tabs?.find((view) => view.key === current) ?? tabs?.[0])?.tab
    .multi_view_id;
  useEffect(() => {
    if (openMultiView && !page.infoSettled) fetchMultiView(openMultiView).catch(() => undefined);
  }, [openMultiView, page]);

  // A route without a tab parameter opens the tab the `tabs` query parameter names, else the
  // default tab. The tab then lives in the path (so switching tabs moves the address); the rest
  // of the query stays.
  useEffect(() => {
    if (!tabs || current) return;
    const query = new URLSearchParams(search);
    const tab = requestedTab(tabs, query.get(TABS_QUERY_PARAMETER)) ?? defaultTab(tabs);
    if (!tab) return;
    query.delete(TABS_QUERY_PARAMETER);
    const rest = query.toString();
    const path = sameRoutePath(route, { ...routeParams, tab: tab.key }, pathname, {});
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [tabs, current, route, routeParams, pathname, search]);

  const pageName = page.info?.page_name ?? route.page_name;
  const tabName = tabs?.find((view) => view.key === current)?.tab.name;
  useEffect(() => {
    bus.publish('page/title', { pageName, tabName });
  }, [pageName, tabName]);

  const context = useMemo(
    () => ({ route, routeParams, pathname, itemRoute: null, pageInfo: page.info }),
    [route, routeParams, pathname, page.info],
  );
  const title = page.info?.record_name ?? pageName;
  const config = page.info?.tab_config ?? {};
  const dashboard = session.isDashboardUser;
  // Only a record's page has a list above it.
  const hasList = Boolean(route.return_path) || route.path.includes(':id');

  return (
    <PageContextProvider value={context}>
      <PageHeader
        title={title}
        prepend={
          dashboard ? undefined : (
            <Space>
              <Tooltip title="Back to previous page">
                <Button
                  aria-label="Back to previous page"
                  icon={<ArrowLeftOutlined aria-hidden />}
                  onClick={() => window.history.back()}
                />
              </Tooltip>
              {hasList ? (
                <Tooltip title="Up to list">
                  <Button
                    aria-label="Up to list"
                    icon={<ArrowUpOutlined aria-hidden />}
                    onClick={() => navigate(listPathOf(route, pathname))}
                  />
                </Tooltip>
              ) : null}
            </Space>
          )
        }
        append={
          <>
            {page.info && 'status' in page.info ? <StatusBadge status={page.info.status} /> : null}
            <PageButtons buttons={page.info?.page_buttons ?? []} />
          </>
        }
      />
      {tabs === null || !page.infoSettled ? (
        <ViewSkeleton kind={skeletonKind(route.route_type, current)} />
      ) : (
        <TabsView
          tabs={tabs}
          activeKey={current}
          onSelect={(key) =>
            navigate(sameRoutePath(route, { ...routeParams, tab: key }, pathname, {}))
          }
          config={config}
          params={params}
          title={title}
        />
      )}
    </PageContextProvider>
  );
});
