// A tabs page's first list: its first page asked with the tab's definition (ADR 233, 248, 254).
import { envelope, resetSession, signInForTest, type FakeReply } from '@platform/shared/testing';
import { toQueryString } from '../api/query';
import { listPageCall } from './firstList';
import { flush, heldServer, ROUTES, type Request } from './landingFixtures';
import { multiViewCall, routeTabsCall, takeCall } from './pageCalls';
import { startLanding } from './startLanding';

beforeEach(() => resetSession());
afterAll(() => resetSession());

describe("a tabs page's first list: its first page asked with the tab's definition", () => {
  const LIST = {
    item_type_name: 'list',
    data: { url: '/records/jobs', params: { status: 'scheduled' }, config: { page_size: 25 } },
  };
  const FIRST_PAGE = {
    status: 'scheduled',
    item_id: '',
    search: '',
    pagination_object: { page_number: 1, page_size: 25 },
  };

  it('asks the page the list asks when it mounts, and hands it to the list without asking again', async () => {
    const { fake, paths, releaseAll } = heldServer({
      items: [{ item_type_name: 'buttons', data: {} }, LIST],
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();
    expect(paths()).toEqual([
      '/landing-data?route_id=1&tabs_route_id=1',
      `/records/jobs?${toQueryString(FIRST_PAGE)}`,
    ]);

    const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
    expect(page.data).toEqual([{ id: 1, owner: 'test-token' }]);
    expect(fake.calls).toHaveLength(2);
  });

  it('asks nothing twice when the page takes its multi-view and first list page before the landing answer is in (ADR 254)', async () => {
    const { paths, releaseAll } = heldServer({ items: [LIST] });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    // mf-views' code was fetched while the user typed: its stores ask at once, as the page
    // mounts, while the landing call is still on the line.
    const tabs = takeCall(routeTabsCall(1));
    const definition = tabs.then(() => takeCall(multiViewCall(6)));
    const page = listPageCall('/records/jobs', FIRST_PAGE);
    const rows = definition.then(() => takeCall(page));
    await flush();
    await releaseAll();

    expect((await definition).data).toEqual(expect.objectContaining({ multi_view_id: 6 }));
    expect((await rows).data).toEqual([{ id: 1, owner: 'test-token' }]);
    expect(paths()).toEqual([
      '/landing-data?route_id=1&tabs_route_id=1',
      `/records/jobs?${toQueryString(FIRST_PAGE)}`,
    ]);
  });

  /** GET /landing-data's answer with the first page the server asked (ADR 248). */
  const withFirstList =
    (firstList: { path: string; status: number; body: unknown }) =>
    (_request: Request, parts: Record<string, FakeReply | null>): FakeReply => ({
      body: envelope({
        ...Object.fromEntries(
          Object.entries(parts).map(([name, reply]) => [
            name,
            reply && { status: reply.status ?? 200, body: reply.body },
          ]),
        ),
        first_list: firstList,
      }),
    });
  const SAME_PAGE = `/records/jobs?${toQueryString(FIRST_PAGE)}`;

  it('takes the page from the landing answer when the server asked the same one: one round trip', async () => {
    const { fake, paths, releaseAll } = heldServer({
      items: [LIST],
      landing: withFirstList({
        path: SAME_PAGE,
        status: 200,
        body: envelope([{ id: 9, owner: 'asked by the server' }]),
      }),
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();
    expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1']);

    const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
    expect(page.data).toEqual([{ id: 9, owner: 'asked by the server' }]);
    expect(fake.calls).toHaveLength(1);
  });

  it.each([
    [
      'another page',
      { path: SAME_PAGE.replace('page_size%22%3A25', 'page_size%22%3A10'), status: 200 },
    ],
    ['the same page, failed', { path: SAME_PAGE, status: 500 }],
  ])('asks the page itself when the server sent %s', async (_name, sent) => {
    const { paths, releaseAll } = heldServer({
      items: [LIST],
      landing: withFirstList({ ...sent, body: envelope([{ id: 9 }]) }),
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();
    expect(paths()).toEqual(['/landing-data?route_id=1&tabs_route_id=1', SAME_PAGE]);

    const page = await takeCall(listPageCall('/records/jobs', FIRST_PAGE));
    expect(page.data).toEqual([{ id: 1, owner: 'test-token' }]);
  });

  it("puts the record id under the page's tab parameter", async () => {
    const { fake, releaseAll } = heldServer({
      items: [LIST],
      tabConfig: { tab_parameter: 'job' },
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/jobs/42');
    await releaseAll();

    const [records] = fake.callsTo('GET /records/:type');
    expect(records.query.get('job')).toBe('42');
    expect(records.query.get('item_id')).toBeNull();
  });

  it.each([
    ['without pagination', { remove_pagination: true }],
    ['whose headers come from the server', { dynamic_headers_url: '/headers' }],
    ['with a quick day filter', { has_quick_date_filter: 'date' }],
  ])('leaves a list %s to ask its rows itself', async (_name, config) => {
    const { fake, releaseAll } = heldServer({
      items: [{ ...LIST, data: { ...LIST.data, config } }],
    });
    signInForTest({}, { routes: ROUTES });

    startLanding('/_acme_/dashboard');
    await releaseAll();

    expect(fake.callsTo('GET /records/:type')).toEqual([]);
  });
});
