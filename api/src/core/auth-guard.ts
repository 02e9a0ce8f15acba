import type { FastifyRequest } from 'fastify';
import type { AppContext } from './module';
import { HttpError } from './http';
import type { AuthUser } from './sessions';

/** user_type_id of a dashboard user (shared/src/contracts: DASHBOARD_USER_TYPE_ID); the API only imports types from the kernel. */
export const DASHBOARD_USER_TYPE_ID = 4;

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** The token of `Authorization: Bearer …`, or null. Reusable by other token kinds (wholesale). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

function context(request: FastifyRequest): AppContext {
  return request.server.ctx;
}

/** The staff user of the request's bearer token, or null; looked up once per request. */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? context(request).sessions.resolve(token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The signed-in user; 401 when the token is missing, unknown, expired or revoked. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(request);
  if (!user) {
    throw new HttpError(401, 'Session timed out: please login again.', { code: 'unauthenticated' });
  }
  return user;
}

/** A signed-in staff member; 403 for dashboard users (user_type_id 4), who only display pages. */
export async function requireStaff(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (user.user_type_id === DASHBOARD_USER_TYPE_ID) {
    throw new HttpError(403, 'Dashboard users cannot do this.', { code: 'forbidden' });
  }
  return user;
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireStaff(request);
  if (!user.is_super_admin) {
    throw new HttpError(403, 'Only a super-admin can do this.', { code: 'forbidden' });
  }
  return user;
}
