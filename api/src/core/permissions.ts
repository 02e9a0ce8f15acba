import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { DASHBOARD_USER_TYPE_ID, optionalUser } from './auth-guard';
import { HttpError } from './http';
import type { AuthUser } from './sessions';

/**
 * Who may call a route (docs/decisions/112). A rule lists the kinds of caller it admits; a
 * caller admitted by none of them is refused: 401 without a session, 403 with one.
 *
 * - `public`: anyone, no session needed (sign-in steps, signed links, health).
 * - `customer`: a wholesale customer with a live session token (x-wholesale-token).
 * - `signed-in`: any staff session, dashboard users (user_type_id 4) included.
 * - `staff`: a staff session of a user who is not a dashboard user.
 * - `super-admin`: a super-admin who is not a dashboard user.
 * - `right:<name>`: a signed-in user holding the named right (see `RightCheck`).
 */
export type Access =
  'public' | 'customer' | 'signed-in' | 'staff' | 'super-admin' | `right:${string}`;

export interface RouteRule {
  allow: readonly Access[];
  /** Why, where it is not obvious (shown in the table, not used by the check). */
  note?: string;
  /**
   * The route checks a credential of its own that the layer cannot see (a token in the body or
   * the query, a revocation of whatever token is sent): the layer admits the call (`public`)
   * and the handler refuses. The walk records these routes' outcomes in its matrix.
   */
  ownCredential?: string;
}

/** `METHOD url` exactly as Fastify registers it, e.g. `GET /wholesale/order/:id/details`. */
export type PermissionTable = Readonly<Record<string, RouteRule>>;

/**
 * Whether a signed-in user holds a right for this request. Called for dashboard users too:
 * a right decides itself whether a dashboard user may hold it (most say no).
 */
export type RightCheck = (user: AuthUser, request: FastifyRequest) => boolean | Promise<boolean>;

export interface PermissionOptions {
  table: PermissionTable;
  rights: Readonly<Record<string, RightCheck>>;
  /** Whether the request carries a live wholesale customer session. */
  customerSession?: (request: FastifyRequest) => Promise<boolean>;
  /** The 401 for a customer route without a live customer session. */
  customerUnauthenticated?: () => HttpError;
}

export const UNAUTHENTICATED_MESSAGE = 'Session timed out: please login again.';
export const DASHBOARD_FORBIDDEN_MESSAGE = 'Dashboard users cannot do this.';
export const FORBIDDEN_MESSAGE = 'You do not have access to this.';

const STAFF_ACCESS = (access: Access) => access !== 'public' && access !== 'customer';

export function isDashboardUser(user: AuthUser): boolean {
  return user.user_type_id === DASHBOARD_USER_TYPE_ID;
}

/** Role ids of a user: the staff role and the comma list of user roles. */
export function roleIdsOf(user: AuthUser): Set<number> {
  const ids = user.user_role_ids
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (user.staff_role_id !== null) ids.push(user.staff_role_id);
  return new Set(ids);
}

/** A right held by super-admins and by staff (never dashboard users) having one of the roles. */
export function rolesRight(...roleIds: number[]): RightCheck {
  return (user) =>
    !isDashboardUser(user) &&
    (user.is_super_admin || roleIds.some((role) => roleIdsOf(user).has(role)));
}

export function ruleKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** The rule of a registered route; HEAD routes Fastify adds for GET follow the GET rule. */
export function ruleFor(
  table: PermissionTable,
  method: string,
  url: string,
): RouteRule | undefined {
  const own = table[ruleKey(method, url)];
  if (own || method.toUpperCase() !== 'HEAD') return own;
  return table[ruleKey('GET', url)];
}

/** Refuses or admits one request by its route's rule; throws the 401/403 HttpError. */
export async function enforce(
  rule: RouteRule,
  request: FastifyRequest,
  options: PermissionOptions,
): Promise<void> {
  const { allow } = rule;
  if (allow.includes('public')) return;
  const admitsStaff = allow.some(STAFF_ACCESS);
  if (admitsStaff) {
    const user = await optionalUser(request);
    if (user) {
      if (await admits(allow, user, request, options)) return;
      throw new HttpError(
        403,
        isDashboardUser(user) ? DASHBOARD_FORBIDDEN_MESSAGE : FORBIDDEN_MESSAGE,
        {
          code: 'forbidden',
        },
      );
    }
  }
  if (allow.includes('customer')) {
    if (options.customerSession && (await options.customerSession(request))) return;
    if (options.customerUnauthenticated) throw options.customerUnauthenticated();
  }
  throw new HttpError(401, UNAUTHENTICATED_MESSAGE, { code: 'unauthenticated' });
}

async function admits(
  allow: readonly Access[],
  user: AuthUser,
  request: FastifyRequest,
  options: PermissionOptions,
): Promise<boolean> {
  const dashboard = isDashboardUser(user);
  for (const access of allow) {
    if (access === 'signed-in') return true;
    if (access === 'staff' && !dashboard) return true;
    if (access === 'super-admin' && !dashboard && user.is_super_admin) return true;
    if (access.startsWith('right:')) {
      const check = options.rights[access.slice('right:'.length)];
      if (check && (await check(user, request))) return true;
    }
  }
  return false;
}

/** Every right a table names must exist, so a typo cannot silently deny (or admit) anyone. */
function checkRights(options: PermissionOptions): void {
  for (const [key, rule] of Object.entries(options.table)) {
    if (rule.allow.length === 0) throw new Error(`Permission rule of ${key} admits nobody.`);
    for (const access of rule.allow) {
      if (access.startsWith('right:') && !options.rights[access.slice('right:'.length)]) {
        throw new Error(`Permission rule of ${key} names an unknown right: ${access}.`);
      }
    }
  }
}

const registered = new WeakMap<FastifyInstance, string[]>();

/** `METHOD url` of every route registered since the layer was installed (HEAD routes included). */
export function registeredRoutes(app: FastifyInstance): readonly string[] {
  return registered.get(app) ?? [];
}

/**
 * Registers the permission layer: every route registered after this call gets an onRequest
 * hook enforcing its table entry. A route without an entry throws at registration, so the
 * app refuses to start (deny by default). Call it before any plugin or module adds routes.
 */
export function installPermissions(app: FastifyInstance, options: PermissionOptions): void {
  checkRights(options);
  const keys: string[] = [];
  registered.set(app, keys);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rules = new Map<string, RouteRule>();
    for (const method of methods) {
      keys.push(ruleKey(method, route.url));
      const rule = ruleFor(options.table, method, route.url);
      if (!rule) {
        throw new Error(
          `No permission rule for ${ruleKey(method, route.url)}: add it to api/src/permissions.ts.`,
        );
      }
      rules.set(method.toUpperCase(), rule);
    }
    const guard: onRequestHookHandler = async (request) => {
      const rule = rules.get(request.method) ?? ruleFor(options.table, request.method, route.url);
      if (!rule) throw new HttpError(405, 'Method not allowed.');
      await enforce(rule, request, options);
    };
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
