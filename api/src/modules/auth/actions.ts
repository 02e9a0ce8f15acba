import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { LIMITS } from '../../core/limits';
import { ACTION_MODES, createActionCode, findActionCode, type ActionMode } from './codes';
import { PASSWORD_POLICY, passwordProblem } from './password-policy';

export const RESET_LINK_SENT = 'Password reset link successfully send to your email address';
export const VERIFICATION_SENT = 'Verification email send successfully!';
export const PASSWORD_RESET = 'Password successfully reset';
export const EMAIL_VERIFIED = 'Email verifed successfully!';

const EMAIL_BODY = S.obj({ email: S.str({ format: 'email', maxLength: 320 }) }, ['email']);
const OOB_CODE = S.str({ minLength: 1, maxLength: 200 });

async function activeUserByEmail(ctx: AppContext, email: string) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'is_email_verified'])
    .where('email', '=', email.trim().toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst();
}

async function limitEmailSend(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.limits.consume(
    `email-send:address:${email.trim().toLowerCase()}`,
    LIMITS.emailSendPerAddress,
  );
  await ctx.limits.consume(`email-send:ip:${ip}`, LIMITS.emailSendPerIp);
}

/** Sends the e-mail-verification link to a user (also used after sign-in is refused). */
export async function sendVerificationEmail(
  ctx: AppContext,
  user: { id: number; email: string; first_name: string },
) {
  const link = await createActionCode(ctx, user.id, 'verifyEmail');
  await ctx.outbox.sendEmail(
    user.email,
    'Verify your e-mail address',
    `Hello ${user.first_name},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works for 3 days.`,
  );
}

/**
 * Password reset and e-mail verification by one-time action codes, reached in the client as
 * /authActions?mode=…&oobCode=…. Requests that name an unknown address get the same answer
 * as known ones, so the answers do not reveal who has an account.
 */
export function registerActions(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { email: string } }>(
    '/auth/password-reset',
    { schema: { body: EMAIL_BODY, response: replies(S.nullData()) } },
    async (request) => {
      await limitEmailSend(ctx, request.body.email, request.ip);
      const user = await activeUserByEmail(ctx, request.body.email);
      if (user) {
        const link = await createActionCode(ctx, user.id, 'resetPassword');
        await ctx.outbox.sendEmail(
          user.email,
          'Reset your password',
          `Hello ${user.first_name},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link:\n${link}\n\nThe link works for 1 hour. If you did not ask for this, ignore this e-mail.`,
        );
      }
      return ok(null, { message: RESET_LINK_SENT });
    },
  );

  app.post<{ Body: { email: string } }>(
    '/auth/send-verification',
    { schema: { body: EMAIL_BODY, response: replies(S.nullData()) } },
    async (request) => {
      await limitEmailSend(ctx, request.body.email, request.ip);
      const user = await activeUserByEmail(ctx, request.body.email);
      if (user && !user.is_email_verified) await sendVerificationEmail(ctx, user);
      return ok(null, { message: VERIFICATION_SENT });
    },
  );

  app.post<{ Body: { mode: ActionMode; oobCode: string } }>(
    '/auth/action/check',
    {
      schema: {
        body: S.obj({ mode: S.str({ enum: ACTION_MODES }), oobCode: OOB_CODE }, [
          'mode',
          'oobCode',
        ]),
        response: replies(S.obj({ mode: S.str(), email: S.str() })),
      },
    },
    async (request) => {
      await ctx.limits.consume(`action:ip:${request.ip}`, LIMITS.actionCodePerIp);
      const { mode, oobCode } = request.body;
      const code = await findActionCode(ctx, mode, oobCode, false);
      const user = await ctx.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', code.user_id)
        .executeTakeFirstOrThrow();
      return ok({ mode, email: user.email }, { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: { oobCode: string; password: string } }>(
    '/auth/action/reset-password',
    {
      schema: {
        body: S.obj(
          { oobCode: OOB_CODE, password: S.str({ maxLength: PASSWORD_POLICY.maxLength }) },
          ['oobCode', 'password'],
        ),
        response: replies(S.nullData()),
      },
    },
    async (request) => {
      await ctx.limits.consume(`action:ip:${request.ip}`, LIMITS.actionCodePerIp);
      const problem = passwordProblem(request.body.password);
      if (problem) {
        throw new HttpError(400, problem, { errors: { password: [problem] } });
      }
      const code = await findActionCode(ctx, 'resetPassword', request.body.oobCode, true);
      await ctx.db
        .updateTable('users')
        .set({
          password_hash: await ctx.secrets.hashPassword(request.body.password),
          password_migration: 'none',
          // Following the e-mailed link proves the address.
          is_email_verified: true,
        })
        .where('id', '=', code.user_id)
        .execute();
      await ctx.sessions.revokeAllForUser(code.user_id);
      return ok(null, { message: PASSWORD_RESET });
    },
  );

  app.post<{ Body: { oobCode: string } }>(
    '/auth/action/verify-email',
    {
      schema: { body: S.obj({ oobCode: OOB_CODE }, ['oobCode']), response: replies(S.nullData()) },
    },
    async (request) => {
      await ctx.limits.consume(`action:ip:${request.ip}`, LIMITS.actionCodePerIp);
      const code = await findActionCode(ctx, 'verifyEmail', request.body.oobCode, true);
      await ctx.db
        .updateTable('users')
        .set({ is_email_verified: true })
        .where('id', '=', code.user_id)
        .execute();
      return ok(null, { message: EMAIL_VERIFIED });
    },
  );
}
