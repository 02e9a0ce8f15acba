import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Menu, type MenuProps } from 'antd';
import { navigate, session, useLocation } from '@platform/shared';
import { activeMenuTrail, buildMenuTree, type MenuNode } from './menuTree';

type MenuEntry = Required<MenuProps>['items'][number];

export interface SideMenuProps {
  mini: boolean;
  /** Called after a link was chosen (a floating drawer closes itself). */
  onNavigate?: () => void;
}

function initialIcon(name: string) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 16, textAlign: 'center', fontWeight: 600 }}
    >
      {name.trim()[0]?.toUpperCase() ?? '•'}
    </span>
  );
}

/** A node with both a link and children opens as a group whose first entry is its own page. */
function toEntries(nodes: MenuNode[], topLevel: boolean): MenuEntry[] {
  return nodes.map((node): MenuEntry => {
    const icon = topLevel ? initialIcon(node.name) : undefined;
    if (node.children.length === 0) return { key: String(node.id), label: node.name, icon };
    const own: MenuEntry[] = node.path ? [{ key: String(node.id), label: node.name }] : [];
    return {
      key: `group-${node.id}`,
      label: node.name,
      icon,
      children: [...own, ...toEntries(node.children, false)],
    };
  });
}

function indexPaths(nodes: MenuNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.path) into.set(String(node.id), node.path);
    indexPaths(node.children, into);
  }
  return into;
}

/** The menu tree of the drawer, from the session's menu items and routes. */
export const SideMenu = observer(function SideMenu({ mini, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  // The session replaces these arrays rather than mutating them, so identity marks a change.
  const { menuItems, routes, orgPrefix } = session;
  const tree = useMemo(
    () => buildMenuTree(menuItems, routes, orgPrefix),
    [menuItems, routes, orgPrefix],
  );
  const items = useMemo(() => toEntries(tree, true), [tree]);
  const paths = useMemo(() => indexPaths(tree), [tree]);
  const trail = activeMenuTrail(tree, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    trail.slice(0, -1).map((id) => `group-${id}`),
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const path = paths.get(key);
    if (!path) return;
    navigate(path);
    onNavigate?.();
  };

  return (
    <Menu
      mode="inline"
      inlineCollapsed={mini}
      // antd wraps every first-level item in a Tooltip, shown only when collapsed: an open
      // drawer would draw ~10 hidden tooltips at the signed-in start for nothing (ADR 245).
      tooltip={mini ? undefined : false}
      items={items}
      selectedKeys={trail.length > 0 ? [String(trail[trail.length - 1])] : []}
      {...(mini ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
});
