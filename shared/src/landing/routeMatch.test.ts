import type { RouteRecord } from '@platform/shared';
import { routeForTest } from '../testing';
import { buildRoutePath, findItemRoute, matchRoute, withoutOrgPrefix } from './routeMatch';

function route(id: number, path: string, route_type = 'page', has_tabs = false): RouteRecord {
  return routeForTest(id, path, { multi_view_id: id * 10, route_type, has_tabs });
}

const routes = [
  route(1, '/_demo_/jobs', 'list'),
  route(2, '/_demo_/jobs/:id', 'tabs', true),
  route(3, '/_demo_/jobs/reports'),
  route(4, '/_demo_/customers', 'list'),
  route(5, '/_demo_/customers/:id/:tab?', 'tabs', true),
];

describe('matchRoute', () => {
  it('strips the organisation prefix', () => {
    expect(withoutOrgPrefix('/_demo_/jobs/4')).toBe('/jobs/4');
    expect(withoutOrgPrefix('/_demo_')).toBe('/');
  });

  it('matches a list route', () => {
    expect(matchRoute(routes, '/_demo_/jobs')).toEqual({ route: routes[0], params: {} });
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute(routes, '/_demo_/jobs/reports')?.route.id).toBe(3);
  });

  it('reads id and tab of a tabs route, declared or not', () => {
    expect(matchRoute(routes, '/_demo_/jobs/12/details')).toEqual({
      route: routes[1],
      params: { id: '12', tab: 'details' },
    });
    expect(matchRoute(routes, '/_demo_/jobs/12')).toEqual({
      route: routes[1],
      params: { id: '12' },
    });
    expect(matchRoute(routes, '/_demo_/customers/7/quotes')?.params).toEqual({
      id: '7',
      tab: 'quotes',
    });
  });

  it('answers null for an unknown path', () => {
    expect(matchRoute(routes, '/_demo_/nothing')).toBeNull();
    expect(matchRoute(routes, '/_demo_/jobs/1/details/extra')).toBeNull();
  });
});

describe('findItemRoute', () => {
  it('finds the record route under a list route', () => {
    expect(findItemRoute(routes, routes[0])?.id).toBe(2);
    expect(findItemRoute(routes, routes[3])?.id).toBe(5);
    expect(findItemRoute(routes, routes[2])).toBeNull();
  });
});

describe('buildRoutePath', () => {
  it('fills parameters and drops unfilled optional ones', () => {
    expect(buildRoutePath('/_demo_/customers/:id/:tab?', { id: 7 })).toBe('/_demo_/customers/7');
    expect(buildRoutePath('/_demo_/customers/:id/:tab?', { id: 7, tab: 'details' })).toBe(
      '/_demo_/customers/7/details',
    );
    expect(buildRoutePath('/_demo_/customers/:id', {})).toBe('');
  });
});
