import type { RouteRecord } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  routeForTest,
  signInForTest,
} from '@platform/shared/testing';
import { listPathOf, orgPath, sameRoutePath, withDefaultTab } from './navigation';

function route(
  id: number,
  path: string,
  route_type = 'page',
  extra: Partial<RouteRecord> = {},
): RouteRecord {
  return routeForTest(id, path, { page_name: 'P', multi_view_id: 1, route_type, ...extra });
}

const jobs = route(1, '/_acme_/jobs', 'list');
const job = route(2, '/_acme_/jobs/:id', 'tabs', { has_tabs: true, return_path: '/_acme_/jobs' });
const quote = route(3, '/_acme_/quotes/:id/:child_id?', 'page');

beforeEach(() => {
  resetSession();
  signInForTest({ organisation_short_code: 'acme' }, { routes: [jobs, job, quote] });
});

describe('orgPath', () => {
  it('prefixes organisation-relative paths and keeps prefixed or absolute ones', () => {
    expect(orgPath('/jobs/4')).toBe('/_acme_/jobs/4');
    expect(orgPath('jobs')).toBe('/_acme_/jobs');
    expect(orgPath('/_acme_/jobs')).toBe('/_acme_/jobs');
    expect(orgPath('https://files.test/a.pdf')).toBe('https://files.test/a.pdf');
  });
});

describe('withDefaultTab', () => {
  it("appends the default tab's path when the target has tabs", async () => {
    const fake = installFakeApi({
      'GET /route-tabs/2': {
        body: envelope([
          {
            id: 1,
            name: 'Quotes',
            path: '/quotes',
            enabled: 'True',
            default: false,
            default_tab: false,
            icon: null,
            multi_view_id: 1,
            page_name: 'Job',
            state_on_new_id: null,
          },
          {
            id: 2,
            name: 'Details',
            path: '/details',
            enabled: 'True',
            default: true,
            default_tab: true,
            icon: null,
            multi_view_id: 2,
            page_name: 'Job',
            state_on_new_id: null,
          },
        ]),
      },
    });
    expect(await withDefaultTab('/jobs/12')).toBe('/_acme_/jobs/12/details');
    expect(await withDefaultTab('/jobs/12/quotes')).toBe('/_acme_/jobs/12/quotes');
    expect(await withDefaultTab('/jobs')).toBe('/_acme_/jobs');
    expect(fake.callsTo('GET /route-tabs/2')).toHaveLength(1);
  });
});

describe('sameRoutePath', () => {
  it('replaces the id and keeps the tab', () => {
    expect(
      sameRoutePath(job, { id: '12', tab: 'details' }, '/_acme_/jobs/12/details', { id: 13 }),
    ).toBe('/_acme_/jobs/13/details');
  });
  it('adds a child_id as a segment when the route declares it, else as a query parameter', () => {
    expect(sameRoutePath(quote, { id: '5' }, '/_acme_/quotes/5', { child_id: 9 })).toBe(
      '/_acme_/quotes/5/9',
    );
    expect(
      sameRoutePath(job, { id: '12', tab: 'quotes' }, '/_acme_/jobs/12/quotes', { child_id: 9 }),
    ).toBe('/_acme_/jobs/12/quotes?child_id=9');
  });
});

describe('listPathOf', () => {
  it("is the route's return path, else its path without the id", () => {
    expect(listPathOf(job, '/_acme_/jobs/12')).toBe('/_acme_/jobs');
    expect(listPathOf(route(4, '/_acme_/customers/:id'), '/_acme_/customers/3')).toBe(
      '/_acme_/customers',
    );
  });
});
