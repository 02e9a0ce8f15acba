import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, S } from '../../core/http';
import type { AuthUser } from '../../core/sessions';
import { escapeHtml } from '../../core/html';

export type ProviderId = 'google.com' | 'xero';

interface ProviderConfig {
  title: string;
  /** Where the shell's callback page lives; the consent page sends the browser there. */
  callbackPath: string;
  scopes: string[];
}

export const PROVIDERS: Record<ProviderId, ProviderConfig> = {
  'google.com': {
    title: 'Google account',
    callbackPath: '/auth/google/authenticate',
    scopes: [
      'See your calendars (calendar.readonly)',
      'Create and change events in your calendars (calendar.events)',
      'Keep access while you are away (offline access)',
    ],
  },
  xero: {
    title: 'Xero accounting',
    callbackPath: '/xero/authenticate',
    scopes: [
      'Read and write invoices and contacts',
      'Keep access while you are away (offline access)',
    ],
  },
};

const REQUEST_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 2 * 60_000;

function apiBase(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.apiPublicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Starts a link: stores the request (organisation, user, device) under a random state and
 * returns the URL of this server's consent page, which stands in for the provider's.
 */
export async function startConsent(
  ctx: AppContext,
  request: FastifyRequest,
  provider: ProviderId,
  user: AuthUser,
  deviceToken: string | null,
): Promise<string> {
  const state = ctx.secrets.randomToken(24);
  await ctx.db
    .insertInto('oauth_requests')
    .values({
      provider,
      state_hash: ctx.secrets.hashToken(state),
      organisation_id: user.organisation_id,
      user_id: user.id,
      device_token: deviceToken,
      expires_at: new Date(ctx.clock.now().getTime() + REQUEST_TTL_MS),
    })
    .execute();
  return `${apiBase(ctx, request)}/oauth/consent?state=${encodeURIComponent(state)}`;
}

/**
 * Ends a link: the code and state from the callback must belong to one approved, unused,
 * unexpired request of this user. Returns the request.
 */
export async function finishConsent(
  ctx: AppContext,
  provider: ProviderId,
  user: AuthUser,
  code: string,
  state: string,
) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .updateTable('oauth_requests')
    .set({ used_at: now })
    .where('provider', '=', provider)
    .where('state_hash', '=', ctx.secrets.hashToken(state))
    .where('code_hash', '=', ctx.secrets.hashToken(code))
    .where('used_at', 'is', null)
    .where('approved_at', 'is not', null)
    .where('expires_at', '>', now)
    .where('user_id', '=', user.id)
    .where('organisation_id', '=', user.organisation_id)
    .returning(['id', 'user_id', 'organisation_id'])
    .executeTakeFirst();
  if (!row) {
    throw new HttpError(400, 'Invalid authentication request.', { code: 'invalid-credential' });
  }
  return row;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{padding:.5rem 1.2rem;margin-right:.5rem}li{margin:.3rem 0}</style></head>
<body>${body}</body></html>`;
}

const CONSENT_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-frame-options': 'DENY',
};

/** The request of `state` while it is open: not answered, not used and not expired; or null. */
async function openRequest(ctx: AppContext, state: string) {
  const row = await ctx.db
    .selectFrom('oauth_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.provider', 'r.approved_at', 'r.used_at', 'r.expires_at', 'u.email'])
    .where('r.state_hash', '=', ctx.secrets.hashToken(state))
    .executeTakeFirst();
  if (!row || row.approved_at || row.used_at || new Date(row.expires_at) <= ctx.clock.now()) {
    return null;
  }
  return row;
}

/** The answer to a consent link that is no longer open. */
function linkExpired(reply: FastifyReply) {
  reply.headers(CONSENT_HEADERS);
  return reply
    .code(400)
    .send(
      page('Link expired', '<h1>This link has expired</h1><p>Close this window and try again.</p>'),
    );
}

/**
 * The local consent page (GET shows it, POST records the answer). It plays the provider's
 * part: on Allow it sends the browser to the shell's callback with a one-time code and the
 * state; on Cancel it sends `error=access_denied` instead of a code.
 */
export function registerConsentPage(app: FastifyInstance, ctx: AppContext): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const stateQuery = S.obj({ state: S.str({ minLength: 1, maxLength: 200 }) }, ['state']);

  app.get<{ Querystring: { state: string } }>(
    '/oauth/consent',
    { schema: { querystring: stateQuery } },
    async (request, reply) => {
      const row = await openRequest(ctx, request.query.state);
      if (!row) return linkExpired(reply);
      reply.headers(CONSENT_HEADERS);
      const provider = PROVIDERS[row.provider as ProviderId];
      const scopes = provider.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
      return page(
        `Connect ${provider.title}`,
        `<h1>Connect ${escapeHtml(provider.title)}</h1>
<p>The platform asks to use your ${escapeHtml(provider.title)} as <strong>${escapeHtml(row.email)}</strong>:</p>
<ul>${scopes}</ul>
<form method="post" action="/oauth/consent">
<input type="hidden" name="state" value="${escapeHtml(request.query.state)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
      );
    },
  );

  app.post<{ Body: { state: string; decision: 'allow' | 'deny' } }>(
    '/oauth/consent',
    {
      schema: {
        body: S.obj(
          {
            state: S.str({ minLength: 1, maxLength: 200 }),
            decision: S.str({ enum: ['allow', 'deny'] }),
          },
          ['state', 'decision'],
        ),
      },
    },
    async (request, reply) => {
      const { state, decision } = request.body;
      const row = await openRequest(ctx, state);
      if (!row) return linkExpired(reply);
      const now = ctx.clock.now();
      const callback = new URL(
        PROVIDERS[row.provider as ProviderId].callbackPath,
        ctx.config.publicUrl,
      );
      callback.searchParams.set('state', state);
      if (decision === 'deny') {
        await ctx.db
          .updateTable('oauth_requests')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .execute();
        callback.searchParams.set('error', 'access_denied');
        return reply.redirect(callback.toString(), 302);
      }
      const code = ctx.secrets.randomToken(24);
      await ctx.db
        .updateTable('oauth_requests')
        .set({
          code_hash: ctx.secrets.hashToken(code),
          approved_at: now,
          expires_at: new Date(now.getTime() + CODE_TTL_MS),
        })
        .where('id', '=', row.id)
        .execute();
      callback.searchParams.set('code', code);
      return reply.redirect(callback.toString(), 302);
    },
  );
}
