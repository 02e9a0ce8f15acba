import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthLoginResult } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { LIMITS } from '../../core/limits';
import { maskEmail } from '../../core/mask';
import {
  LANDING_FIELDS,
  LOGIN_RESULT_SCHEMA,
  signedInWithLanding,
  type LandingRequest,
} from '../auth/login';
import { sendSignInCode } from '../auth/codes';
import { GOOGLE_PROVIDER_ID } from '../auth/user-payload';
import { codePage, emailPage, expiredPage, pageHeaders } from './identity-pages';

/** How long a sign-in at the stand-in provider may take, and how long its approval code lives. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
export const APPROVAL_TTL_MS = 2 * 60_000;
export const WRONG_CODE = 'That code is not right. Check the email and try again.';

interface CheckBody extends LandingRequest {
  code: string;
  state: string;
  provider_id?: string;
  device_token?: string;
  device_type?: string;
}

const STATE = S.str({ minLength: 1, maxLength: 200 });

function apiBase(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.apiPublicUrl ?? `${request.protocol}://${request.host}`;
}

function loginUrl(ctx: AppContext, params: Record<string, string>): string {
  const url = new URL('/login', ctx.config.publicUrl);
  url.searchParams.set('provider', 'google');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function liveSignIn(ctx: AppContext, state: string) {
  const row = await ctx.db
    .selectFrom('identity_sign_ins')
    .selectAll()
    .where('state_hash', '=', ctx.secrets.hashToken(state))
    .executeTakeFirst();
  return row && new Date(row.expires_at) > ctx.clock.now() ? row : null;
}

function expired(ctx: AppContext, reply: FastifyReply) {
  return reply.code(400).headers(pageHeaders(ctx.config.publicUrl)).send(expiredPage());
}

function result(extra: Partial<AuthLoginResult>): AuthLoginResult {
  return {
    register_firebase: false,
    user: null,
    firebase_force_migrate: false,
    firebase_server_side: true,
    ...extra,
  };
}

/**
 * Sign-in with the external identity provider (spec §2.1 /login), played by this server as it
 * plays the provider's consent page: GET /auth/google/sign-in-url starts it, the pages at
 * /oauth/sign-in identify the Google account by a code sent to its address, and
 * POST /auth/check-oauth-linked-account turns the approval into a session of the linked user.
 */
