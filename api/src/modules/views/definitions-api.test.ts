import type { FormComponent, MultiViewDefinition, RouteTab } from '@platform/shared/contracts';
import { body, describeEachDatabase } from '../../testing/create-test-app';
import { viewsApi } from './test-support';

describeEachDatabase('views: definitions', (get) => {
  const { tokens, call, firstJob } = viewsApi(get);
  const multiView = async (id: number) =>
    body<MultiViewDefinition>(
      await call(tokens.admin, 'GET', `/multi-view-data?multi_view_id=${id}`),
    ).data;
  /** The components of a multi-view's first item, a form. */
  const formComponents = (view: MultiViewDefinition) =>
    view.data[0].data.components as FormComponent[];

  it('serves a multi-view with each item’s list definition assembled', async () => {
    const response = await call(tokens.admin, 'GET', '/multi-view-data?multi_view_id=2');
    expect(response.statusCode).toBe(200);
    const view = body<MultiViewDefinition>(response).data;
    const list = view.data.find((item) => item.item_type_name === 'list');
    expect(list?.data.url).toBe('/records/jobs');
    const headers = list?.data.listing_headers as Array<{ field_name: string }>;
    expect(headers.map((header) => header.field_name)).toContain('additional_field_expansion');
    expect((list?.data.row_button_data as unknown[]).length).toBeGreaterThan(0);
    expect(view.data.find((item) => item.item_type_name === 'buttons')?.config.role_ids).toEqual([
      1, 2,
    ]);
  });

  it('serves form components whose dependencies name the source component by id', async () => {
    const components = formComponents(await multiView(101));
    const type = components.find((component) => component.field === 'type');
    const other = components.find((component) => component.field === 'other_reason');
    expect(other?.dependencies).toEqual([
      {
        component_id: type?.id,
        required_value: 'other',
        true_state: '1',
        false_state: '3',
        exact_match: true,
      },
    ]);
  });

  it("serves the job form's Amount as money: its format code reads 377.5 as $377.50", async () => {
    const components = formComponents(await multiView(101));
    const amount = components.find((component) => component.field === 'amount');
    expect(amount).toMatchObject({ html_tag: 'number', config: { format: 'currency' } });
  });

  it("lists a route's tabs with enabled 'True', the default and the state on new items", async () => {
    const response = await call(tokens.admin, 'GET', '/route-tabs/3');
    const tabs = body<RouteTab[]>(response).data;
    expect(tabs.map((tab) => tab.path)).toEqual([
      '/details',
      '/quotes',
      '/materials',
      '/notes',
      '/photos',
      '/items',
      '/timeline',
      '/note-history',
    ]);
    expect(tabs[0]).toMatchObject({ enabled: 'True', default: true, multi_view_id: 101 });
    expect(tabs.find((tab) => tab.path === '/quotes')?.state_on_new_id).toBe(3);
    // A job's photos have a view of their own (issue 35: not "No tab data available").
    expect(tabs.find((tab) => tab.path === '/photos')?.multi_view_id).toBe(106);
  });

  it("serves the job's Photos tab as a form of its photos", async () => {
    const view = await multiView(106);
    expect(view.data[0].data.url).toBe('/records/jobs');
    const components = formComponents(view);
    expect(components.map((component) => [component.field, component.html_tag])).toEqual([
      ['photos', 'file_picker'],
    ]);
  });

  it("answers 404 for another organisation's route", async () => {
    expect((await call(tokens.acme, 'GET', '/route-tabs/3')).statusCode).toBe(404);
  });

  it('adds the record name, status, tab config and page buttons to page info', async () => {
    const job = await firstJob();
    const info = body<Record<string, unknown>>(
      await call(tokens.admin, 'GET', `/page-info?route_id=3&main_id=${job.id}`),
    ).data;
    expect(info.record_name).toContain(String(job.number));
    expect(info.status).toEqual(
      expect.objectContaining({ name: expect.any(String), color: expect.any(String) }),
    );
    expect(info.tab_config).toEqual({ lazy_load: true, tab_parameter: 'item_id' });
    expect((info.page_buttons as Array<{ action: string }>).map((button) => button.action)).toEqual(
      ['visit', 'imagePreview'],
    );
  });
});
