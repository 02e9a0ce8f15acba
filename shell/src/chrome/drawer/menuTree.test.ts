import type { MenuItem, RouteRecord } from '@platform/shared';
import { routeForTest } from '@platform/shared/testing';
import { activeMenuTrail, buildMenuTree } from './menuTree';

function route(id: number, path: string, sort: number): RouteRecord {
  return routeForTest(id, path, { page_name: path, sort });
}

function item(
  id: number,
  name: string,
  parent_id: number | null,
  route_id: number | null,
): MenuItem {
  return { id, name, parent_id, route_id };
}

const ROUTES = [
  route(1, '/jobs', 2),
  route(2, '/quotes', 1),
  route(3, '/hidden', 0),
  route(4, '/runlist', 3),
];

describe('buildMenuTree', () => {
  it('nests menu items by parent_id and prefixes the organisation code', () => {
    const tree = buildMenuTree(
      [item(10, 'Sales', null, null), item(11, 'Quotes', 10, 2), item(12, 'Jobs', 10, 1)],
      ROUTES,
      '/_demo_',
    );
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ name: 'Sales', path: null });
    expect(tree[0].children.map((node) => [node.name, node.path])).toEqual([
      ['Quotes', '/_demo_/quotes'],
      ['Jobs', '/_demo_/jobs'],
    ]);
  });

  it('shows only routes with sort above 0', () => {
    const tree = buildMenuTree(
      [item(1, 'Jobs', null, 1), item(2, 'Hidden', null, 3)],
      ROUTES,
      '/_demo_',
    );
    expect(tree.map((node) => node.name)).toEqual(['Jobs']);
  });

  it('drops groups left without visible children, keeps those with some', () => {
    const tree = buildMenuTree(
      [
        item(1, 'Empty', null, null),
        item(2, 'Only hidden', 1, 3),
        item(3, 'Ops', null, null),
        item(4, 'Run list', 3, 4),
      ],
      ROUTES,
      '/_demo_',
    );
    expect(tree.map((node) => node.name)).toEqual(['Ops']);
  });

  it('drops items whose route the user was not given', () => {
    expect(buildMenuTree([item(1, 'Ghost', null, 99)], ROUTES, '/_demo_')).toEqual([]);
  });

  it('keeps route paths that already carry the organisation prefix', () => {
    const tree = buildMenuTree(
      [item(1, 'Jobs', null, 5)],
      [route(5, '/_demo_/jobs', 1)],
      '/_demo_',
    );
    expect(tree[0].path).toBe('/_demo_/jobs');
  });

  it('orders siblings by sort', () => {
    const tree = buildMenuTree(
      [item(1, 'Run list', null, 4), item(2, 'Jobs', null, 1), item(3, 'Quotes', null, 2)],
      ROUTES,
      '/_demo_',
    );
    expect(tree.map((node) => node.name)).toEqual(['Quotes', 'Jobs', 'Run list']);
  });

  it('treats orphans as top-level and survives parent cycles', () => {
    const tree = buildMenuTree(
      [item(1, 'Orphan', 77, 1), { ...item(2, 'A', 3, 2) }, { ...item(3, 'B', 2, 4) }],
      ROUTES,
      '/_demo_',
    );
    expect(tree.map((node) => node.name)).toEqual(['Orphan']);
  });
});

describe('activeMenuTrail', () => {
  it('finds the trail to the entry the location is in', () => {
    const tree = buildMenuTree(
      [item(10, 'Sales', null, null), item(11, 'Jobs', 10, 1)],
      ROUTES,
      '/_demo_',
    );
    expect(activeMenuTrail(tree, '/_demo_/jobs/12/details')).toEqual([10, 11]);
    expect(activeMenuTrail(tree, '/_demo_/jobsheet')).toEqual([]);
  });
});
