import { sql } from 'kysely';
import { body, describeEachDatabase } from '../../testing/create-test-app';
import { WORKFLOW_FIELD_MESSAGE } from './record-rights';
import { viewsApi, type Row } from './test-support';

describeEachDatabase('views: records', (get) => {
  const { tokens, call, list, firstJob } = viewsApi(get);

  it('answers 206 for a locked (invoiced) job', async () => {
    const invoiced = (
      await list(tokens.admin, {
        filters: { status: ['invoiced'] },
        pagination_object: { page_number: 1, page_size: 1 },
      })
    ).data[0];
    const response = await call(tokens.admin, 'GET', `/records/jobs/${invoiced.id}`);
    expect(response.statusCode).toBe(206);
    expect(body<Row>(response).data.id).toBe(invoiced.id);
  });

  it('creates with object_data, refuses missing required fields, updates and deletes', async () => {
    const missing = await call(tokens.admin, 'POST', '/records/jobs/new', {
      object_data: JSON.stringify({ title: '' }),
    });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).info.errors).toEqual({ title: ['This field is required.'] });

    const customer = (
      await list(tokens.admin, { pagination_object: { page_number: 1, page_size: 1 } }, 'customers')
    ).data[0];
    const created = await call(tokens.admin, 'POST', '/records/jobs/new', {
      object_data: JSON.stringify({ title: 'New door', customer_id: customer.id, quantity: '3' }),
      save_and_new: true,
    });
    expect(created.statusCode).toBe(200);
    const job = body<Row>(created).data;
    expect(job).toMatchObject({ title: 'New door', customer_name: customer.name, quantity: 3 });
    expect(String(job.number)).toMatch(/^J-\d{5}$/);
    expect(body(created).info.message).toBe('Job saved');

    const updated = await call(tokens.admin, 'POST', `/records/jobs/${job.id}`, {
      object_data: JSON.stringify({ title: 'Back door' }),
    });
    expect(body<Row>(updated).data).toMatchObject({ title: 'Back door', quantity: 3 });

    expect(
      (await call(tokens.dashboard, 'POST', `/records/jobs/${job.id}`, { object_data: '{}' }))
        .statusCode,
    ).toBe(403);
    expect((await call(tokens.admin, 'DELETE', `/records/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await call(tokens.admin, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it('refuses a date that is not a real YYYY-MM-DD, and lists stay whole with bad rows already stored', async () => {
    const job = await firstJob();
    for (const due_date of ['2026-02-30', '31/12/2026', 'garbage']) {
      const refused = await call(tokens.admin, 'POST', `/records/jobs/${job.id}`, {
        object_data: JSON.stringify({ due_date }),
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).info.errors).toEqual({ due_date: ['Enter a date as YYYY-MM-DD.'] });
    }
    const inline = await call(tokens.admin, 'POST', `/records/jobs/${job.id}/inline`, {
      id: job.id,
      field: 'scheduled_at',
      value: '2026-03-11 09:00',
    });
    expect(inline.statusCode).toBe(400);
    const amount = await call(tokens.admin, 'POST', `/records/jobs/${job.id}`, {
      object_data: JSON.stringify({ amount: 'Infinity' }),
    });
    expect(amount.statusCode).toBe(400);
    expect((await call(tokens.admin, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(200);

    // A row written before the check: sorting, filtering and totals still answer.
    await sql`update records set data = data || '{"due_date": "2026-02-30", "amount": "n/a", "scheduled_at": "soon"}'::jsonb
      where id = ${job.id}`.execute(get().ctx.db);
    for (const sort_by of ['due_date', 'amount', 'scheduled_at']) {
      const sorted = await list(tokens.admin, {
        pagination_object: { page_number: 1, page_size: 5, sort_by, sort_direction: 'asc' },
      });
      expect([sort_by, sorted.status]).toEqual([sort_by, 200]);
    }
    const filtered = await list(tokens.admin, {
      filters: { due_date: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' } },
    });
    expect(filtered.status).toBe(200);
  });

  it('saves an inline cell and answers the stored value; refuses a status change inline', async () => {
    const job = await firstJob();
    const saved = await call(tokens.sales, 'POST', `/records/jobs/${job.id}/inline`, {
      id: job.id,
      field: 'title',
      value: '  Trimmed title  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<Row>(saved).data.title).toBe('Trimmed title');
    const refused = await call(tokens.sales, 'POST', `/records/jobs/${job.id}/inline`, {
      id: job.id,
      field: 'status',
      value: 'cancelled',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).info.message).toBe(WORKFLOW_FIELD_MESSAGE('status'));
  });

  it('lets a dashboard user read only the lists of its wall pages, and no single record (issue 19)', async () => {
    for (const type of ['customers', 'suppliers', 'notes']) {
      const refused = await list(tokens.dashboard, {}, type);
      expect([type, refused.status, refused.info.code]).toEqual([type, 403, 'forbidden']);
    }
    expect((await list(tokens.dashboard, {}, 'quotes')).status).toBe(200);
    const job = await firstJob();
    expect((await call(tokens.dashboard, 'GET', `/records/jobs/${job.id}`)).statusCode).toBe(403);
    expect((await call(tokens.dashboard, 'GET', '/dropdown-options?values=[]')).statusCode).toBe(
      403,
    );
  });

  it('lets a dashboard user read lists', async () => {
    expect(
      (
        await list(tokens.dashboard, {
          status: 'scheduled',
          pagination_object: { page_number: 1, page_size: 5 },
        })
      ).status,
    ).toBe(200);
  });
});
