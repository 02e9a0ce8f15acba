import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LandingData, LandingPart, LandingQuery, RouteTab } from '@platform/shared/contracts';
import type { LoginResponse, SignInLanding, User } from '@platform/shared/contracts';
import { firstListPath, firstTabListPage } from '@platform/shared/landing/first-list';
import { pageStart } from '@platform/shared/landing/query';
import { resolveLanding } from '@platform/shared/landing/resolve';
import { ok, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { OPEN_OBJECT, repliesWith } from './schemas';

// The caller's headers go to the inner calls (its token, its client's version and session
// headers), except those of the connection and the body, the compression (the parts are read
// here) and its cookies (no part reads one).
const DROPPED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'content-type',
  'accept-encoding',
  'cookie',
]);

const isNewRecord = (mainId: number | undefined) => mainId === undefined || mainId <= 0;

/**
 * The tab a tabs page opens first, as the client chooses it (`@platform/shared/landing`,
 * firstTabMultiView): the route's named tab, else the one the `tabs` query names (path, id or
 * name), else the default, else the first usable. Only a guess: the client checks it against its
 * own choice and asks the multi-view itself when they differ.
 */
export function guessFirstTab(
  tabs: RouteTab[],
  { tab, tabs: requested, main_id }: Pick<LandingQuery, 'tab' | 'tabs' | 'main_id'>,
): RouteTab | undefined {
  const isNew = isNewRecord(main_id);
  const key = (candidate: RouteTab) => candidate.path.replace(/^\/+/, '');
  const usable = tabs.filter(
    (candidate) =>
      String(candidate.enabled).toLowerCase() === 'true' &&
      !(isNew && [2, 3].includes(Number(candidate.state_on_new_id))),
  );
  const wanted = requested?.trim().replace(/^\/+/, '').toLowerCase();
  return (
    (tab ? usable.find((candidate) => key(candidate) === tab) : undefined) ??
    (wanted
      ? (usable.find((candidate) => key(candidate).toLowerCase() === wanted) ??
        usable.find((candidate) => String(candidate.id) === wanted) ??
        usable.find((candidate) => candidate.name.trim().toLowerCase() === wanted))
      : undefined) ??
    usable.find((candidate) => candidate.default || candidate.default_tab) ??
    usable[0]
  );
}

/**
 * GET /landing-data: what a view-framework page asks first (its page info, its tabs and its
 * first multi-view's definition) in one round trip, for the shell to ask the moment a session
 * exists (ADR 233). Each part is answered by the call the page would have made, run in this
 * process as the caller (same token, so the same organisation, rights and errors), so nothing
 * here decides what a user may see. A part that failed is sent with its status: the page asks
 * that call itself.
 */
export function registerLandingRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: LandingQuery }>(
    '/landing-data',
    {
      schema: {
        querystring: S.obj(
          {
            route_id: S.int({ minimum: 1 }),
            main_id: S.int(),
            tabs_route_id: S.int({ minimum: 1 }),
            multi_view_id: S.int({ minimum: 1 }),
            tab: S.str({ maxLength: 200 }),
            tabs: S.str({ maxLength: 200 }),
          },
          ['route_id'],
        ),
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      // Refused here, not in each part, when nobody is signed in.
      await requireUser(request);
      return ok(await answerLanding(app, request, request.query), {
        suppressNotificationMessage: true,
      });
    },
  );
}

/**
 * GET /landing-data's answer for `query`, each part asked in this process as the caller, or as
 * the session of `token` (a password sign-in answers its landing page's data with the session it
 * has just made, ADR 259).
 */
export async function answerLanding(
  app: FastifyInstance,
  request: FastifyRequest,
  query: LandingQuery,
  token?: string,
): Promise<LandingData> {
  const as = (url: string) => innerCall(app, request, url, token);
  const mainId = query.main_id === undefined ? '' : `&main_id=${query.main_id}`;
  const multiView = (id: number) => as(`/multi-view-data?multi_view_id=${id}`);
  const [pageInfo, routeTabs, listMultiView] = await Promise.all([
    as(`/page-info?route_id=${query.route_id}${mainId}`),
    query.tabs_route_id ? as(`/route-tabs/${query.tabs_route_id}`) : null,
    query.multi_view_id ? multiView(query.multi_view_id) : null,
  ]);
  let tabMultiView: LandingPart | null = null;
  let firstList: (LandingPart & { path: string }) | null = null;
  if (query.tabs_route_id === query.route_id && routeTabs?.status === 200) {
    const tabs = (routeTabs.body as { data?: RouteTab[] }).data;
    const first = Array.isArray(tabs) ? guessFirstTab(tabs, query) : undefined;
    if (first?.multi_view_id) tabMultiView = await multiView(first.multi_view_id);
    const path = firstListOf(pageInfo, tabMultiView, query);
    if (path) firstList = { path, ...(await as(path)) };
  }
  return {
    page_info: pageInfo,
    route_tabs: routeTabs,
    multi_view: listMultiView ?? tabMultiView,
    first_list: firstList,
  };
}

/**
 * The page a user who has just signed in with a password lands on (the client's own rule,
 * resolveLanding) and its GET /landing-data answer, asked as the new session: the sign-in's answer
 * carries it, so the first page waits on one round trip fewer (ADR 259). Null for a page no route
 * of the user serves, and when anything fails: the client then asks GET /landing-data itself.
 */
export async function signInLanding(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User & LoginResponse,
  intended: string | null,
): Promise<SignInLanding | null> {
  try {
    const { path } = resolveLanding({ user, routes: user.routes, intended });
    const start = pageStart(path, user.routes);
    if (!start) return null;
    const data = await answerLanding(app, request, start.landingQuery, user.token);
    return { path, query: start.landingQuery, data };
  } catch (error) {
    request.log.warn({ err: error }, 'the sign-in landing data failed; the client asks it');
    return null;
  }
}

/**
 * The first page the guessed tab's first list asks (`firstTabListPage`, the client's own rule)
 * as the address the client's call layer asks, when that is a path of this API; the record id and
 * the tab are the route's parameters the page's views see. Null when there is no such list, or
 * the definition or page info did not answer. The client uses the answer only when its own
 * address is the same (ADR 248).
 */
function firstListOf(
  pageInfo: LandingPart,
  tabMultiView: LandingPart | null,
  { main_id, tab }: Pick<LandingQuery, 'main_id' | 'tab'>,
): string | null {
  if (pageInfo.status !== 200 || tabMultiView?.status !== 200) return null;
  const routeParams: Record<string, string> = {};
  if (main_id !== undefined) routeParams.id = String(main_id);
  if (tab) routeParams.tab = tab;
  const tabConfig = (pageInfo.body as { data?: { tab_config?: unknown } } | null)?.data?.tab_config;
  const view = (tabMultiView.body as { data?: unknown } | null)?.data;
  const page = firstTabListPage(view, routeParams, tabConfig);
  if (!page) return null;
  const path = firstListPath(page);
  // Only this API's own paths: a list of another host is asked by the browser.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** A GET of this API run in this process with the caller's (or `token`'s) session and client headers. */
async function innerCall(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  token?: string,
): Promise<LandingPart> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!DROPPED_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  // From the caller's own address, so rate limits and the trusted-proxy rule see the caller, not
  // this process (inject's default is 127.0.0.1).
  const remoteAddress = request.socket.remoteAddress ?? request.ip;
  const response = await app.inject({ method: 'GET', url, headers, remoteAddress });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}
