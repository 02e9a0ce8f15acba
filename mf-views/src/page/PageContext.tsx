import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { session, useLocation, type PageInfoData, type RouteRecord } from '@platform/shared';
import { findItemRoute, matchRoute } from '@platform/shared/landing';

/** Where the views are: the matched route, its parameters and the record route below a list. */
export interface PageContextValue {
  route: RouteRecord | null;
  /** Segments of the route (id, tab, child_id when declared). */
  routeParams: Record<string, string>;
  pathname: string;
  /** The record route under this list route (its tabs decide row-click targets). */
  itemRoute: RouteRecord | null;
  /** GET /page-info of this page, once loaded. */
  pageInfo: PageInfoData | null;
}

const PageContext = createContext<PageContextValue | null>(null);

export interface PageContextProviderProps {
  value: PageContextValue;
  children: ReactNode;
}

export function PageContextProvider(props: PageContextProviderProps) {
  return <PageContext.Provider value={props.value}>{props.children}</PageContext.Provider>;
}

/** The page around a view; widgets mounted elsewhere (the shell's sidebar) read it from the address. */
export function usePageContext(): PageContextValue {
  const provided = useContext(PageContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    if (provided) return provided;
    const match = matchRoute(session.routes, pathname);
    return {
      route: match?.route ?? null,
      routeParams: match?.params ?? {},
      pathname,
      itemRoute: match ? findItemRoute(session.routes, match.route) : null,
      pageInfo: null,
    };
  }, [provided, pathname]);
}
