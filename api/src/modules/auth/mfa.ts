import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { maskPhone } from '../../core/mask';
import { SESSION_POLICY, type AuthUser } from '../../core/sessions';
import { checkPhoneCode, createActionCode, sendPhoneCode } from './codes';
import { INVALID_PHONE_MESSAGE, normalisePhone } from '@platform/shared/values';

export const ENROLLED = 'Two-Factor Authentication enrolled successfully! please login again.';
export const UNENROLLED = 'Two-Factor Authentication unenrolled successfully! please login again.';
/** The spec's text for a missing or malformed two-step phone number (shell §5). */
export const INVALID_PHONE = INVALID_PHONE_MESSAGE;

/** Two-step changes need a fresh sign-in, as the identity provider demands. */
function requireRecentLogin(ctx: AppContext, user: AuthUser): void {
  const age = ctx.clock.now().getTime() - user.session_created_at.getTime();
  if (age > SESSION_POLICY.recentLoginMs) {
    throw new HttpError(400, 'Please sign in again before changing two-step verification.', {
      code: 'requires-recent-login',
    });
  }
}

const FORCED_LOGOUT = replies(S.obj({ forced_logout: S.bool() }));

/** Two-step verification with a phone number: enrolment by SMS code and removal. Both end every session. */
export function registerMfa(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { phone: string } }>(
    '/auth/mfa/enrol/start',
    {
      schema: {
        body: S.obj({ phone: S.str({ maxLength: 40 }) }, ['phone']),
        response: replies(S.obj({ phone_hint: S.str() })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      requireRecentLogin(ctx, user);
      const phone = normalisePhone(request.body.phone);
      if (!phone) {
        throw new HttpError(400, INVALID_PHONE, {
          code: 'invalid-phone-number',
          errors: { phone: [INVALID_PHONE] },
        });
      }
      await sendPhoneCode(ctx, { userId: user.id, purpose: 'mfa-enrol', phone }, request.ip);
      const phone_hint = maskPhone(phone);
      return ok({ phone_hint }, { message: `We have sent a verification code to ${phone_hint}.` });
    },
  );

  app.post<{ Body: { code: string } }>(
    '/auth/mfa/enrol/finish',
    {
      schema: {
        body: S.obj({ code: S.str({ maxLength: 20 }) }, ['code']),
        response: FORCED_LOGOUT,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      requireRecentLogin(ctx, user);
      const row = await checkPhoneCode(ctx, { userId: user.id }, request.body.code.trim());
      await ctx.db
        .updateTable('users')
        .set({ mfa_phone: row.phone })
        .where('id', '=', user.id)
        .execute();
      await ctx.sessions.revokeAllForUser(user.id);
      return ok({ forced_logout: true }, { message: ENROLLED });
    },
  );

  app.post(
    '/auth/mfa/remove',
    { schema: { body: { ...S.empty(), nullable: true }, response: FORCED_LOGOUT } },
    async (request) => {
      const user = await requireUser(request);
      requireRecentLogin(ctx, user);
      const row = await ctx.db
        .selectFrom('users')
        .select(['mfa_phone', 'email', 'first_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!row.mfa_phone) throw new HttpError(400, 'Two-step verification is not enabled.');
      await ctx.db
        .updateTable('users')
        .set({ mfa_phone: null })
        .where('id', '=', user.id)
        .execute();
      const link = await createActionCode(ctx, user.id, 'revertSecondFactorAddition');
      await ctx.outbox.sendEmail(
        row.email,
        'Two-step verification was turned off',
        `Hello ${row.first_name},\n\nTwo-step verification (${maskPhone(row.mfa_phone)}) was removed from your account. If this was not you, open this link and sign in to secure your account:\n${link}`,
      );
      await ctx.sessions.revokeAllForUser(user.id);
      return ok({ forced_logout: true }, { message: UNENROLLED });
    },
  );
}
