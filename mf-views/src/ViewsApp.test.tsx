import { render, screen, waitFor } from '@testing-library/react';
import { api, type RouteRecord } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  installFakeApi,
  recordBus,
  resetSession,
  signInForTest,
} from '@platform/shared/testing';
import { startLanding } from '@platform/shared/landing';
import { AREA_READY, ROUTE_NOT_FOUND, ViewsApp } from './ViewsApp';

const routes: RouteRecord[] = [
  {
    id: 2,
    path: '/_acme_/jobs',
    page_name: 'Jobs',
    return_path: null,
    menu_item_path: null,
    sort: 1,
    multi_view_id: 2,
    route_type: 'list',
  },
  {
    id: 3,
    path: '/_acme_/jobs/:id',
    page_name: 'Job',
    return_path: '/_acme_/jobs',
    menu_item_path: null,
    sort: 0,
    multi_view_id: 3,
    route_type: 'tabs',
    has_tabs: true,
  },
];

const tab = (id: number, name: string, path: string, isDefault: boolean) => ({
  id,
  name,
  path,
  icon: null,
  enabled: 'True',
  default: isDefault,
  default_tab: isDefault,
  multi_view_id: null,
  page_name: 'Job',
  state_on_new_id: null,
});

function renderApp() {
  return render(
    <AreaProviders>
      <ViewsApp domElement={document.body} />
    </AreaProviders>,
  );
}

beforeEach(() => {
  resetSession();
  signInForTest({ organisation_short_code: 'acme' }, { routes });
});