export function registerIdentitySignIn(app: FastifyInstance, ctx: AppContext): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/auth/google/sign-in-url',
    { schema: { response: replies(S.obj({ url: S.str() })) } },
    async (request) => {
      await ctx.limits.consume(`identity-sign-in:ip:${request.ip}`, LIMITS.lookupPerIp);
      const state = ctx.secrets.randomToken(24);
      await ctx.db
        .insertInto('identity_sign_ins')
        .values({
          state_hash: ctx.secrets.hashToken(state),
          step: 'email',
          email: null,
          user_id: null,
          email_code_hash: null,
          approval_hash: null,
          expires_at: new Date(ctx.clock.now().getTime() + SIGN_IN_TTL_MS),
        })
        .execute();
      const url = `${apiBase(ctx, request)}/oauth/sign-in?state=${encodeURIComponent(state)}`;
      return ok({ url }, { suppressNotificationMessage: true });
    },
  );

  app.get<{ Querystring: { state: string } }>(
    '/oauth/sign-in',
    { schema: { querystring: S.obj({ state: STATE }, ['state']) } },
    async (request, reply) => {
      const row = await liveSignIn(ctx, request.query.state);
      if (!row || (row.step !== 'email' && row.step !== 'code')) return expired(ctx, reply);
      reply.headers(pageHeaders(ctx.config.publicUrl));
      return row.step === 'email'
        ? emailPage(request.query.state)
        : codePage(request.query.state, maskEmail(row.email ?? ''));
    },
  );

  app.post<{ Body: { state: string; decision: 'continue' | 'cancel'; email?: string } }>(
    '/oauth/sign-in',
    {
      schema: {
        body: S.obj(
          {
            state: STATE,
            decision: S.str({ enum: ['continue', 'cancel'] }),
            email: S.str({ maxLength: 320 }),
          },
          ['state', 'decision'],
        ),
      },
    },
    async (request, reply) => {
      const { state, decision } = request.body;
      const row = await liveSignIn(ctx, state);
      if (!row || row.step !== 'email') return expired(ctx, reply);
      if (decision === 'cancel') {
        await ctx.db
          .updateTable('identity_sign_ins')
          .set({ step: 'used' })
          .where('id', '=', row.id)
          .execute();
        return reply.redirect(loginUrl(ctx, { error: 'access_denied', state }), 302);
      }
      const email = (request.body.email ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        return reply.headers(pageHeaders(ctx.config.publicUrl)).send(emailPage(state));
      await ctx.limits.consume(`email-send:address:${email}`, LIMITS.emailSendPerAddress);
      await ctx.limits.consume(`email-send:ip:${request.ip}`, LIMITS.emailSendPerIp);
      const linked = await ctx.db
        .selectFrom('users as u')
        .innerJoin('oauth_links as l', 'l.user_id', 'u.id')
        .select(['u.id', 'u.first_name'])
        .where('u.email', '=', email)
        .where('u.active', '=', true)
        .where('l.provider_id', '=', GOOGLE_PROVIDER_ID)
        .executeTakeFirst();
      const code = ctx.secrets.randomDigits(6);
      await ctx.db
        .updateTable('identity_sign_ins')
        .set({
          step: 'code',
          email,
          user_id: linked?.id ?? null,
          email_code_hash: ctx.secrets.hashToken(`${state}:${code}`),
        })
        .where('id', '=', row.id)
        .execute();
      // An address without a linked account gets the same page, so the page reveals no accounts.
      if (linked) {
        await ctx.outbox.sendEmail(
          email,
          'Your Google sign-in code',
          `Hello ${linked.first_name},\n\nYour sign-in code is ${code}. It works for 10 minutes. Never share it with anyone.`,
        );
      }
      return reply.redirect(`/oauth/sign-in?state=${encodeURIComponent(state)}`, 303);
    },
  );

  app.post<{ Body: { state: string; code: string } }>(
    '/oauth/sign-in/code',
    {
      schema: { body: S.obj({ state: STATE, code: S.str({ maxLength: 20 }) }, ['state', 'code']) },
    },
    async (request, reply) => {
      const { state } = request.body;
      const code = request.body.code.trim();
      const row = await liveSignIn(ctx, state);
      if (!row || row.step !== 'code') return expired(ctx, reply);
      // An attempt is taken before the code is compared, in one statement, so parallel guesses
      // cannot all read the same count (ADR 181).
      const attempt = await ctx.db
        .updateTable('identity_sign_ins')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('step', '=', 'code')
        .where('attempts', '<', LIMITS.codeAttemptsPerCode)
        .returning('attempts')
        .executeTakeFirst();
      if (!attempt) return expired(ctx, reply);
      const right =
        row.user_id !== null &&
        row.email_code_hash !== null &&
        /^\d{6}$/.test(code) &&
        ctx.secrets.timingSafeEqualStr(
          ctx.secrets.hashToken(`${state}:${code}`),
          row.email_code_hash,
        );
      if (!right) {
        return reply
          .code(400)
          .headers(pageHeaders(ctx.config.publicUrl))
          .send(codePage(state, maskEmail(row.email ?? ''), WRONG_CODE));
      }
      const approval = ctx.secrets.randomToken(24);
      const approved = await ctx.db
        .updateTable('identity_sign_ins')
        .set({
          step: 'approved',
          approval_hash: ctx.secrets.hashToken(approval),
          expires_at: new Date(ctx.clock.now().getTime() + APPROVAL_TTL_MS),
        })
        .where('id', '=', row.id)
        .where('step', '=', 'code')
        .returning('id')
        .executeTakeFirst();
      // Two right codes at once: only the one that moved the step on is approved.
      if (!approved) return expired(ctx, reply);
      return reply.redirect(loginUrl(ctx, { code: approval, state }), 302);
    },
  );

  app.post<{ Body: CheckBody }>(
    '/auth/check-oauth-linked-account',
    {
      schema: {
        body: S.obj(
          {
            code: S.str({ minLength: 1, maxLength: 200 }),
            state: STATE,
            provider_id: S.str({ maxLength: 100 }),
            device_token: S.str({ maxLength: 500 }),
            device_type: S.str({ maxLength: 50 }),
            ...LANDING_FIELDS,
          },
          ['code', 'state'],
        ),
        response: replies(LOGIN_RESULT_SCHEMA),
      },
    },
    async (request) => {
      const body = request.body;
      await ctx.limits.consume(`login:ip:${request.ip}`, LIMITS.loginPerIp);
      const now = ctx.clock.now();
      // Used up in the same statement that finds it, so an approval code works once.
      const row = await ctx.db
        .updateTable('identity_sign_ins')
        .set({ step: 'used' })
        .where('state_hash', '=', ctx.secrets.hashToken(body.state))
        .where('approval_hash', '=', ctx.secrets.hashToken(body.code))
        .where('step', '=', 'approved')
        .where('expires_at', '>', now)
        .returning(['user_id'])
        .executeTakeFirst();
      if (!row?.user_id)
        throw new HttpError(400, 'Invalid authentication request.', { code: 'invalid-credential' });
      const user = await ctx.db
        .selectFrom('users as u')
        .innerJoin('oauth_links as l', 'l.user_id', 'u.id')
        .select(['u.id', 'u.organisation_id', 'u.is_email_verified', 'u.mfa_phone'])
        .where('u.id', '=', row.user_id)
        .where('u.active', '=', true)
        .where('l.provider_id', '=', GOOGLE_PROVIDER_ID)
        .executeTakeFirst();
      if (!user)
        throw new HttpError(400, 'This Google account is not linked.', { code: 'user-not-found' });
      if (!user.is_email_verified) {
        return ok(result({ email_unverified: true }), {
          code: 'email-not-verified',
          suppressNotificationMessage: true,
        });
      }
      const device = { device_token: body.device_token, device_type: body.device_type };
      if (user.mfa_phone) {
        const mfa_required = await sendSignInCode(ctx, user.id, user.mfa_phone, device, request.ip);
        return ok(result({ mfa_required }), {
          code: 'multi-factor-auth-required',
          suppressNotificationMessage: true,
        });
      }
      const { token } = await ctx.sessions.create(user.id, user.organisation_id, device);
      // With the landing page's first data when asked, as a password sign-in (ADR 259).
      return ok(
        result(await signedInWithLanding(app, ctx, { userId: user.id, token }, request, body)),
      );
    },
  );
}
