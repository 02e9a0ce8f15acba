import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { session, useLocation, type RemoteAppProps } from '@platform/shared';
import { StandardPage } from './page/StandardPage';
import { ViewRoot } from './registry/ViewRoot';
import { ViewSkeleton } from './page/ViewSkeleton';
import { isTabsRoute, matchRoute } from '@platform/shared/landing';
import { TabsPage } from './tabs/TabsPage';
import './views.css';

export const ROUTE_NOT_FOUND = 'Error, route does not exist.';
/** What the area shows mounted outside the organisation's addresses (the shell's /dev health panel). */
export const AREA_READY = 'Views ready: the view of an organisation address shows here.';

/** Whether the address is one of an organisation's (/_{org}_/…), the only ones this area routes. */
function isOrganisationAddress(pathname: string): boolean {
  return /^\/_[^/]+_(\/|$)/.test(pathname);
}

/**
 * Root of mf-views: every /_{org}_/… address. The route is looked up in the session's routes
 * and shown as a tabs page or a standard page.
 */
export const ViewsApp = observer(function ViewsApp(_props: RemoteAppProps) {
  const { pathname, search } = useLocation();
  const routes = session.routes;
  const match = useMemo(() => matchRoute(routes, pathname), [routes, pathname]);
  const childId = new URLSearchParams(search).get('child_id');
  const routeParams = match?.params;
  const params = useMemo<Record<string, string>>(
    () => ({ ...routeParams, ...(childId ? { child_id: childId } : {}) }),
    [routeParams, childId],
  );

  let page;
  if (!isOrganisationAddress(pathname)) {
    // Mounted by the /dev health panel, not by the router: no route to look for.
    page = <p data-testid="views-ready">{AREA_READY}</p>;
  } else if (!match) {
    page =
      routes.length === 0 ? (
        <ViewSkeleton kind="form" />
      ) : (
        <Result status="404" title={ROUTE_NOT_FOUND} />
      );
  } else if (isTabsRoute(match.route)) {
    page = (
      <TabsPage
        key={`${match.route.id}:${params.id ?? ''}`}
        route={match.route}
        params={params}
        routeParams={match.params}
        pathname={pathname}
        search={search}
      />
    );
  } else {
    page = (
      <StandardPage
        key={match.route.id}
        route={match.route}
        routes={routes}
        params={params}
        routeParams={match.params}
        pathname={pathname}
      />
    );
  }
  return (
    <div data-area="mf_views">
      <ViewRoot>{page}</ViewRoot>
    </div>
  );
});
