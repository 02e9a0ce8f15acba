import { body, describeEachDatabase } from '../../testing/create-test-app';
import { viewsApi, type Row } from './test-support';

describeEachDatabase('views: actions', (get) => {
  const { tokens, call, list, firstJob } = viewsApi(get);

  it('chooses one product of a quote (radio)', async () => {
    const option = (
      await list(
        tokens.admin,
        { pagination_object: { page_number: 1, page_size: 3 } },
        'quote_options',
      )
    ).data[2];
    const response = await call(
      tokens.admin,
      'POST',
      `/records/quotes/${option.quote_id}/select-product`,
      { value: option.id },
    );
    expect(response.statusCode).toBe(200);
    const options = await list(
      tokens.admin,
      { quote_id: option.quote_id, pagination_object: { page_number: 1, page_size: 10 } },
      'quote_options',
    );
    expect(options.data.filter((row) => row.selected_product).map((row) => row.id)).toEqual([
      option.id,
    ]);
  });

  it('generates a document link that opens without the bearer token', async () => {
    const job = await firstJob();
    const link = body<{ download_url: string; download_token: string }>(
      await call(tokens.admin, 'GET', `/records/jobs/${job.id}/pdf`),
    ).data;
    const document = await get().app.inject({
      method: 'POST',
      url: new URL(link.download_url).pathname,
      payload: { token: link.download_token },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
  });

  it('creates an organisation for a super-admin only', async () => {
    const payload = {
      object_data: JSON.stringify({ name: 'Northside Screens', short_code: 'northside' }),
    };
    expect(
      (await call(tokens.admin, 'POST', '/super-admin/create-new-org', payload)).statusCode,
    ).toBe(403);
    const created = await call(tokens.superAdmin, 'POST', '/super-admin/create-new-org', payload);
    expect(created.statusCode).toBe(200);
    expect(body<Row>(created).data).toMatchObject({
      name: 'Northside Screens',
      short_code: 'northside',
    });
  });

  it('e-mails the selected quotes', async () => {
    const quotes = (
      await list(tokens.admin, { pagination_object: { page_number: 1, page_size: 2 } }, 'quotes')
    ).data;
    const response = await call(tokens.admin, 'POST', '/records/quotes/bulk-email', {
      object_data: '{}',
      selected_ids: quotes.map((q) => q.id),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).info.message).toBe('2 quotes e-mailed');
  });
});
