import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { DASHBOARD_USER_TYPE_ID, requireStaff, requireUser } from '../../core/auth-guard';
import type { AuthUser } from '../../core/sessions';
import { OAUTH_PROVIDER_SCHEMA } from '../shell/schemas';
import { finishConsent, startConsent } from './consent';
import { GOOGLE_PROVIDER_ID, oauthProviders } from './user-payload';

export const GOOGLE_LINKED = 'Google linked successfully';
export const OAUTH_LINKED_EVENT = 'oauth.linked';

interface CallbackBody {
  code: string;
  state: string;
  organisation_id?: number;
  user_id?: number;
  device_token?: string;
  token?: string;
}

const CALLBACK_BODY = S.obj(
  {
    code: S.str({ minLength: 1, maxLength: 200 }),
    state: S.str({ minLength: 1, maxLength: 200 }),
    organisation_id: S.int(),
    user_id: S.int(),
    device_token: S.str({ maxLength: 500 }),
    token: S.str({ maxLength: 200 }),
  },
  ['code', 'state'],
);

const URL_REPLY = replies(S.obj({ url: S.str() }));

/** The callback page may run in a popup that sends the session token in the body. */
async function callbackUser(
  ctx: AppContext,
  request: FastifyRequest,
  body: CallbackBody,
): Promise<AuthUser> {
  const fromBody = body.token ? await ctx.sessions.resolve(body.token) : null;
  const user = fromBody ?? (await requireUser(request));
  const claimsOther =
    (body.user_id !== undefined && body.user_id !== user.id) ||
    (body.organisation_id !== undefined && body.organisation_id !== user.organisation_id);
  if (claimsOther) throw new HttpError(403, 'This request belongs to another account.');
  return user;
}

/** A stable provider-side id for the local identity service's stand-in accounts. */
function providerUid(ctx: AppContext, provider: string, userId: number): string {
  return `${provider.split('.')[0]}-${ctx.secrets.hashToken(`${provider}:${userId}`).slice(0, 20)}`;
}

async function linkGoogle(ctx: AppContext, user: AuthUser): Promise<string> {
  const uid = providerUid(ctx, GOOGLE_PROVIDER_ID, user.id);
  await ctx.db
    .insertInto('oauth_links')
    .values({ user_id: user.id, provider_id: GOOGLE_PROVIDER_ID, uid })
    .onConflict((oc) => oc.columns(['user_id', 'provider_id']).doUpdateSet({ uid }))
    .execute();
  const calendars = [
    { calendar_id: `${uid}-primary`, name: user.email },
    { calendar_id: `${uid}-jobs`, name: 'Jobs' },
  ];
  for (const calendar of calendars) {
    await ctx.db
      .insertInto('user_calendars')
      .values({ user_id: user.id, ...calendar })
      .onConflict((oc) => oc.columns(['user_id', 'calendar_id']).doNothing())
      .execute();
  }
  await ctx.db
    .updateTable('users')
    .set({ default_calendar_id: calendars[0].calendar_id })
    .where('id', '=', user.id)
    .where('default_calendar_id', 'is', null)
    .execute();
  return uid;
}

/**
 * Account link and unlink (identity and calendar account), the accounting connection and
 * the calendar choice. The consent pages are this server's own (see consent.ts).
 */
