import type { RouteRecord } from '../contracts/shell';

/** The organisation prefix of server routes: '/_demo_/jobs' → '/_demo_'. */
const ORG_PREFIX = /^\/_[A-Za-z0-9-]+_(?=\/|$)/;

/** The path without the organisation prefix: '/_demo_/jobs/4' → '/jobs/4'. */
export function withoutOrgPrefix(path: string): string {
  const stripped = path.replace(ORG_PREFIX, '');
  return stripped === '' ? '/' : stripped;
}

/** Whether the route renders as a tabs page. */
export function isTabsRoute(route: Pick<RouteRecord, 'route_type' | 'has_tabs'>): boolean {
  return route.route_type === 'tabs' || Boolean(route.has_tabs);
}

export interface RouteMatch {
  route: RouteRecord;
  /** Named segments (id, tab, child_id…), decoded. */
  params: Record<string, string>;
}

interface Segment {
  name: string;
  param: boolean;
  optional: boolean;
}

function segmentsOf(route: RouteRecord): Segment[] {
  const segments = withoutOrgPrefix(route.path)
    .split('/')
    .filter(Boolean)
    .map((part) => ({
      name: part.replace(/^:/, '').replace(/\?$/, ''),
      param: part.startsWith(':'),
      optional: part.endsWith('?'),
    }));
  // Tab routes take the tab as the segment after the record id, declared or not.
  if (isTabsRoute(route) && !segments.some((segment) => segment.name === 'tab')) {
    segments.push({ name: 'tab', param: true, optional: true });
  }
  return segments;
}

/** Static segments matched count most; a match that fills fewer optional parameters wins ties. */
function matchSegments(
  segments: Segment[],
  parts: string[],
): { params: Record<string, string>; score: number } | null {
  if (parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  let score = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    const part = parts[index];
    if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    }
    if (segment.param) {
      params[segment.name] = decodeURIComponent(part);
      score += 1;
    } else if (segment.name === part) {
      score += 100;
    } else {
      return null;
    }
  }
  return { params, score };
}

/** Finds the server route of an address, e.g. '/_demo_/jobs/12/details' → jobs record route. */
export function matchRoute(routes: RouteRecord[], pathname: string): RouteMatch | null {
  const parts = withoutOrgPrefix(pathname).split('/').filter(Boolean);
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of routes) {
    const matched = matchSegments(segmentsOf(route), parts);
    if (matched && (!best || matched.score > best.score)) {
      best = { route, params: matched.params, score: matched.score };
    }
  }
  return best ? { route: best.route, params: best.params } : null;
}

/** The route of one record under a list route: '/jobs' → '/jobs/:id' (with or without tabs). */
export function findItemRoute(routes: RouteRecord[], listRoute: RouteRecord): RouteRecord | null {
  const base = withoutOrgPrefix(listRoute.path).replace(/\/+$/, '');
  return (
    routes.find((route) => {
      const path = withoutOrgPrefix(route.path);
      return path === `${base}/:id` || path.startsWith(`${base}/:id/`);
    }) ?? null
  );
}

/**
 * The address of a route with its parameters filled in, inside the organisation:
 * ('/_demo_/jobs/:id/:tab?', { id: 4 }) → '/_demo_/jobs/4'. Unfilled optional parameters drop.
 */
export function buildRoutePath(
  pattern: string,
  params: Record<string, string | number | undefined>,
): string {
  const parts: string[] = [];
  for (const part of pattern.split('/').filter(Boolean)) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const name = part.replace(/^:/, '').replace(/\?$/, '');
    const value = params[name];
    if (value === undefined || value === '') {
      if (part.endsWith('?')) continue;
      return '';
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}
