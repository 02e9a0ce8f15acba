import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { timingSafeEqualStr } from '../../core/secrets';

/** How long an override lasts: a working day of trying a version out. */
export const OVERRIDE_TTL_MS = 8 * 60 * 60_000;
const NAME = '^[a-z][a-z0-9_]{0,63}$';
const VERSION = '^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$';

interface OverridePayload {
  remote: string;
  version: string;
  user_id: number;
  organisation_id: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export interface CheckedOverride {
  remote: string;
  version: string;
  expires_at: string;
}

async function signingKey(ctx: AppContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('delivery_signing_keys')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.secret;
}

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(`override-v1.${body}`).digest('base64url');

/** `<payload>.<signature>`: base64url JSON and its HMAC-SHA256 under the API's own key. */
export async function signOverride(ctx: AppContext, payload: OverridePayload): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(await signingKey(ctx), body)}`;
}

/** The override a token carries when its signature is the API's and it is still valid, else null. */
export async function verifyOverride(
  ctx: AppContext,
  token: string,
): Promise<OverridePayload | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!timingSafeEqualStr(signature, sign(await signingKey(ctx), body))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OverridePayload;
    return payload.exp > ctx.clock.now().getTime() ? payload : null;
  } catch {
    return null;
  }
}

const ANSWER = S.obj({ token: S.str(), remote: S.str(), version: S.str(), expires_at: S.str() });

/**
 * Per-browser overrides (ADR 160): an administrator points their own browser at another
 * published version of one remote. The API signs it; the shell has it checked before using it.
 */
export function registerOverrideRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { remote: string; version: string } }>(
    '/delivery/override',
    {
      schema: {
        body: S.obj({ remote: S.str({ pattern: NAME }), version: S.str({ pattern: VERSION }) }, [
          'remote',
          'version',
        ]),
        response: replies(ANSWER),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const exp = ctx.clock.now().getTime() + OVERRIDE_TTL_MS;
      const { remote, version } = request.body;
      const token = await signOverride(ctx, {
        remote,
        version,
        user_id: user.id,
        organisation_id: user.organisation_id,
        exp,
      });
      return ok({ token, remote, version, expires_at: new Date(exp).toISOString() });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/delivery/override/check',
    {
      schema: {
        body: S.obj({ token: S.str({ minLength: 1, maxLength: 2000 }) }, ['token']),
        response: replies(S.obj({ remote: S.str(), version: S.str(), expires_at: S.str() })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const payload = await verifyOverride(ctx, request.body.token);
      if (
        !payload ||
        payload.user_id !== user.id ||
        payload.organisation_id !== user.organisation_id
      ) {
        throw new HttpError(400, 'token: The override is not valid for this browser.', {
          errors: { token: ['The override is not valid for this browser.'] },
        });
      }
      const answer: CheckedOverride = {
        remote: payload.remote,
        version: payload.version,
        expires_at: new Date(payload.exp).toISOString(),
      };
      return ok(answer);
    },
  );
}
