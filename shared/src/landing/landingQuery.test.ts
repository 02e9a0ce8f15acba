import { ROUTES } from './landingFixtures';
import { numericId, pageStart, sameLandingQuery } from './landingQuery';

describe('pageStart (the landing call a path asks, for the shell and the API alike)', () => {
  it("asks a tabs page's tabs and names the tab the address and the query name", () => {
    expect(pageStart('/_acme_/dashboard', ROUTES)?.landingQuery).toEqual({
      route_id: 1,
      tabs_route_id: 1,
    });
    expect(
      JSON.parse(JSON.stringify(pageStart('/_acme_/dashboard/summary?tabs=x#y', ROUTES))),
    ).toMatchObject({ landingQuery: { route_id: 1, tabs_route_id: 1, tab: 'summary', tabs: 'x' } });
  });

  it("asks a list page's own multi-view and the tabs its records open with", () => {
    const start = pageStart('/_acme_/jobs', ROUTES)!;
    expect(start.ownMultiView).toBe(20);
    expect(start.tabsRoute?.id).toBe(3);
    expect(JSON.parse(JSON.stringify(start.landingQuery))).toEqual({
      route_id: 2,
      tabs_route_id: 3,
      multi_view_id: 20,
    });
  });

  it('sends a numeric record id only, and nothing for a path no route serves', () => {
    expect(pageStart('/_acme_/jobs/42', ROUTES)?.landingQuery.main_id).toBe(42);
    expect(pageStart('/_acme_/jobs/new', ROUTES)?.landingQuery.main_id).toBeUndefined();
    expect(numericId('7a')).toBeUndefined();
    expect(pageStart('/profile', ROUTES)).toBeNull();
  });
});

describe('sameLandingQuery', () => {
  it('treats a field left out as one undefined, and any other difference as another call', () => {
    expect(sameLandingQuery({ route_id: 1, tab: undefined }, { route_id: 1 })).toBe(true);
    expect(sameLandingQuery({ route_id: 1 }, { route_id: 1, tab: 'notes' })).toBe(false);
    expect(sameLandingQuery({ route_id: 1, main_id: 4 }, { route_id: 1, main_id: 5 })).toBe(false);
  });
});
