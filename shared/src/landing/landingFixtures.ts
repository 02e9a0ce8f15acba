// What the landing start's tests share: the routes and tabs of a demo organisation, and a fake
// server whose answers wait until the test lets them go (startLanding.test.ts,
// firstListLanding.test.ts).
import type { RouteRecord, RouteTab } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  routeForTest,
  tabForTest,
  type FakeReply,
} from '@platform/shared/testing';

export function route(id: number, path: string, extra: Partial<RouteRecord> = {}): RouteRecord {
  return routeForTest(id, path, { sort: 1, ...extra });
}

export const ROUTES = [
  route(1, '/_acme_/dashboard', { route_type: 'tabs', has_tabs: true, multi_view_id: 1 }),
  route(2, '/_acme_/jobs', { route_type: 'list', multi_view_id: 20 }),
  route(3, '/_acme_/jobs/:id', { route_type: 'tabs', has_tabs: true }),
];

export function tab(id: number, path: string, multiViewId: number, isDefault = false): RouteTab {
  return tabForTest(id, path, {
    multi_view_id: multiViewId,
    default: isDefault,
    default_tab: isDefault,
  });
}

export type Request = { path: string; query: URLSearchParams; headers: Record<string, string> };

export interface ServerOptions {
  /** The items of every multi-view the server answers (none by default). */
  items?: unknown[];
  /** GET /page-info's tab_config. */
  tabConfig?: Record<string, unknown>;
  /** The tab whose multi-view GET /landing-data sends with a tabs page's tabs (default: /today). */
  guessedTab?: string;
  /** Replaces GET /landing-data's answer (a failure, a part missing). */
  landing?: (request: Request, parts: Record<string, FakeReply | null>) => FakeReply;
}

/**
 * A fake server whose answers wait until the test lets them go. GET /landing-data answers each
 * part as its own call would, as the API does (ADR 233).
 */
export function heldServer(options: ServerOptions = {}) {
  const releases: (() => void)[] = [];
  const held = (reply: (request: Request) => FakeReply) => (request: Request) =>
    new Promise<FakeReply>((resolve) => releases.push(() => resolve(reply(request))));
  const answered: string[] = [];
  const byUser = (request: { headers: Record<string, string> }) =>
    (request.headers.Authorization ?? request.headers.authorization ?? '').replace('Bearer ', '');
  const TABS = [tab(7, '/summary', 5), tab(8, '/today', 6, true)];
  const pageInfo = (request: Request): FakeReply => ({
    body: envelope({
      page_name: `Dashboard of ${byUser(request)}`,
      ...(options.tabConfig ? { tab_config: options.tabConfig } : {}),
    }),
  });
  const routeTabs = (): FakeReply => ({ body: envelope(TABS) });
  const multiView = (request: Request, id: number): FakeReply => ({
    body: envelope({
      multi_view_id: id,
      owner: byUser(request),
      ...(options.items ? { data: options.items } : {}),
    }),
  });
  const asPart = (reply: FakeReply | null) =>
    reply && { status: reply.status ?? 200, body: reply.body };
  const fake = installFakeApi({
    'GET /page-info': held((request) => {
      answered.push(request.path);
      return pageInfo(request);
    }),
    'GET /route-tabs/:id': held((request) => {
      answered.push(request.path);
      return routeTabs();
    }),
    'GET /multi-view-data': held((request) => {
      answered.push(request.path);
      return multiView(request, Number(request.query.get('multi_view_id')));
    }),
    'GET /records/:type': held((request) => {
      answered.push(request.path);
      return { body: envelope([{ id: 1, owner: byUser(request) }]) };
    }),
    'GET /landing-data': held((request) => {
      answered.push(request.path);
      const query = request.query;
      const tabsRoute = query.get('tabs_route_id');
      const guessed = TABS.find(
        (item) => item.path === `/${query.get('tab') ?? options.guessedTab ?? 'today'}`,
      );
      const ownView = query.get('multi_view_id');
      const parts = {
        page_info: pageInfo(request),
        route_tabs: tabsRoute ? routeTabs() : null,
        multi_view: ownView
          ? multiView(request, Number(ownView))
          : tabsRoute === query.get('route_id') && guessed
            ? multiView(request, guessed.multi_view_id!)
            : null,
      };
      if (options.landing) return options.landing(request, parts);
      return {
        body: envelope({
          page_info: asPart(parts.page_info),
          route_tabs: asPart(parts.route_tabs),
          multi_view: asPart(parts.multi_view),
        }),
      };
    }),
  });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await flush();
    }
  };
  const paths = () => fake.calls.map((call) => call.url.replace('http://api.test', ''));
  return { fake, answered, releaseAll, paths };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