describe('ViewsApp', () => {
  it("shows 'Error, route does not exist.' for an address no route matches", () => {
    installFakeApi({});
    window.history.pushState(null, '', '/_acme_/nowhere');
    renderApp();
    expect(screen.getByText(ROUTE_NOT_FOUND)).toBeInTheDocument();
  });

  it("shows no 'route does not exist' error outside an organisation's addresses (the /dev health panel)", () => {
    installFakeApi({});
    window.history.pushState(null, '', '/dev');
    renderApp();
    expect(screen.getByText(AREA_READY)).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_NOT_FOUND)).toBeNull();
  });

  it('opens the default tab of a tabs route without a tab, and names the page and tab in the title', async () => {
    const bus = recordBus();
    const fake = installFakeApi({
      'GET /page-info': {
        body: envelope({ route_id: 3, page_name: 'Job', record_name: 'Job J-4', page_buttons: [] }),
      },
      'GET /route-tabs/3': {
        body: envelope([tab(1, 'Quotes', '/quotes', false), tab(2, 'Details', '/details', true)]),
      },
    });
    window.history.pushState(null, '', '/_acme_/jobs/4');
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/_acme_/jobs/4/details'));
    expect(fake.callsTo('GET /page-info')[0].query.get('main_id')).toBe('4');
    expect(await screen.findByText('Job J-4')).toBeInTheDocument();
    await waitFor(() =>
      expect(bus.of('page/title').at(-1)).toEqual({
        type: 'page/title',
        pageName: 'Job',
        tabName: 'Details',
      }),
    );
    expect(screen.getByRole('button', { name: 'Up to list' })).toBeInTheDocument();
    bus.stop();
  });

  it('draws a lazy tabs page’s tabs once its page info says so: the hidden tabs’ views are never asked (ADR 263)', async () => {
    let answerInfo: (reply: { body: unknown }) => void = () => undefined;
    const fake = installFakeApi({
      'GET /page-info': () => new Promise((resolve) => (answerInfo = resolve)),
      'GET /route-tabs/3': {
        body: envelope([
          { ...tab(1, 'Details', '/details', true), multi_view_id: 31 },
          { ...tab(2, 'Materials', '/materials', false), multi_view_id: 32 },
        ]),
      },
      'GET /multi-view-data': (request) => ({
        body: envelope({ multi_view_id: Number(request.query.get('multi_view_id')), data: [] }),
      }),
    });
    window.history.pushState(null, '', '/_acme_/jobs/4/details');
    renderApp();
    // The open tab's definition is asked beside the page info; no tab is drawn before it.
    await waitFor(() => expect(fake.callsTo('GET /multi-view-data')).toHaveLength(1));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answerInfo({
      body: envelope({
        route_id: 3,
        page_name: 'Job',
        record_name: 'Job J-4',
        page_buttons: [],
        tab_config: { lazy_load: true },
      }),
    });
    expect(await screen.findByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
    expect(
      fake.callsTo('GET /multi-view-data').map((call) => call.query.get('multi_view_id')),
    ).toEqual(['31']);
  });

  it('opens the tab the tabs query parameter names instead of the default, keeping the rest of the query', async () => {
    const bus = recordBus();
    installFakeApi({
      'GET /page-info': {
        body: envelope({ route_id: 3, page_name: 'Job', record_name: 'Job J-4', page_buttons: [] }),
      },
      'GET /route-tabs/3': {
        body: envelope([tab(1, 'Quotes', '/quotes', false), tab(2, 'Details', '/details', true)]),
      },
    });
    window.history.pushState(null, '', '/_acme_/jobs/4?tabs=quotes&child_id=9');
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/_acme_/jobs/4/quotes'));
    expect(window.location.search).toBe('?child_id=9');
    await waitFor(() =>
      expect(bus.of('page/title').at(-1)).toEqual({
        type: 'page/title',
        pageName: 'Job',
        tabName: 'Quotes',
      }),
    );
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    bus.stop();
  });

  it('falls back to the default tab when the tabs query parameter names no tab', async () => {
    installFakeApi({
      'GET /page-info': {
        body: envelope({ route_id: 3, page_name: 'Job', record_name: 'Job J-4', page_buttons: [] }),
      },
      'GET /route-tabs/3': {
        body: envelope([tab(1, 'Quotes', '/quotes', false), tab(2, 'Details', '/details', true)]),
      },
    });
    window.history.pushState(null, '', '/_acme_/jobs/4?tabs=nothing');
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/_acme_/jobs/4/details'));
    expect(window.location.search).toBe('');
  });

  it('shows a page whose data the session start asked already without asking it again (ADR 210)', async () => {
    const fake = installFakeApi({
      'GET /page-info': {
        body: envelope({ route_id: 3, page_name: 'Job', record_name: 'Job J-4', page_buttons: [] }),
      },
      'GET /route-tabs/3': {
        body: envelope([
          tab(1, 'Quotes', '/quotes', false),
          { ...tab(2, 'Details', '/details', true), multi_view_id: 8 },
        ]),
      },
      'GET /multi-view-data': {
        body: envelope({ id: 8, name: 'Job details', items: [] }),
      },
    });
    // The shell asks as the sign-in answers, before mf-views has loaded.
    startLanding('/_acme_/jobs/4');
    await waitFor(() => expect(fake.callsTo('GET /multi-view-data')).toHaveLength(1));
    // mf-views mounts seconds later on a slow line: past the call layer's 3 s reuse window.
    api.clearCache();

    window.history.pushState(null, '', '/_acme_/jobs/4');
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/_acme_/jobs/4/details'));
    expect(await screen.findByText('Job J-4')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-multi-view="8"]')).not.toBeNull());
    expect(fake.callsTo('GET /page-info')).toHaveLength(1);
    expect(fake.callsTo('GET /route-tabs/3')).toHaveLength(1);
    expect(fake.callsTo('GET /multi-view-data')).toHaveLength(1);
  });

  it("shows a tab's list with the rows the session start asked in its one landing call, asking nothing itself (ADR 233)", async () => {
    const list = {
      id: 81,
      view_id: 9,
      item_type_name: 'list',
      size: 12,
      sort: 1,
      new_line: false,
      name: 'Scheduled',
      config: {},
      data: {
        url: '/records/jobs',
        params: { status: 'scheduled' },
        listing_headers: [
          { header_id: 1, display_name: 'Name', field_name: 'name', user_sortable: false },
        ],
        config: { page_size: 25 },
      },
    };
    const part = (data: unknown) => ({ status: 200, body: envelope(data) });
    const fake = installFakeApi({
      'GET /landing-data': {
        body: envelope({
          page_info: part({
            route_id: 3,
            page_name: 'Job',
            record_name: 'Job J-4',
            page_buttons: [],
          }),
          route_tabs: part([{ ...tab(2, 'Details', '/details', true), multi_view_id: 8 }]),
          multi_view: part({ multi_view_id: 8, name: 'Job details', data: [list] }),
        }),
      },
      'GET /records/:type': {
        body: envelope([{ id: 5, name: 'Gutter repair' }], {
          pagination_object: { page_number: 1, page_size: 25, total_records: 1 },
        }),
      },
    });
    startLanding('/_acme_/jobs/4');
    await waitFor(() => expect(fake.callsTo('GET /records/:type')).toHaveLength(1));
    api.clearCache();

    window.history.pushState(null, '', '/_acme_/jobs/4');
    renderApp();

    expect(await screen.findByText('Gutter repair')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.path)).toEqual(['/landing-data', '/records/jobs']);
    expect(fake.callsTo('GET /records/:type')[0].query.get('item_id')).toBe('4');
  });
});
