import type { FastifyRequest } from 'fastify';
import type { WholesaleCustomer } from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import { optionalUser, requireStaff } from '../../core/auth-guard';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { WHOLESALE_MESSAGES, WHOLESALE_POLICY } from './policy';
import { customerById } from './customers-store';

/** The customer behind a wholesale session token. */
export interface CustomerSession {
  sessionId: number;
  linkId: number;
  customer: WholesaleCustomer;
}

/** Who is asking: a wholesale customer (session token) or signed-in staff. */
export type WholesaleActor =
  { kind: 'customer'; session: CustomerSession } | { kind: 'staff'; user: AuthUser };

const resolved = new WeakMap<FastifyRequest, Promise<CustomerSession | null>>();

/** The token of the x-wholesale-token header. */
export function wholesaleToken(request: FastifyRequest): string | null {
  const header = request.headers['x-wholesale-token'];
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/**
 * Resolves a customer session token: live (not expired, not revoked), its link not revoked,
 * its customer active.
 */
export async function resolveCustomerSession(
  ctx: AppContext,
  token: string,
): Promise<CustomerSession | null> {
  const row = await ctx.db
    .selectFrom('wholesale_sessions as s')
    .innerJoin('wholesale_links as l', 'l.id', 's.link_id')
    .select([
      's.id',
      's.customer_id',
      's.link_id',
      's.expires_at',
      's.revoked_at',
      's.created_at',
      's.last_used_at',
      'l.revoked_at as link_revoked_at',
    ])
    .where('s.token_hash', '=', ctx.secrets.hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.link_revoked_at) return null;
  const now = ctx.clock.now();
  if (now >= new Date(row.expires_at)) return null;
  const lastUsed = new Date(row.last_used_at ?? row.created_at).getTime();
  if (now.getTime() - lastUsed >= WHOLESALE_POLICY.sessionIdleMs) return null;
  if (now.getTime() - lastUsed >= WHOLESALE_POLICY.sessionTouchMs) {
    await ctx.db
      .updateTable('wholesale_sessions')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  const customer = await customerById(ctx.db, row.customer_id);
  if (!customer) return null;
  return { sessionId: row.id, linkId: row.link_id, customer };
}

/** The customer session of the request's wholesale token, or null; looked up once per request. */
export function optionalCustomer(request: FastifyRequest): Promise<CustomerSession | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = wholesaleToken(request);
    pending = token ? resolveCustomerSession(request.server.ctx, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The wholesale customer of the x-wholesale-token header; 401 without a live session. */
export async function requireCustomer(request: FastifyRequest): Promise<CustomerSession> {
  const session = await optionalCustomer(request);
  if (!session)
    throw new HttpError(401, WHOLESALE_MESSAGES.sessionInvalid, { code: 'wholesale-session' });
  return session;
}

/**
 * Staff when a staff token is sent (and, where asked, preferred), otherwise the customer of
 * the wholesale token; 401 when neither is valid.
 */
export async function requireActor(request: FastifyRequest): Promise<WholesaleActor> {
  const user = await optionalUser(request);
  if (user) return { kind: 'staff', user: await requireStaff(request) };
  return { kind: 'customer', session: await requireCustomer(request) };
}

export function organisationOf(actor: WholesaleActor): number {
  return actor.kind === 'staff'
    ? actor.user.organisation_id
    : actor.session.customer.organisation_id;
}
