import { sql } from 'kysely';
import type { FormComponent, MultiViewDefinition, RouteTab } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { addDays, wallToUtc } from '@platform/shared/values';
import { INLINE_CANCEL_REFUSED } from './record-types';

type Row = Record<string, unknown> & { id: number };

describeEachDatabase('views: definitions, records, options and actions', (get) => {
  let admin: string;
  let sales: string;
  let dashboard: string;
  let acme: string;
  let superAdmin: string;

  beforeAll(async () => {
    const { app } = get();
    [admin, sales, dashboard, acme, superAdmin] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'sales@demo.test'),
      login(app, 'dashboard@demo.test'),
      login(app, 'admin@acme.test'),
      login(app, 'superadmin@demo.test'),
    ]);
  });

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    get().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (token: string, query: Record<string, unknown>, type = 'jobs') => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const response = await call(token, 'GET', `/records/${type}?${search}`);
    return { status: response.statusCode, ...body<Row[]>(response) };
  };
  const firstJob = async () =>
    (await list(admin, { pagination_object: { page_number: 1, page_size: 1 } })).data[0];

  describe('definitions', () => {
    it('serves a multi-view with each item’s list definition assembled', async () => {
      const response = await call(admin, 'GET', '/multi-view-data?multi_view_id=2');
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
      const view = body<MultiViewDefinition>(
        await call(admin, 'GET', '/multi-view-data?multi_view_id=101'),
      ).data;
      const components = view.data[0].data.components as FormComponent[];
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

    it("lists a route's tabs with enabled 'True', the default and the state on new items", async () => {
      const response = await call(admin, 'GET', '/route-tabs/3');
      const tabs = body<RouteTab[]>(response).data;
      expect(tabs.map((tab) => tab.path)).toEqual([
        '/details',
        '/quotes',
        '/materials',
        '/notes',
        '/photos',
        '/timeline',
        '/note-history',
      ]);
      expect(tabs[0]).toMatchObject({ enabled: 'True', default: true, multi_view_id: 101 });
      expect(tabs.find((tab) => tab.path === '/quotes')?.state_on_new_id).toBe(3);
      expect(tabs.find((tab) => tab.path === '/photos')?.multi_view_id).toBeNull();
    });

    it("answers 404 for another organisation's route", async () => {
      expect((await call(acme, 'GET', '/route-tabs/3')).statusCode).toBe(404);
    });

    it('adds the record name, status, tab config and page buttons to page info', async () => {
      const job = await firstJob();
      const info = body<Record<string, unknown>>(
        await call(admin, 'GET', `/page-info?route_id=3&main_id=${job.id}`),
      ).data;
      expect(info.record_name).toContain(String(job.number));
      expect(info.status).toEqual(
        expect.objectContaining({ name: expect.any(String), color: expect.any(String) }),
      );
      expect(info.tab_config).toEqual({ lazy_load: true, tab_parameter: 'item_id' });
      expect(
        (info.page_buttons as Array<{ action: string }>).map((button) => button.action),
      ).toEqual(['visit', 'imagePreview']);
    });
  });

  describe('lists', () => {
    it('pages, counts and totals', async () => {
      const page = await list(admin, { pagination_object: { page_number: 2, page_size: 25 } });
      expect(page.status).toBe(200);
      expect(page.data).toHaveLength(25);
      expect(page.info.pagination_object).toEqual({
        page_number: 2,
        page_size: 25,
        total_records: 150,
      });
      expect((page.info as { totals?: Record<string, number> }).totals?.amount).toBeGreaterThan(0);
    });

    it('cuts full pages at 10,000 rows and answers previous/next with ids only', async () => {
      const everything = { pagination_object: { page_number: 1, page_size: 10_000_000 } };
      const full = await list(admin, everything);
      expect(full.info.pagination_object?.page_size).toBe(10_000);
      expect(full.data).toHaveLength(150);
      const ids = await list(admin, { ...everything, ids_only: true });
      expect(ids.info.pagination_object?.page_size).toBe(100_000);
      expect(ids.data.map((row) => row.id)).toEqual(full.data.map((row) => row.id));
      expect(ids.data.every((row) => Object.keys(row).join() === 'id')).toBe(true);
    });

    it('searches and sorts', async () => {
      const found = await list(admin, {
        search: 'J-00007',
        pagination_object: { page_number: 1, page_size: 10 },
      });
      expect(found.data.map((row) => row.number)).toEqual(['J-00007']);
      const sorted = await list(admin, {
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
      const all = await list(admin, { pagination_object: { page_number: 1, page_size: 1000 } });
      const day = String(all.data[0].due_date);
      // The client sends the start and end of the day in the user's zone, as UTC instants.
      const zone = 'Australia/Sydney';
      const span = {
        from: wallToUtc(day, '00:00', zone).toISOString(),
        to: new Date(wallToUtc(addDays(day, 1), '00:00', zone).getTime() - 1).toISOString(),
      };
      const dated = await list(admin, {
        filters: { due_date: span },
        pagination_object: { page_number: 1, page_size: 1000 },
      });
      expect(dated.data.length).toBeGreaterThan(0);
      expect(new Set(dated.data.map((row) => row.due_date))).toEqual(new Set([day]));
      const statuses = await list(admin, {
        filters: { status: ['open', 'completed'] },
        pagination_object: { page_number: 1, page_size: 1000 },
      });
      expect(new Set(statuses.data.map((row) => row.status))).toEqual(
        new Set(['open', 'completed']),
      );
      const customerId = all.data[0].customer_id;
      const ofCustomer = await list(admin, {
        customer_id: customerId,
        item_id: 3,
        pagination_object: { page_number: 1, page_size: 1000 },
      });
      expect(ofCustomer.data.every((row) => row.customer_id === customerId)).toBe(true);
    });

    it("keeps each organisation's records apart", async () => {
      const job = await firstJob();
      expect((await call(acme, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(404);
      const theirs = await list(acme, { pagination_object: { page_number: 1, page_size: 10 } });
      expect(theirs.info.pagination_object?.total_records).toBe(0);
    });
  });

  describe('records', () => {
    it('answers 206 for a locked (invoiced) job', async () => {
      const invoiced = (
        await list(admin, {
          filters: { status: ['invoiced'] },
          pagination_object: { page_number: 1, page_size: 1 },
        })
      ).data[0];
      const response = await call(admin, 'GET', `/records/jobs/${invoiced.id}`);
      expect(response.statusCode).toBe(206);
      expect(body<Row>(response).data.id).toBe(invoiced.id);
    });

    it('creates with object_data, refuses missing required fields, updates and deletes', async () => {
      const missing = await call(admin, 'POST', '/records/jobs/new', {
        object_data: JSON.stringify({ title: '' }),
      });
      expect(missing.statusCode).toBe(422);
      expect(body(missing).info.errors).toEqual({ title: ['This field is required.'] });

      const customer = (
        await list(admin, { pagination_object: { page_number: 1, page_size: 1 } }, 'customers')
      ).data[0];
      const created = await call(admin, 'POST', '/records/jobs/new', {
        object_data: JSON.stringify({ title: 'New door', customer_id: customer.id, quantity: '3' }),
        save_and_new: true,
      });
      expect(created.statusCode).toBe(200);
      const job = body<Row>(created).data;
      expect(job).toMatchObject({ title: 'New door', customer_name: customer.name, quantity: 3 });
      expect(String(job.number)).toMatch(/^J-\d{5}$/);
      expect(body(created).info.message).toBe('Job saved');

      const updated = await call(admin, 'POST', `/records/jobs/${job.id}`, {
        object_data: JSON.stringify({ title: 'Back door' }),
      });
      expect(body<Row>(updated).data).toMatchObject({ title: 'Back door', quantity: 3 });

      expect(
        (await call(dashboard, 'POST', `/records/jobs/${job.id}`, { object_data: '{}' }))
          .statusCode,
      ).toBe(403);
      expect((await call(admin, 'DELETE', `/records/jobs/${job.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(404);
    });

    it('refuses a date that is not a real YYYY-MM-DD, and lists stay whole with bad rows already stored', async () => {
      const job = await firstJob();
      for (const due_date of ['2026-02-30', '31/12/2026', 'garbage']) {
        const refused = await call(admin, 'POST', `/records/jobs/${job.id}`, {
          object_data: JSON.stringify({ due_date }),
        });
        expect(refused.statusCode).toBe(400);
        expect(body(refused).info.errors).toEqual({ due_date: ['Enter a date as YYYY-MM-DD.'] });
      }
      const inline = await call(admin, 'POST', `/records/jobs/${job.id}/inline`, {
        id: job.id,
        field: 'scheduled_at',
        value: '2026-03-11 09:00',
      });
      expect(inline.statusCode).toBe(400);
      const amount = await call(admin, 'POST', `/records/jobs/${job.id}`, {
        object_data: JSON.stringify({ amount: 'Infinity' }),
      });
      expect(amount.statusCode).toBe(400);
      expect((await call(admin, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(200);

      // A row written before the check: sorting, filtering and totals still answer.
      await sql`update records set data = data || '{"due_date": "2026-02-30", "amount": "n/a", "scheduled_at": "soon"}'::jsonb
        where id = ${job.id}`.execute(get().ctx.db);
      for (const sort_by of ['due_date', 'amount', 'scheduled_at']) {
        const sorted = await list(admin, {
          pagination_object: { page_number: 1, page_size: 5, sort_by, sort_direction: 'asc' },
        });
        expect([sort_by, sorted.status]).toEqual([sort_by, 200]);
      }
      const filtered = await list(admin, {
        filters: { due_date: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' } },
      });
      expect(filtered.status).toBe(200);
    });

    it('saves an inline cell and answers the stored value; refuses cancelling inline', async () => {
      const job = await firstJob();
      const saved = await call(sales, 'POST', `/records/jobs/${job.id}/inline`, {
        id: job.id,
        field: 'title',
        value: '  Trimmed title  ',
      });
      expect(saved.statusCode).toBe(200);
      expect(body<Row>(saved).data.title).toBe('Trimmed title');
      const refused = await call(sales, 'POST', `/records/jobs/${job.id}/inline`, {
        id: job.id,
        field: 'status',
        value: 'cancelled',
      });
      expect(refused.statusCode).toBe(422);
      expect(body(refused).info.message).toBe(INLINE_CANCEL_REFUSED);
    });

    it('lets a dashboard user read only the lists of its wall pages, and no single record (issue 19)', async () => {
      for (const type of ['customers', 'suppliers', 'notes']) {
        const refused = await list(dashboard, {}, type);
        expect([type, refused.status, refused.info.code]).toEqual([type, 403, 'forbidden']);
      }
      expect((await list(dashboard, {}, 'quotes')).status).toBe(200);
      const job = await firstJob();
      expect((await call(dashboard, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(403);
      expect((await call(dashboard, 'GET', '/dropdown-options?values=[]')).statusCode).toBe(403);
    });

    it('lets a dashboard user read lists', async () => {
      expect(
        (
          await list(dashboard, {
            status: 'scheduled',
            pagination_object: { page_number: 1, page_size: 5 },
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('options and relationships', () => {
    it('pages select options 20 at a time, with search', async () => {
      const first = body<Row[]>(
        await call(
          admin,
          'GET',
          '/options/customers?pagination_object={"page_number":1,"page_size":20}',
        ),
      );
      expect(first.data).toHaveLength(20);
      expect(first.info.pagination_object?.total_records).toBe(60);
      const searched = body<Row[]>(await call(admin, 'GET', '/options/customers?search=nguyen'));
      expect(
        searched.data.every((option) => String(option.name).toLowerCase().includes('nguyen')),
      ).toBe(true);
    });

    it('answers the first page of every select at once, including the selected value', async () => {
      const last = body<Row[]>(
        await call(
          admin,
          'GET',
          '/options/customers?pagination_object={"page_number":3,"page_size":20}',
        ),
      ).data.at(-1);
      const values = JSON.stringify([
        { data_url: '/options/customers', value: last?.id, page_size: 20 },
        { data_url: '/options/job-types', value: 'other', page_size: 20 },
      ]);
      const answer = body<Record<string, { options: Row[]; total: number }>>(
        await call(admin, 'GET', `/dropdown-options?values=${encodeURIComponent(values)}`),
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
        await list(admin, { pagination_object: { page_number: 1, page_size: 1 } }, 'customers')
      ).data[0];
      const contact = body<Record<string, unknown>>(
        await call(admin, 'POST', '/relationships/customer-contact', {
          trigger_field: 'customer_id',
          customer_id: customer.id,
        }),
      ).data;
      expect(contact).toEqual({ contact: customer.contact_name, contact_phone: customer.phone });
      const sites = body<Row[]>(
        await call(admin, 'POST', '/relationships/customer-sites', {
          trigger_field: 'customer_id',
          customer_id: customer.id,
        }),
      ).data;
      expect(sites.map((site) => site.name)).toEqual(customer.sites);
    });
  });

  describe('actions', () => {
    it('chooses one product of a quote (radio)', async () => {
      const option = (
        await list(admin, { pagination_object: { page_number: 1, page_size: 3 } }, 'quote_options')
      ).data[2];
      const response = await call(
        admin,
        'POST',
        `/records/quotes/${option.quote_id}/select-product`,
        { value: option.id },
      );
      expect(response.statusCode).toBe(200);
      const options = await list(
        admin,
        { quote_id: option.quote_id, pagination_object: { page_number: 1, page_size: 10 } },
        'quote_options',
      );
      expect(options.data.filter((row) => row.selected_product).map((row) => row.id)).toEqual([
        option.id,
      ]);
    });

    it('generates a document link that opens without the bearer token', async () => {
      const job = await firstJob();
      const link = body<{ download_url: string }>(
        await call(admin, 'GET', `/records/jobs/${job.id}/pdf`),
      ).data.download_url;
      const document = await get().app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
    });

    it('creates an organisation for a super-admin only', async () => {
      const payload = {
        object_data: JSON.stringify({ name: 'Northside Screens', short_code: 'northside' }),
      };
      expect((await call(admin, 'POST', '/super-admin/create-new-org', payload)).statusCode).toBe(
        403,
      );
      const created = await call(superAdmin, 'POST', '/super-admin/create-new-org', payload);
      expect(created.statusCode).toBe(200);
      expect(body<Row>(created).data).toMatchObject({
        name: 'Northside Screens',
        short_code: 'northside',
      });
    });

    it('e-mails the selected quotes', async () => {
      const quotes = (
        await list(admin, { pagination_object: { page_number: 1, page_size: 2 } }, 'quotes')
      ).data;
      const response = await call(admin, 'POST', '/records/quotes/bulk-email', {
        object_data: '{}',
        selected_ids: quotes.map((q) => q.id),
      });
      expect(response.statusCode).toBe(200);
      expect(body(response).info.message).toBe('2 quotes e-mailed');
    });
  });
});
