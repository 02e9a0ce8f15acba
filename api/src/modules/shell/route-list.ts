import type { MenuItem, RouteListResponse, RouteRecord, User } from '@platform/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../core/database';
import type { AppContext } from '../../core/module';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';
import { readCacheOf, type ReadCache, type TableChanges } from '../../core/table-changes';

/** Notifications sent with the route list and the popup: the newest ones. */
export const POPUP_NOTIFICATIONS = 10;

/** Who the route list is for (the session user or an AuthUser both fit). */
export interface RouteAudience {
  id: number;
  organisation_id: number;
  organisation_short_code: string;
  user_type_id: number;
  staff_role_id: number | null;
  user_role_ids: string;
}

/** '/jobs/:id' in organisation 'demo' → '/_demo_/jobs/:id'. */
export function prefixPath(shortCode: string, path: string | null): string | null {
  if (path === null) return null;
  return `/_${shortCode}_${path.startsWith('/') ? path : `/${path}`}`;
}

export interface RouteRow {
  id: number;
  path: string;
  page_name: string;
  return_path: string | null;
  menu_item_path: string | null;
  sort: number;
  multi_view_id: number | null;
  route_type: string;
  requires_login: boolean;
  has_tabs: boolean;
  listing_headers: unknown[] | null;
  audience: string;
  role_ids: string | null;
}

function roleSet(user: RouteAudience): Set<string> {
  const roles = user.user_role_ids.split(',').map((role) => role.trim());
  if (user.staff_role_id !== null) roles.push(String(user.staff_role_id));
  return new Set(roles.filter(Boolean));
}

/** Routes are given per user: dashboard users get dashboard routes, staff get routes of their roles. */
export function routeVisibleTo(
  route: Pick<RouteRow, 'audience' | 'role_ids'>,
  user: RouteAudience,
) {
  if (user.user_type_id === DASHBOARD_USER_TYPE_ID) {
    return route.audience === 'dashboard' || route.audience === 'all';
  }
  if (route.audience === 'dashboard') return false;
  if (!route.role_ids) return true;
  const roles = roleSet(user);
  return route.role_ids.split(',').some((role) => roles.has(role.trim()));
}

export function toRouteRecord(row: RouteRow, shortCode: string): RouteRecord {
  return {
    id: row.id,
    path: prefixPath(shortCode, row.path) as string,
    page_name: row.page_name,
    return_path: prefixPath(shortCode, row.return_path),
    menu_item_path: prefixPath(shortCode, row.menu_item_path),
    sort: row.sort,
    multi_view_id: row.multi_view_id,
    route_type: row.route_type,
    listing_headers: row.listing_headers ?? [],
    meta: { id: row.id, requires_login: row.requires_login },
    has_tabs: row.has_tabs,
  };
}

export const ROUTE_COLUMNS = [
  'id',
  'path',
  'page_name',
  'return_path',
  'menu_item_path',
  'sort',
  'multi_view_id',
  'route_type',
  'requires_login',
  'has_tabs',
  'listing_headers',
  'audience',
  'role_ids',
] as const;

type MenuRow = Pick<MenuItem, 'id' | 'parent_id' | 'route_id' | 'name' | 'icon' | 'sort'>;

/** An organisation's routes and menu as stored, with the version they were read under. */
interface OrganisationRoutes {
  version: string;
  routes: RouteRow[];
  menu: MenuRow[];
}

/** Organisations whose routes a process keeps; the oldest read is forgotten first. */
const ROUTE_CACHE_SIZE = 1000;
const routeCaches = new WeakMap<Db, Map<number, OrganisationRoutes>>();

/**
 * The organisation's routes and menu, read again only when `route_list_versions` says they
 * changed (triggers on routes and menu_items raise it, in any process: docs/decisions/162).
 */
const memoryCaches = new WeakMap<TableChanges, ReadCache<OrganisationRoutes>>();

/**
 * The organisation's routes and menu: from memory while `routes` and `menu_items` are unchanged
 * where writes are counted (the embedded database, docs/decisions/175), else checked against
 * the stored version.
 */
function organisationRoutes(ctx: AppContext, organisationId: number): Promise<OrganisationRoutes> {
  return readCacheOf(memoryCaches, ctx.tableChanges, ['routes', 'menu_items']).get(
    String(organisationId),
    () => versionedRoutes(ctx, organisationId),
  );
}

async function versionedRoutes(
  ctx: AppContext,
  organisationId: number,
): Promise<OrganisationRoutes> {
  const stored = await ctx.db
    .selectFrom('route_list_versions')
    .select(sql<string>`version::text`.as('version'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const version = stored?.version ?? '0';
  let cache = routeCaches.get(ctx.db);
  if (!cache) routeCaches.set(ctx.db, (cache = new Map()));
  const known = cache.get(organisationId);
  if (known?.version === version) return known;
  const [routes, menu] = await Promise.all([
    ctx.db
      .selectFrom('routes')
      .select(ROUTE_COLUMNS)
      .where('organisation_id', '=', organisationId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('menu_items')
      .select(['id', 'parent_id', 'route_id', 'name', 'icon', 'sort'])
      .where('organisation_id', '=', organisationId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const entry: OrganisationRoutes = { version, routes: routes as RouteRow[], menu };
  cache.delete(organisationId);
  cache.set(organisationId, entry);
  if (cache.size > ROUTE_CACHE_SIZE) cache.delete(cache.keys().next().value as number);
  return entry;
}

function routesFor(stored: OrganisationRoutes, user: RouteAudience): RouteRecord[] {
  return stored.routes
    .filter((row) => routeVisibleTo(row, user))
    .map((row) => toRouteRecord(row, user.organisation_short_code));
}

/** The routes a user may open, in menu order. */
export async function visibleRoutes(ctx: AppContext, user: RouteAudience): Promise<RouteRecord[]> {
  return routesFor(await organisationRoutes(ctx, user.organisation_id), user);
}

/**
 * Menu items whose route the user may open, plus the headings above them; a heading with
 * nothing visible beneath it is left out.
 */
function visibleMenu(rows: MenuRow[], routes: RouteRecord[]): MenuItem[] {
  const routeById = new Map(routes.map((route) => [route.id, route]));
  const keep = new Set<number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    if (row.route_id === null || !routeById.has(row.route_id)) continue;
    for (let item: MenuRow | undefined = row; item && !keep.has(item.id);) {
      keep.add(item.id);
      item = item.parent_id === null ? undefined : byId.get(item.parent_id);
    }
  }
  return rows
    .filter((row) => keep.has(row.id))
    .map((row) => ({
      id: row.id,
      parent_id: row.parent_id,
      route_id: row.route_id,
      name: row.name,
      icon: row.icon,
      path: row.route_id === null ? null : (routeById.get(row.route_id)?.path ?? null),
      sort: row.sort,
    }));
}

/** The answer of POST /route-list, also part of every sign-in answer. */
export async function buildRouteList(
  ctx: AppContext,
  user: RouteAudience & Pick<User, 'oauth_providers'>,
): Promise<RouteListResponse> {
  const stored = await organisationRoutes(ctx, user.organisation_id);
  const routes = routesFor(stored, user);
  const menu_items = visibleMenu(stored.menu, routes);
  const [notifications, notifications_count] = await Promise.all([
    ctx.notifications.latest(user.id, POPUP_NOTIFICATIONS),
    ctx.notifications.unreadCount(user.id),
  ]);
  return {
    routes,
    menu_items,
    notifications,
    notifications_count,
    google_auth: user.oauth_providers.some((provider) => provider.providerId === 'google.com'),
    google_client_id: ctx.config.googleClientId,
  };
}
