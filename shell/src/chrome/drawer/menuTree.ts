import type { MenuItem, RouteRecord } from '@platform/shared';

/** One entry of the side menu: a link, a group of entries, or both. */
export interface MenuNode {
  id: number;
  name: string;
  icon: string | null;
  /** Full path to navigate to (organisation prefix included); null for a pure group. */
  path: string | null;
  children: MenuNode[];
}

/** Paths already carrying an organisation prefix (/_{org}_/…), as the route list sends them. */
const ORG_PREFIXED = /^\/_[A-Za-z0-9-]+_(\/|$)/;

function joinPath(prefix: string, path: string): string {
  if (/^https?:\/\//.test(path) || ORG_PREFIXED.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return `${prefix}${withSlash}`;
}

/**
 * Builds the side menu from the server's menu items, nested by parent_id.
 *
 * An item linked to a route is shown only when that route's sort is above 0; an item whose route
 * is missing or hidden still shows as a group when it has visible children. Items whose parent is
 * unknown are treated as top-level, so a partial menu never loses entries.
 */
export function buildMenuTree(
  items: MenuItem[],
  routes: RouteRecord[],
  orgPrefix: string,
): MenuNode[] {
  const routeById = new Map(routes.map((route) => [route.id, route]));
  const itemIds = new Set(items.map((item) => item.id));
  const childrenOf = new Map<number | null, MenuItem[]>();
  for (const item of items) {
    const parent =
      item.parent_id !== null && itemIds.has(item.parent_id) && item.parent_id !== item.id
        ? item.parent_id
        : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(item);
    childrenOf.set(parent, siblings);
  }

  const sortOf = (item: MenuItem) =>
    item.sort ?? (item.route_id !== null ? routeById.get(item.route_id)?.sort : undefined) ?? 0;

  const build = (parent: number | null, ancestors: Set<number>): MenuNode[] => {
    const level = [...(childrenOf.get(parent) ?? [])].sort((a, b) => sortOf(a) - sortOf(b));
    const nodes: MenuNode[] = [];
    for (const item of level) {
      // A parent_id cycle would otherwise recurse forever.
      if (ancestors.has(item.id)) continue;
      const children = build(item.id, new Set([...ancestors, item.id]));
      const path = linkOf(item, routeById, orgPrefix);
      if (path === null && children.length === 0) continue;
      nodes.push({ id: item.id, name: item.name, icon: item.icon ?? null, path, children });
    }
    return nodes;
  };
  return build(null, new Set());
}

function linkOf(
  item: MenuItem,
  routeById: Map<number, RouteRecord>,
  orgPrefix: string,
): string | null {
  if (item.route_id !== null) {
    const route = routeById.get(item.route_id);
    return route && route.sort > 0 ? joinPath(orgPrefix, route.path) : null;
  }
  return item.path ? joinPath(orgPrefix, item.path) : null;
}

/** The ids of the menu nodes on the way to the entry whose path the current location is in. */
export function activeMenuTrail(nodes: MenuNode[], pathname: string): number[] {
  let best: { trail: number[]; length: number } | null = null;
  const visit = (level: MenuNode[], trail: number[]) => {
    for (const node of level) {
      const here = [...trail, node.id];
      if (node.path && (pathname === node.path || pathname.startsWith(`${node.path}/`))) {
        if (!best || node.path.length > best.length)
          best = { trail: here, length: node.path.length };
      }
      visit(node.children, here);
    }
  };
  visit(nodes, []);
  return (best as { trail: number[] } | null)?.trail ?? [];
}
