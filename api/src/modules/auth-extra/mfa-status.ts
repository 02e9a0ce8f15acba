import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { ok, replies, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { maskPhone } from '../../core/mask';

/** GET /auth/mfa/status: whether the signed-in user has two-step verification, for Account settings. */
export function registerMfaStatus(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/auth/mfa/status',
    { schema: { response: replies(S.obj({ enrolled: S.bool(), phone_hint: S.nstr() })) } },
    async (request) => {
      const user = await requireUser(request);
      const row = await ctx.db
        .selectFrom('users')
        .select('mfa_phone')
        .where('id', '=', user.id)
        .where('organisation_id', '=', user.organisation_id)
        .executeTakeFirstOrThrow();
      return ok(
        {
          enrolled: Boolean(row.mfa_phone),
          phone_hint: row.mfa_phone ? maskPhone(row.mfa_phone) : null,
        },
        { suppressNotificationMessage: true },
      );
    },
  );
}