export function registerOAuth(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { device_token?: string } }>(
    '/auth/google/link-url',
    {
      schema: {
        querystring: S.obj({ device_token: S.str({ maxLength: 500 }) }),
        response: URL_REPLY,
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const device =
        request.query.device_token ?? (request.headers['x-device-token'] as string | undefined);
      return ok({
        url: await startConsent(ctx, request, GOOGLE_PROVIDER_ID, user, device ?? null),
      });
    },
  );

  app.post<{ Body: CallbackBody }>(
    '/auth/google/authenticate',
    {
      schema: {
        body: CALLBACK_BODY,
        response: replies(S.obj({ oauth_providers: S.arr(OAUTH_PROVIDER_SCHEMA) })),
      },
    },
    async (request) => {
      const user = await callbackUser(ctx, request, request.body);
      await finishConsent(ctx, GOOGLE_PROVIDER_ID, user, request.body.code, request.body.state);
      const uid = await linkGoogle(ctx, user);
      ctx.hub.publishToUser(user.id, OAUTH_LINKED_EVENT, { providerId: GOOGLE_PROVIDER_ID, uid });
      return ok(
        { oauth_providers: await oauthProviders(ctx, user.id) },
        { message: GOOGLE_LINKED },
      );
    },
  );

  app.get(
    '/xero/connect',
    { schema: { querystring: S.empty(), response: URL_REPLY } },
    async (request) => {
      const user = await requireStaff(request);
      const device = request.headers['x-device-token'];
      return ok({
        url: await startConsent(
          ctx,
          request,
          'xero',
          user,
          typeof device === 'string' ? device : null,
        ),
      });
    },
  );

  app.post<{ Body: CallbackBody }>(
    '/xero/authenticate',
    { schema: { body: CALLBACK_BODY, response: replies(S.obj({ connected: S.bool() })) } },
    async (request) => {
      const user = await callbackUser(ctx, request, request.body);
      if (user.user_type_id === DASHBOARD_USER_TYPE_ID)
        throw new HttpError(403, 'Dashboard users cannot do this.');
      await finishConsent(ctx, 'xero', user, request.body.code, request.body.state);
      await ctx.db
        .insertInto('organisation_integrations')
        .values({
          organisation_id: user.organisation_id,
          provider: 'xero',
          connected_by: user.id,
          connected_at: ctx.clock.now(),
        })
        .onConflict((oc) =>
          oc
            .columns(['organisation_id', 'provider'])
            .doUpdateSet({ connected_by: user.id, connected_at: ctx.clock.now() }),
        )
        .execute();
      ctx.hub.publishToOrganisation(user.organisation_id, 'integration.connected', {
        provider: 'xero',
      });
      return ok({ connected: true }, { message: 'Xero connected successfully' });
    },
  );

  const connectedReply = replies(S.obj({ connected: S.bool() }));
  const statusReply = replies(
    S.obj({ connected: S.bool(), connected_at: S.str(), connected_by: S.str() }),
  );
  app.get(
    '/xero/status',
    { schema: { querystring: S.empty(), response: statusReply } },
    async (request) => {
      const user = await requireStaff(request);
      const row = await ctx.db
        .selectFrom('organisation_integrations')
        .leftJoin('users', 'users.id', 'organisation_integrations.connected_by')
        .select(['organisation_integrations.connected_at', 'users.first_name', 'users.last_name'])
        .where('organisation_integrations.organisation_id', '=', user.organisation_id)
        .where('organisation_integrations.provider', '=', 'xero')
        .executeTakeFirst();
      if (!row) return ok({ connected: false }, { suppressNotificationMessage: true });
      const by = [row.first_name, row.last_name].filter(Boolean).join(' ');
      return ok(
        {
          connected: true,
          connected_at: new Date(row.connected_at).toISOString(),
          ...(by ? { connected_by: by } : {}),
        },
        { suppressNotificationMessage: true },
      );
    },
  );

  app.get(
    '/xero/disconnect',
    { schema: { querystring: S.empty(), response: connectedReply } },
    async (request) => {
      const user = await requireStaff(request);
      await ctx.db
        .deleteFrom('organisation_integrations')
        .where('organisation_id', '=', user.organisation_id)
        .where('provider', '=', 'xero')
        .execute();
      return ok({ connected: false }, { message: 'Xero disconnected' });
    },
  );

  app.post<{ Body: { providerId: string; uid: string; user_id?: number; device_token?: string } }>(
    '/auth/unlink-from-oauth',
    {
      schema: {
        body: S.obj(
          {
            providerId: S.str({ minLength: 1, maxLength: 100 }),
            uid: S.str({ minLength: 1, maxLength: 200 }),
            user_id: S.int(),
            device_token: S.str({ maxLength: 500 }),
          },
          ['providerId', 'uid'],
        ),
        response: replies(S.obj({ oauth_providers: S.arr(OAUTH_PROVIDER_SCHEMA) })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.body.user_id !== undefined && request.body.user_id !== user.id) {
        throw new HttpError(403, 'You can only unlink your own accounts.');
      }
      const removed = await ctx.db
        .deleteFrom('oauth_links')
        .where('user_id', '=', user.id)
        .where('provider_id', '=', request.body.providerId)
        .where('uid', '=', request.body.uid)
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw new HttpError(404, 'This account is not linked.');
      if (request.body.providerId === GOOGLE_PROVIDER_ID) {
        await ctx.db.deleteFrom('user_calendars').where('user_id', '=', user.id).execute();
        await ctx.db
          .updateTable('users')
          .set({ default_calendar_id: null })
          .where('id', '=', user.id)
          .execute();
      }
      return ok(
        { oauth_providers: await oauthProviders(ctx, user.id) },
        { message: 'Account unlinked successfully' },
      );
    },
  );

  const calendarSchema = S.obj({ calendar_id: S.str(), name: S.str(), is_default: S.bool() });

  app.get(
    '/user_calendar',
    { schema: { querystring: S.empty(), response: replies(S.arr(calendarSchema)) } },
    async (request) => {
      const user = await requireUser(request);
      const owner = await ctx.db
        .selectFrom('users')
        .select('default_calendar_id')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const rows = await ctx.db
        .selectFrom('user_calendars')
        .select(['calendar_id', 'name'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      const calendars = rows.map((row) => ({
        ...row,
        is_default: row.calendar_id === owner.default_calendar_id,
      }));
      return ok(calendars, { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: { calendar_id: string } }>(
    '/user_calendar/default',
    {
      schema: {
        body: S.obj({ calendar_id: S.str({ minLength: 1, maxLength: 200 }) }, ['calendar_id']),
        response: replies(calendarSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const calendar = await ctx.db
        .selectFrom('user_calendars')
        .select(['calendar_id', 'name'])
        .where('user_id', '=', user.id)
        .where('calendar_id', '=', request.body.calendar_id)
        .executeTakeFirst();
      if (!calendar) throw new HttpError(404, 'Calendar not found.');
      await ctx.db
        .updateTable('users')
        .set({ default_calendar_id: calendar.calendar_id })
        .where('id', '=', user.id)
        .execute();
      return ok({ ...calendar, is_default: true }, { message: 'Default calendar replaced' });
    },
  );
}
