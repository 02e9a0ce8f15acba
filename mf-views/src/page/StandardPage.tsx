import { Empty, Grid } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { bus, navigate, type RouteRecord } from '@platform/shared';
import { PageHeader } from '@platform/shared/ui';
import { useDisposable } from '../common/useDisposable';
import { MultiView } from '../multiview/MultiView';
import type { ViewParams } from '../registry/types';
import { PageContextProvider } from './PageContext';
import { PageStore } from './PageStore';
import { skeletonKind } from './skeleton';
import { findItemRoute } from '@platform/shared/landing';

export interface StandardPageProps {
  route: RouteRecord;
  routes: RouteRecord[];
  params: ViewParams;
  routeParams: Record<string, string>;
  pathname: string;
}

/**
 * A page header (with a back button when the route has a return path and the screen is wide)
 * and the route's multi-view. Page info is refetched when the id changes; the tabs of the
 * record route below are loaded so row clicks can open the default tab.
 */
export const StandardPage = observer(function StandardPage(props: StandardPageProps) {
  const { route, routes, params, routeParams, pathname } = props;
  const id = params.id ?? null;
  const page = useDisposable(() => new PageStore(route.id, id), [route.id, id]);
  const itemRoute = useMemo(() => findItemRoute(routes, route), [routes, route]);
  const wide = Grid.useBreakpoint().md ?? false;

  useEffect(() => {
    void page.loadInfo();
    if (itemRoute) void page.loadTabs(itemRoute.id);
  }, [page, itemRoute]);

  const pageName = page.info?.page_name ?? route.page_name;
  useEffect(() => {
    bus.publish('page/title', { pageName });
  }, [pageName]);

  const context = useMemo(
    () => ({ route, routeParams, pathname, itemRoute, pageInfo: page.info }),
    [route, routeParams, pathname, itemRoute, page.info],
  );
  const multiViewId = page.info?.multi_view_id ?? route.multi_view_id;
  const returnPath = route.return_path;

  return (
    <PageContextProvider value={context}>
      <PageHeader
        title={page.info?.record_name ?? pageName}
        onBack={returnPath && wide ? () => navigate(returnPath) : undefined}
      />
      {multiViewId ? (
        <MultiView
          key={multiViewId}
          multiViewId={multiViewId}
          params={params}
          skeleton={skeletonKind(route.route_type, undefined)}
        />
      ) : (
        <Empty description="No data available" />
      )}
    </PageContextProvider>
  );
});
