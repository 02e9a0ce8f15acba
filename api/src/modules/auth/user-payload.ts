import type { LoginResponse, OAuthProvider, User } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import { readCacheOf, type ReadCache, type TableChanges } from '../../core/table-changes';
import { buildRouteList } from '../shell/route-list';

export const GOOGLE_PROVIDER_ID = 'google.com';

const providerCaches = new WeakMap<TableChanges, ReadCache<OAuthProvider[]>>();

/** The user's linked sign-in providers (kept while `oauth_links` is unchanged; do not modify). */
export function oauthProviders(ctx: AppContext, userId: number): Promise<OAuthProvider[]> {
  const cache = readCacheOf(providerCaches, ctx.tableChanges, ['oauth_links']);
  return cache.get(String(userId), async () => {
    const rows = await ctx.db
      .selectFrom('oauth_links')
      .select(['provider_id', 'uid'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ providerId: row.provider_id, uid: row.uid }));
  });
}

/** The session user of the spec (§3 User) for a user id. */
export async function loadSessionUser(ctx: AppContext, userId: number): Promise<User> {
  const row = await ctx.db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select([
      'u.id',
      'u.organisation_id',
      'o.short_code',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.timezone',
      'o.timezone as organisation_timezone',
      'u.profile_picture',
      'u.mobile_app_tracker',
      'u.is_email_verified',
      'u.identity_uid',
      'u.staff_role_id',
      'u.user_role_ids',
      'u.user_type_id',
      'u.timesheets_enabled',
      'o.timesheets_enabled as organisation_timesheets',
      'u.is_super_admin',
    ])
    .where('u.id', '=', userId)
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Session timed out: please login again.');
  return {
    user_id: row.id,
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    organisation_id: row.organisation_id,
    organisation_short_code: row.short_code,
    email: row.email,
    timezone: row.timezone ?? row.organisation_timezone,
    profile_picture: row.profile_picture,
    mobile_app_tracker: row.mobile_app_tracker,
    oauth_providers: await oauthProviders(ctx, row.id),
    is_email_verified: row.is_email_verified,
    firebase_user_id: row.identity_uid,
    staff_role_id: row.staff_role_id,
    user_role_ids: row.user_role_ids,
    user_type_id: row.user_type_id,
    timesheets_enabled: row.timesheets_enabled && row.organisation_timesheets,
    is_super_admin: row.is_super_admin,
  };
}

/** The user with token, routes, menu and notifications: the answer of a sign-in. */
export async function sessionPayload(
  ctx: AppContext,
  userId: number,
  token: string,
): Promise<User & LoginResponse> {
  const user = await loadSessionUser(ctx, userId);
  const routeList = await buildRouteList(ctx, user);
  return { ...user, token, ...routeList };
}
