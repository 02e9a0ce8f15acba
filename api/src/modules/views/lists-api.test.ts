import { describeEachDatabase } from '../../testing/create-test-app';
import { addDays, wallToUtc } from '@platform/shared/values';
import { viewsApi } from './test-support';

describeEachDatabase('views: lists', (get) => {
  const { tokens, call, list, firstJob } = viewsApi(get);

  it('pages, counts and totals', async () => {
    const page = await list(tokens.admin, { pagination_object: { page_number: 2, page_size: 25 } });
    expect(page.status).toBe(200);
    expect(page.data).toHaveLength(25);
    expect(page.info.pagination_object).toEqual({
      page_number: 2,
      page_size: 25,
      total_records: 150,
    });
    expect((page.info as { totals?: Record<string, number> }).totals?.amount).toBeGreaterThan(0);
  });

  it('cuts full pages at 10,000 rows', async () => {
    const everything = { pagination_object: { page_number: 1, page_size: 10_000_000 } };
    const full = await list(tokens.admin, everything);
    expect(full.info.pagination_object?.page_size).toBe(10_000);
    expect(full.data).toHaveLength(150);
  });

  it('searches and sorts', async () => {
    const found = await list(tokens.admin, {
      search: 'J-00007',
      pagination_object: { page_number: 1, page_size: 10 },
    });
    expect(found.data.map((row) => row.number)).toEqual(['J-00007']);
    const sorted = await list(tokens.admin, {
      pagination_object: {
        page_number: 1,
        page_size: 5,
        sort_by: 'amount',
        sort_direction: 'desc',
      },
    });
    const amounts = sorted.data.map((row) => Number(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('filters by a date range of the organisation’s days, a list of values and a parameter', async () => {
    const all = await list(tokens.admin, {
      pagination_object: { page_number: 1, page_size: 1000 },
    });
    const day = String(all.data[0].due_date);
    // The client sends the start and end of the day in the user's zone, as UTC instants.
    const zone = 'Australia/Sydney';
    const span = {
      from: wallToUtc(day, '00:00', zone).toISOString(),
      to: new Date(wallToUtc(addDays(day, 1), '00:00', zone).getTime() - 1).toISOString(),
    };
    const dated = await list(tokens.admin, {
      filters: { due_date: span },
      pagination_object: { page_number: 1, page_size: 1000 },
    });
    expect(dated.data.length).toBeGreaterThan(0);
    expect(new Set(dated.data.map((row) => row.due_date))).toEqual(new Set([day]));
    const statuses = await list(tokens.admin, {
      filters: { status: ['open', 'completed'] },
      pagination_object: { page_number: 1, page_size: 1000 },
    });
    expect(new Set(statuses.data.map((row) => row.status))).toEqual(new Set(['open', 'completed']));
    const customerId = all.data[0].customer_id;
    const ofCustomer = await list(tokens.admin, {
      customer_id: customerId,
      item_id: 3,
      pagination_object: { page_number: 1, page_size: 1000 },
    });
    expect(ofCustomer.data.every((row) => row.customer_id === customerId)).toBe(true);
  });

  it("keeps each organisation's records apart", async () => {
    const job = await firstJob();
    expect((await call(tokens.acme, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(404);
    const theirs = await list(tokens.acme, {
      pagination_object: { page_number: 1, page_size: 10 },
    });
    expect(theirs.info.pagination_object?.total_records).toBe(0);
  });
});
