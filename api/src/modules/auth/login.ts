import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthLoginResult } from '@platform/shared/contracts';
import { INTENDED_MAX_LENGTH } from '@platform/shared/landing/resolve';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { LIMITS } from '../../core/limits';
import { bearerToken, requireUser } from '../../core/auth-guard';
import { buildRouteList } from '../shell/route-list';
import { signInLanding } from '../views/landing-routes';
import { OPEN_OBJECT } from '../views/schemas';
import { ROUTE_LIST_SCHEMA, SESSION_USER_SCHEMA } from '../shell/schemas';
import { checkPhoneCode, sendSignInCode } from './codes';
import { rightPassword, takeLoginGuess, wrongPassword } from './login-throttle';
import { oauthProviders, sessionPayload } from './user-payload';

/** Asks for the landing page's first data with the session (ADR 259). */
export interface LandingRequest {
  with_landing?: boolean;
  /** The sign-in page's intended path, which the landing page is worked out from. */
  intended?: string;
}

interface LoginBody extends LandingRequest {
  email: string;
  password: string;
  device_token?: string;
  device_type?: string;
  force_old_login?: boolean;
  firebase_server_side?: boolean;
}

interface SecondStepBody extends LandingRequest {
  session: string;
  code: string;
  device_token?: string;
  device_type?: string;
  firebase_server_side?: boolean;
}

const DEVICE_FIELDS = {
  device_token: S.str({ maxLength: 500 }),
  device_type: S.str({ maxLength: 50 }),
  firebase_server_side: S.bool(),
};

export const LANDING_FIELDS = {
  with_landing: S.bool(),
  intended: S.str({ maxLength: INTENDED_MAX_LENGTH }),
};

/** A sign-in's landing page and its first data (ADR 259), or null. */
const LANDING_SCHEMA = {
  anyOf: [
    { type: 'null' },
    S.obj({ path: S.str(), query: OPEN_OBJECT, data: OPEN_OBJECT }, ['path', 'query', 'data']),
  ],
};

export const LOGIN_RESULT_SCHEMA = S.obj({
  register_firebase: S.bool(),
  user: { anyOf: [{ type: 'null' }, SESSION_USER_SCHEMA] },
  firebase_force_migrate: S.bool(),
  firebase_server_side: S.bool(),
  mfa_required: S.obj({ session: S.str(), phone_hint: S.str() }),
  email_unverified: S.bool(),
  password_migration: S.obj({ forced: S.bool() }),
  landing: LANDING_SCHEMA,
});

export const INVALID_CREDENTIAL = 'The e-mail address or password is incorrect.';
export const MIGRATION_MESSAGE = "You're password needs to be updated. Please reset your password.";

/**
 * A hash to verify against when the e-mail is unknown, so both cases cost the same time and
 * the answer time does not tell which addresses have accounts.
 */
let decoyHash: Promise<string> | null = null;

function result(
  body: { firebase_server_side?: boolean },
  extra: Partial<AuthLoginResult>,
): AuthLoginResult {
  return {
    register_firebase: false,
    user: null,
    firebase_force_migrate: false,
    firebase_server_side: body.firebase_server_side ?? true,
    ...extra,
  };
}

function tokenFrom(request: FastifyRequest, bodyToken: string | undefined): string | null {
  return bodyToken || bearerToken(request);
}

/** The session of the body's token, or else of the Authorization header's; 401 without one. */
async function sessionOf(ctx: AppContext, request: FastifyRequest, bodyToken: string | undefined) {
  const token = tokenFrom(request, bodyToken);
  const user = token ? await ctx.sessions.resolve(token) : null;
  if (!token || !user) {
    throw new HttpError(401, 'Session timed out: please login again.', {
      code: 'unauthenticated',
    });
  }
  return { token, user };
}

/**
 * A new session's user, and its landing page's first data when the body asks (ADR 259): the
 * answer of every sign-in that makes a session (password, phone code, identity provider, token
 * link).
 */
export async function signedInWithLanding(
  app: FastifyInstance,
  ctx: AppContext,
  session: { userId: number; token: string },
  request: FastifyRequest,
  body: LandingRequest,
): Promise<Pick<AuthLoginResult, 'user' | 'landing'>> {
  const user = await sessionPayload(ctx, session.userId, session.token);
  if (!body.with_landing) return { user };
  return { user, landing: await signInLanding(app, request, user, body.intended ?? null) };
}

