// Where a freshly signed-in user goes (spec §2.1), in one place for mf-auth, which goes there,
// and for the API, which answers that page's first data with a password sign-in (ADR 259).
import type { RouteRecord, User } from '../contracts/shell';

/** The longest intended path a sign-in takes to work out its landing page's data (ADR 259). */
export const INTENDED_MAX_LENGTH = 2048;

export const LANDING_ALERTS = {
  noTimezone: 'No timezone found, an error occurred.',
  noSuchRoute: 'Error, route does not exist.',
} as const;

/** Route names tried in order when there is no intended path (spec §2.1). */
export const DEFAULT_LANDING_NAMES = ['dashboard', 'runlist', 'quotes'] as const;

export interface LandingInput {
  user: Pick<User, 'timezone' | 'organisation_short_code'>;
  routes: Pick<RouteRecord, 'path'>[];
  /** The `intended` query parameter, already decoded. */
  intended: string | null;
}

export interface Landing {
  path: string;
  /** Shown with window.alert before going to `path`. */
  alert?: string;
}

const ORG_PREFIX = /^\/_([A-Za-z0-9-]+)_(?=\/|$)/;

/** '/_demo_/jobs/4' → '/jobs/4'; paths without the prefix stay as they are. */
export function stripOrgPrefix(path: string): string {
  const stripped = path.replace(ORG_PREFIX, '');
  return stripped === '' ? '/' : stripped;
}

export function withOrgPrefix(orgCode: string, path: string): string {
  const bare = stripOrgPrefix(path);
  return `/_${orgCode}_${bare === '/' ? '' : bare}`;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether a server route pattern (e.g. '/jobs/:id') serves a path. Extra trailing segments are
 * allowed because tab routes append the tab's path to the item route.
 */
export function routeServes(routePath: string, path: string): boolean {
  const pattern = segments(stripOrgPrefix(routePath));
  const actual = segments(stripOrgPrefix(path.split(/[?#]/)[0]));
  if (actual.length < pattern.length || (pattern.length === 0 && actual.length > 0)) return false;
  return pattern.every((part, index) => part.startsWith(':') || part === actual[index]);
}

/** A route named like 'runlist' also matches 'run-list' and 'run_list'. */
function sameName(routePath: string, name: string): boolean {
  const bare = segments(stripOrgPrefix(routePath));
  return bare.length === 1 && bare[0].toLowerCase().replace(/[-_]/g, '') === name;
}

/** Only same-site absolute paths may be returned to; anything else could be an open redirect. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Pages never returned to after signing in: they would sign the user out or ask to sign in again. */
const NOT_RETURNED_TO = ['/login', '/logout'];

function isSignInOrOut(path: string): boolean {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase();
  return NOT_RETURNED_TO.includes(pathname);
}

/**
 * Where a freshly signed-in user goes: the intended path if it exists, else the dashboard route,
 * else the run list, else quotes, else the root. An intended path inside the organisation's
 * routes must be one of the user's routes; one of another organisation never is.
 */
export function resolveLanding({ user, routes, intended }: LandingInput): Landing {
  if (!user.timezone) return { path: '/', alert: LANDING_ALERTS.noTimezone };
  const fallback = defaultLanding(user.organisation_short_code, routes);
  if (!intended || isSignInOrOut(intended)) return { path: fallback };
  if (!isSafeReturnPath(intended)) return { path: fallback, alert: LANDING_ALERTS.noSuchRoute };
  const orgCode = ORG_PREFIX.exec(intended)?.[1];
  if (orgCode === undefined) return { path: intended };
  const known =
    orgCode === user.organisation_short_code &&
    routes.some((route) => routeServes(route.path, intended));
  return known ? { path: intended } : { path: fallback, alert: LANDING_ALERTS.noSuchRoute };
}

export function defaultLanding(orgCode: string, routes: Pick<RouteRecord, 'path'>[]): string {
  for (const name of DEFAULT_LANDING_NAMES) {
    const route = routes.find((candidate) => sameName(candidate.path, name));
    if (route) return withOrgPrefix(orgCode, route.path);
  }
  return '/';
}
