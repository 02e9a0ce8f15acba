import type { RouteRecord } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { fetchMultiView } from './multiview/MultiViewStore';
import { fetchRouteTabs } from './page/navigation';
import { PageStore } from './page/PageStore';
import { warmUp } from './warmup';

function route(id: number, path: string, extra: Partial<RouteRecord> = {}): RouteRecord {
  return {
    id,
    path,
    page_name: 'Dashboard',
    return_path: null,
    menu_item_path: null,
    sort: 1,
    multi_view_id: null,
    route_type: 'page',
    ...extra,
  };
}

const dashboard = route(5, '/_acme_/dashboard', { multi_view_id: 9 });
const dashboardItem = route(6, '/_acme_/dashboard/:id', { route_type: 'tabs', has_tabs: true });
const jobs = route(7, '/_acme_/jobs/:id', { route_type: 'tabs', has_tabs: true });
const home = route(8, '/_acme_/home', { route_type: 'tabs' });

const DEFINITION = { multi_view_id: 9, name: 'Dashboard', data: [] };
const tab = (id: number, path: string, multiViewId: number, isDefault = false) => ({
  id,
  name: path,
  path,
  icon: null,
  enabled: 'True',
  default: isDefault,
  multi_view_id: multiViewId,
  page_name: path,
  default_tab: false,
  state_on_new_id: null,
});
const TABS = [tab(1, 'details', 11), tab(2, 'scheduled', 12, true), tab(3, 'done', 13)];

/** A fake API whose answers wait until `answer()`: what was asked before any answer is visible. */
function pendingApi() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const later = (body: unknown) => async () => {
    await gate;
    return { body: envelope(body) };
  };
  const fake = installFakeApi({
    'GET /page-info': later({ route_id: 5, page_name: 'Home dashboard', multi_view_id: 9 }),
    'GET /route-tabs/:id': later(TABS),
    'GET /multi-view-data': later(DEFINITION),
  });
  return { fake, answer: release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetSession();
  signInForTest(
    { organisation_short_code: 'acme' },
    { routes: [dashboard, dashboardItem, jobs, home] },
  );
});

describe('warmUp (the landing page’s data at sign-in)', () => {
  it('asks for page info, tabs and the multi-view definition before any of them answers', async () => {
    const { fake, answer } = pendingApi();
    expect(warmUp('/_acme_/dashboard')).toBe(3);
    await flush();
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/page-info',
      '/route-tabs/6',
      '/multi-view-data',
    ]);
    expect(fake.calls[0].query.get('route_id')).toBe('5');
    expect(fake.calls[2].query.get('multi_view_id')).toBe('9');
    answer();
  });

  it('hands the answers to the page when it mounts: no request is asked twice', async () => {
    const { fake, answer } = pendingApi();
    warmUp('/_acme_/dashboard');
    answer();
    const page = new PageStore(5, null);
    await page.loadInfo();
    await page.loadTabs(6);
    const definition = await fetchMultiView(9);
    expect(page.info?.page_name).toBe('Home dashboard');
    expect(page.tabs?.map((each) => each.name)).toEqual(['details', 'scheduled', 'done']);
    expect(definition.name).toBe('Dashboard');
    expect(fake.calls).toHaveLength(3);
  });

  it('starts a tabs page’s info and tabs with the record id, and nothing for a path it does not own', async () => {
    const { fake, answer } = pendingApi();
    expect(warmUp('/_acme_/jobs/42?child_id=3')).toBe(2);
    expect(warmUp('/notifications')).toBe(0);
    await flush();
    expect(fake.calls.map((call) => call.path)).toEqual(['/page-info', '/route-tabs/7']);
    expect(fake.calls[0].query.get('main_id')).toBe('42');
    answer();
    await fetchRouteTabs(7);
  });

  it('asks for a tabs page’s info and tabs at once, then its tab’s multi-view as soon as the tabs answer', async () => {
    const { fake, answer } = pendingApi();
    expect(warmUp('/_acme_/home')).toBe(2);
    await flush();
    expect(fake.calls.map((call) => call.path)).toEqual(['/page-info', '/route-tabs/8']);
    answer();
    await fetchRouteTabs(8);
    await flush();
    // The default tab's multi-view; a named tab's when the path names one.
    expect(fake.calls.map((call) => call.query.get('multi_view_id'))[2]).toBe('12');
    warmUp('/_acme_/home/done');
    await flush();
    expect(
      fake.callsTo('GET /multi-view-data').map((call) => call.query.get('multi_view_id')),
    ).toEqual(['12', '13']);
  });
});
