import { body, describeEachDatabase } from '../../testing/create-test-app';
import { viewsApi, type Row } from './test-support';

describeEachDatabase('views: options and relationships', (get) => {
  const { tokens, call, list } = viewsApi(get);
  const options = async (url: string) => body<Row[]>(await call(tokens.admin, 'GET', url));
  /** A page of 20 customer options. */
  const customersPage = (page: number) =>
    options(`/options/customers?pagination_object={"page_number":${page},"page_size":20}`);

  it('pages select options 20 at a time, with search', async () => {
    const first = await customersPage(1);
    expect(first.data).toHaveLength(20);
    expect(first.info.pagination_object?.total_records).toBe(60);
    const searched = await options('/options/customers?search=nguyen');
    expect(
      searched.data.every((option) => String(option.name).toLowerCase().includes('nguyen')),
    ).toBe(true);
  });

  it('answers the first page of every select at once, including the selected value', async () => {
    const last = (await customersPage(3)).data.at(-1);
    const values = JSON.stringify([
      { data_url: '/options/customers', value: last?.id, page_size: 20 },
      { data_url: '/options/job-types', value: 'other', page_size: 20 },
    ]);
    const answer = body<Record<string, { options: Row[]; total: number }>>(
      await call(tokens.admin, 'GET', `/dropdown-options?values=${encodeURIComponent(values)}`),
    ).data;
    expect(answer['/options/customers'].options.map((option) => option.id)).toContain(last?.id);
    expect(answer['/options/customers'].total).toBe(60);
    expect(answer['/options/job-types'].options.map((option) => option.id)).toEqual([
      'install',
      'repair',
      'measure',
      'other',
    ]);
  });

  it('answers relationships from the trigger value', async () => {
    const customer = (
      await list(tokens.admin, { pagination_object: { page_number: 1, page_size: 1 } }, 'customers')
    ).data[0];
    const contact = body<Record<string, unknown>>(
      await call(tokens.admin, 'POST', '/relationships/customer-contact', {
        trigger_field: 'customer_id',
        customer_id: customer.id,
      }),
    ).data;
    expect(contact).toEqual({ contact: customer.contact_name, contact_phone: customer.phone });
    const sites = body<Row[]>(
      await call(tokens.admin, 'POST', '/relationships/customer-sites', {
        trigger_field: 'customer_id',
        customer_id: customer.id,
      }),
    ).data;
    expect(sites.map((site) => site.name)).toEqual(customer.sites);
  });
});
