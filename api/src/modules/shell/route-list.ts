import type { MenuItem, RouteListResponse, RouteRecord, User } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';

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

/** The routes a user may open, in menu order. */
export async function visibleRoutes(ctx: AppContext, user: RouteAudience): Promise<RouteRecord[]> {
  const rows = await ctx.db
    .selectFrom('routes')
    .select(ROUTE_COLUMNS)
    .where('organisation_id', '=', user.organisation_id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => routeVisibleTo(row, user))
    .map((row) => toRouteRecord(row as RouteRow, user.organisation_short_code));
}

/**
 * Menu items whose route the user may open, plus the headings above them; a heading with
 * nothing visible beneath it is left out.
 */
export async function visibleMenu(
  ctx: AppContext,
  user: RouteAudience,
  routes: RouteRecord[],
): Promise<MenuItem[]> {
  const rows = await ctx.db
    .selectFrom('menu_items')
    .select(['id', 'parent_id', 'route_id', 'name', 'icon', 'sort'])
    .where('organisation_id', '=', user.organisation_id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const routeById = new Map(routes.map((route) => [route.id, route]));
  const keep = new Set<number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    if (row.route_id === null || !routeById.has(row.route_id)) continue;
    for (let item: typeof row | undefined = row; item && !keep.has(item.id);) {
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
  const routes = await visibleRoutes(ctx, user);
  const [menu_items, notifications, notifications_count] = await Promise.all([
    visibleMenu(ctx, user, routes),
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