export function registerLogin(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: {
        body: S.obj(
          {
            email: S.str({ format: 'email', maxLength: 320 }),
            password: S.str({ minLength: 1, maxLength: 200 }),
            force_old_login: S.bool(),
            ...LANDING_FIELDS,
            ...DEVICE_FIELDS,
          },
          ['email', 'password'],
        ),
        response: replies(LOGIN_RESULT_SCHEMA),
      },
    },
    async (request) => {
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      await ctx.limits.consume(`login:ip:${request.ip}`, LIMITS.loginPerIp);
      // Counted before the password is checked, so parallel guesses cannot outrun the lock (ADR 181).
      const guess = await takeLoginGuess(ctx, email, request.ip);

      const user = await ctx.db
        .selectFrom('users')
        .select([
          'id',
          'organisation_id',
          'password_hash',
          'is_email_verified',
          'password_migration',
          'mfa_phone',
        ])
        .where('email', '=', email)
        .where('active', '=', true)
        .executeTakeFirst();
      decoyHash ??= ctx.secrets.hashPassword(ctx.secrets.randomToken(16));
      const passwordOk = await ctx.secrets.verifyPassword(
        body.password,
        user?.password_hash ?? (await decoyHash),
      );
      if (!user || !passwordOk) {
        await wrongPassword(ctx, email, guess, user !== undefined);
        throw new HttpError(400, INVALID_CREDENTIAL, { code: 'invalid-credential' });
      }
      await rightPassword(ctx, email, request.ip);

      if (!user.is_email_verified) {
        return ok(result(body, { email_unverified: true }), {
          message: 'Please verify your email!',
          code: 'email-not-verified',
          suppressNotificationMessage: true,
        });
      }
      const migration = user.password_migration;
      if (migration === 'forced' || (migration === 'optional' && !body.force_old_login)) {
        const forced = migration === 'forced';
        return ok(
          result(body, {
            register_firebase: true,
            firebase_force_migrate: forced,
            password_migration: { forced },
          }),
          {
            message: MIGRATION_MESSAGE,
            code: 'password-migration',
            suppressNotificationMessage: true,
          },
        );
      }
      if (user.mfa_phone) {
        const mfa_required = await sendSignInCode(ctx, user.id, user.mfa_phone, body, request.ip);
        return ok(result(body, { mfa_required }), {
          message: `We have sent a verification code to ${mfa_required.phone_hint}.`,
          code: 'multi-factor-auth-required',
        });
      }
      const { token } = await ctx.sessions.create(user.id, user.organisation_id, body);
      return ok(
        result(
          body,
          await signedInWithLanding(app, ctx, { userId: user.id, token }, request, body),
        ),
      );
    },
  );

  app.post<{ Body: SecondStepBody }>(
    '/firebase-login-session',
    {
      schema: {
        body: S.obj(
          {
            session: S.str({ minLength: 1, maxLength: 200 }),
            code: S.str({ maxLength: 20 }),
            ...LANDING_FIELDS,
            ...DEVICE_FIELDS,
          },
          ['session', 'code'],
        ),
        response: replies(LOGIN_RESULT_SCHEMA),
      },
    },
    async (request) => {
      const row = await checkPhoneCode(
        ctx,
        { session: request.body.session },
        request.body.code.trim(),
      );
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'organisation_id'])
        .where('id', '=', row.user_id)
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      const { token } = await ctx.sessions.create(user.id, user.organisation_id, {
        device_token: request.body.device_token ?? row.device_token,
        device_type: request.body.device_type ?? row.device_type,
      });
      return ok(
        result(
          request.body,
          await signedInWithLanding(app, ctx, { userId: user.id, token }, request, request.body),
        ),
      );
    },
  );

  const tokenBody = S.obj({ token: S.str({ maxLength: 200 }), firebase_server_side: S.bool() });

  // A token link's sign-in (the shell, before routing): the session's user and, when asked, the
  // landing page's first data beside it, as the other sign-ins answer it (ADR 259).
  app.post<{ Body: { token?: string } & LandingRequest }>(
    '/login_token',
    {
      schema: {
        body: S.obj({ ...tokenBody.properties, ...LANDING_FIELDS }),
        response: replies(S.obj({ ...SESSION_USER_SCHEMA.properties, landing: LANDING_SCHEMA })),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const { token, user } = await sessionOf(ctx, request, body.token);
      const { user: payload, landing } = await signedInWithLanding(
        app,
        ctx,
        { userId: user.id, token },
        request,
        body,
      );
      return ok(landing === undefined ? payload : { ...payload!, landing });
    },
  );

  app.post<{ Body: { token?: string } }>(
    '/route-list',
    { schema: { body: tokenBody, response: replies(ROUTE_LIST_SCHEMA) } },
    async (request) => {
      const { user: auth } = await sessionOf(ctx, request, request.body?.token);
      // The session already names the user's organisation and roles: no second user read.
      const user = { ...auth, oauth_providers: await oauthProviders(ctx, auth.id) };
      return ok(await buildRouteList(ctx, user), { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: { email: string } }>(
    '/check-email',
    {
      schema: {
        body: S.obj({ email: S.str({ format: 'email', maxLength: 320 }) }, ['email']),
        response: replies(S.obj({ email: S.str(), registered: S.bool() })),
      },
    },
    async (request) => {
      await ctx.limits.consume(`check-email:ip:${request.ip}`, LIMITS.checkEmailPerIp);
      const email = request.body.email.trim().toLowerCase();
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!user) {
        throw new HttpError(404, 'No account is registered with this e-mail address.', {
          code: 'user-not-found',
        });
      }
      return ok({ email, registered: true }, { suppressNotificationMessage: true });
    },
  );

  const logout = async (request: FastifyRequest<{ Body: { token?: string } | undefined }>) => {
    const token = tokenFrom(request, request.body?.token);
    // Signing out an already dead session is still a successful sign-out.
    if (token) await ctx.sessions.revokeToken(token);
    return ok(null, { message: 'Logged out', suppressNotificationMessage: true });
  };
  for (const path of ['/auth/logout', '/logout']) {
    app.post<{ Body: { token?: string } | undefined }>(
      path,
      { schema: { body: { ...tokenBody, nullable: true }, response: replies(S.nullData()) } },
      logout,
    );
  }

  app.get(
    '/auth/me',
    {
      schema: { querystring: S.empty(), response: replies(S.obj({ id: S.int(), email: S.str() })) },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ id: user.id, email: user.email });
    },
  );
}
