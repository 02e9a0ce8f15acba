import {
  session,
  type LandingData,
  type LandingPart,
  type RouteRecord,
  type RecordData,
  type RouteTab,
  type SignInLanding,
} from '@platform/shared';
import {
  landingDataCall,
  multiViewCall,
  pageInfoCall,
  partAnswer,
  registerLater,
  routeTabsCall,
  startCall,
  type PageCall,
} from './pageCalls';
import { firstListPath, firstTabListPage, listPageCall } from './firstList';
import { pageStart, sameLandingQuery, TABS_QUERY_PARAMETER } from './landingQuery';
import { defaultTab, isNewRecordId, requestedTab, visibleTabs } from './tabChoice';

export { TABS_QUERY_PARAMETER };

/** The multi-view a tabs page shows first: its named tab, else the one the query names, else the default. */
export function firstTabMultiView(
  tabs: RouteTab[],
  params: Record<string, string>,
  query: URLSearchParams,
): number | null {
  const views = visibleTabs(Array.isArray(tabs) ? tabs : [], isNewRecordId(params.id ?? null));
  const tab =
    views.find((view) => view.key === params.tab && !view.disabled) ??
    requestedTab(views, query.get(TABS_QUERY_PARAMETER)) ??
    defaultTab(views);
  return tab?.tab.multi_view_id ?? null;
}

/**
 * The data a page of the view framework asks first, asked the moment the session exists (ADR
 * 210): its page info, the tabs it shows (a tabs page) or opens rows with (a list), and its
 * multi-view's definition, at once instead of after mf-views has loaded and mounted. All of it is
 * one call, GET /landing-data (ADR 233): for a tabs page the server answers the multi-view of the
 * tab it guesses, which is used only when it is the tab chosen here from the tabs. Each answer is
 * kept under the key of its own call; a part the landing call did not answer is asked alone, as
 * before. A tabs page's first list's first page comes with it too, when the server asked the page
 * this start would ask (ADR 248), else it is asked with its tab's definition (firstList.ts).
 * mf-views' page, tabs, multi-view and list stores take the answers (pageCalls.ts). Returns the
 * calls started now; a path no server route serves (e.g. /profile) starts none.
 */
export function startLanding(
  path: string,
  routes: RouteRecord[] = session.routes,
  signInAnswer?: SignInLanding | null,
): string[] {
  const start = pageStart(path, routes);
  if (!start) return [];
  const { route, params, query, tabsRoute, ownMultiView, landingQuery } = start;
  const token = session.bearerToken;
  // A password sign-in answered this page's landing data with the session (ADR 259): used when
  // it is the page asked here, else asked as before.
  const answered = signInAnswer && sameLandingQuery(signInAnswer.query, landingQuery);
  const answer = answered
    ? Promise.resolve({ data: signInAnswer.data })
    : landingDataCall(landingQuery).request();
  answer.catch(() => undefined);
  // A part from the landing answer, else (no such part, or the landing call failed) its own call.
  const fromLanding =
    <T>(call: PageCall<T>, part: (data: LandingData) => LandingPart | null | undefined) =>
    () =>
      answer.then(({ data }) => partAnswer<T>(part(data))).catch(() => call.request());
  const pageInfo = pageInfoCall(route.id, params.id ?? null);
  const pageInfoAnswer = startCall(
    pageInfo,
    fromLanding(pageInfo, (data) => data.page_info),
  );
  const started = [pageInfo.key];
  if (tabsRoute) {
    const tabs = routeTabsCall(tabsRoute.id);
    started.push(tabs.key);
    const tabsAnswer = startCall(
      tabs,
      fromLanding(tabs, (data) => data.route_tabs),
    );
    if (tabsRoute === route) {
      const registration = tabsAnswer
        .then(async ({ data }) => {
          const multiViewId = firstTabMultiView(data, params, query);
          // Not for a session that has ended or changed meanwhile.
          if (!multiViewId || session.bearerToken !== token) return;
          const multiView = multiViewCall(multiViewId);
          const guessed = await answer.then(
            ({ data: landingData }) => partAnswer<unknown>(landingData.multi_view),
            () => null,
          );
          // The server's guess is used only when it is the tab chosen here.
          const right =
            guessed &&
            (guessed.data as { multi_view_id?: number } | null)?.multi_view_id === multiViewId;
          const definition = startCall(
            multiView,
            right ? () => Promise.resolve(guessed) : multiView.request,
          );
          // The tab's first list's first page, with its definition, not once the list has
          // rendered (ADR 233); not with a child record open (the list may give way to it).
          if (query.has('child_id')) return;
          const [info, view] = await Promise.all([pageInfoAnswer, definition]);
          const page = firstTabListPage(view.data, params, info.data?.tab_config);
          if (!page || session.bearerToken !== token) return;
          // The server asked it with the definition when it saw the same page (ADR 248).
          const list = listPageCall(page.url, page.query);
          const path = firstListPath(page);
          startCall(list, () =>
            answer
              .then(({ data: landingData }) => {
                const sent = landingData.first_list;
                if (sent?.path !== path) throw new Error('another first page');
                return partAnswer<RecordData[]>(sent);
              })
              .catch(() => list.request()),
          );
        })
        .catch(() => undefined);
      // mf-views may ask for the tab's multi-view before this has worked out which it is, when
      // its code was in before the landing answer (fetched while the user typed): it waits.
      registerLater(registration);
    }
  }
  if (ownMultiView) {
    const multiView = multiViewCall(ownMultiView);
    startCall(
      multiView,
      fromLanding(multiView, (data) => data.multi_view),
    );
    started.push(multiView.key);
  }
  return started;
}
