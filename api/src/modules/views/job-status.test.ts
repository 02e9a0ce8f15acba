import { body, describeEachDatabase } from '../../testing/create-test-app';
import { DASHBOARD_FORBIDDEN_MESSAGE } from '../../core/permissions';
import { JOB_STATUS_MESSAGES } from './job-status';
import { INITIAL_STATUS_MESSAGE, WORKFLOW_FIELD_MESSAGE } from './record-rights';
import { viewsApi, type Row } from './test-support';

/**
 * Issue 36, item 4: a job's status moves only through POST /records/jobs/:id/status (and
 * /invoice); a save or an inline edit that changes it is refused (docs/decisions/196).
 */
describeEachDatabase('views: job status workflow (issue 36, item 4)', (get) => {
  const { tokens, call } = viewsApi(get);
  const save = (token: string, id: number | 'new', data: Record<string, unknown>) =>
    call(token, 'POST', `/records/jobs/${id}`, { object_data: JSON.stringify(data) });
  const inline = (token: string, id: number, field: string, value: unknown) =>
    call(token, 'POST', `/records/jobs/${id}/inline`, { id, field, value });
  const move = (token: string, id: number, status: string, reason?: string) =>
    call(
      token,
      'POST',
      `/records/jobs/${id}/status`,
      reason === undefined ? { status } : { status, reason },
    );
  const stored = async (id: number) =>
    body<Row>(await call(tokens.admin, 'GET', `/records/jobs/${id}`)).data;
  const newJob = async (data: Record<string, unknown> = {}) => {
    const created = await save(tokens.admin, 'new', { title: 'Status test job', ...data });
    expect(created.statusCode).toBe(200);
    return body<Row>(created).data;
  };
  /** Status code and message of an answer, side by side for one expectation. */
  const outcome = (response: Awaited<ReturnType<typeof call>>) => [
    response.statusCode,
    body(response).info.message,
  ];

  it('refuses a status change by a save or an inline edit for every role; the status sent back unchanged passes', async () => {
    const job = await newJob();
    for (const token of [tokens.admin, tokens.sales, tokens.measurer, tokens.fitter]) {
      for (const status of ['scheduled', 'in_progress', 'completed', 'cancelled', 'invoiced']) {
        expect(outcome(await save(token, job.id, { status }))).toEqual([
          403,
          WORKFLOW_FIELD_MESSAGE('status'),
        ]);
        expect(outcome(await inline(token, job.id, 'status', status))).toEqual([
          403,
          WORKFLOW_FIELD_MESSAGE('status'),
        ]);
      }
    }
    expect((await stored(job.id)).status).toBe('open');
    // A form sends the whole record back: the unchanged status passes.
    const whole = await save(tokens.sales, job.id, { ...job, title: 'Renamed with its form' });
    expect(whole.statusCode).toBe(200);
    expect(body<Row>(whole).data).toMatchObject({ title: 'Renamed with its form', status: 'open' });
    const notes = await save(tokens.fitter, job.id, {
      ...(await stored(job.id)),
      notes: 'Gate on the left.',
    });
    expect(notes.statusCode).toBe(200);
  });

  it('starts a new job open, or scheduled when asked, and in no other status', async () => {
    expect((await newJob()).status).toBe('open');
    expect((await newJob({ status: '' })).status).toBe('open');
    expect((await newJob({ status: 'scheduled' })).status).toBe('scheduled');
    for (const status of ['in_progress', 'completed', 'cancelled', 'invoiced']) {
      const refused = await save(tokens.admin, 'new', { title: 'Born finished', status });
      expect(outcome(refused)).toEqual([422, INITIAL_STATUS_MESSAGE]);
      expect(body(refused).info.errors).toEqual({ status: [INITIAL_STATUS_MESSAGE] });
    }
  });

  it('moves a job along its workflow, refuses illegal moves with their message and keeps each move in its history', async () => {
    const job = await newJob();
    const scheduled = await move(tokens.sales, job.id, 'scheduled');
    expect(outcome(scheduled)).toEqual([200, 'Job status changed to Scheduled.']);
    expect(body<Row>(scheduled).data).toMatchObject({
      id: job.id,
      status: 'scheduled',
      status_name: 'Scheduled',
      title: 'Status test job',
    });
    expect(outcome(await move(tokens.sales, job.id, 'completed'))).toEqual([
      409,
      'A job cannot go from Scheduled to Completed.',
    ]);
    expect(outcome(await move(tokens.sales, job.id, 'scheduled'))).toEqual([
      409,
      'This job is already Scheduled.',
    ]);
    expect((await move(tokens.admin, job.id, 'in_progress')).statusCode).toBe(200);
    expect((await move(tokens.admin, job.id, 'completed')).statusCode).toBe(200);
    expect(outcome(await move(tokens.admin, job.id, 'open'))).toEqual([
      409,
      'A job cannot go from Completed to Open.',
    ]);
    expect(outcome(await move(tokens.admin, job.id, 'invoiced'))).toEqual([
      409,
      JOB_STATUS_MESSAGES.invoiceOnly,
    ]);
    expect(
      outcome(await move(tokens.sales, job.id, 'cancelled', '  Customer moved house.  ')),
    ).toEqual([200, 'Job status changed to Cancelled.']);
    expect(outcome(await move(tokens.sales, job.id, 'in_progress'))).toEqual([
      409,
      'A job cannot go from Cancelled to In progress.',
    ]);
    expect(outcome(await move(tokens.admin, job.id, 'open'))).toEqual([
      200,
      'Job status changed to Open.',
    ]);
    expect((await stored(job.id)).status).toBe('open');

    const timeline = await call(tokens.admin, 'GET', `/sales/${job.id}/sales_timeline`);
    const moves = body<{ items: Array<Record<string, unknown>> }>(timeline)
      .data.items.filter((item) => item.kind === 'status_change')
      .map((item) => [item.heading, item.message, item.user]);
    expect(moves).toEqual([
      ['Status changed from Open to Scheduled', '', 'Sam Sales'],
      ['Status changed from Scheduled to In progress', '', expect.any(String)],
      ['Status changed from In progress to Completed', '', expect.any(String)],
      ['Status changed from Completed to Cancelled', 'Customer moved house.', 'Sam Sales'],
      ['Status changed from Cancelled to Open', '', expect.any(String)],
    ]);
  });

  it('puts work on hold (back to open), but not a completed or cancelled job', async () => {
    const job = await newJob();
    expect((await move(tokens.sales, job.id, 'in_progress')).statusCode).toBe(200);
    const hold = (id: number) =>
      call(tokens.sales, 'POST', `/records/jobs/${id}/hold`, { prompt_answer: 'Waiting on parts' });
    const held = await hold(job.id);
    expect(outcome(held)).toEqual([200, 'Job put on hold']);
    expect(await stored(job.id)).toMatchObject({ status: 'open' });
    expect((await move(tokens.sales, job.id, 'in_progress')).statusCode).toBe(200);
    expect((await move(tokens.sales, job.id, 'completed')).statusCode).toBe(200);
    expect(outcome(await hold(job.id))).toEqual([409, 'A job cannot go from Completed to Open.']);
    expect(await stored(job.id)).toMatchObject({ status: 'completed' });
  });

  it('lets the field crew only start and complete work, and a dashboard user nothing', async () => {
    const job = await newJob({ status: 'scheduled' });
    expect(outcome(await move(tokens.fitter, job.id, 'in_progress'))).toEqual([
      200,
      'Job status changed to In progress.',
    ]);
    for (const [token, status] of [
      [tokens.fitter, 'scheduled'],
      [tokens.measurer, 'cancelled'],
      [tokens.fitter, 'open'],
    ]) {
      const refused = await move(token, job.id, status);
      expect(outcome(refused)).toEqual([403, JOB_STATUS_MESSAGES.crewOnly]);
    }
    expect((await move(tokens.measurer, job.id, 'completed')).statusCode).toBe(200);
    expect(outcome(await move(tokens.dashboard, job.id, 'in_progress'))).toEqual([
      403,
      DASHBOARD_FORBIDDEN_MESSAGE,
    ]);
    expect((await stored(job.id)).status).toBe('completed');
  });

  it("answers 404 for another organisation's job or a record that is not a job, and changes neither", async () => {
    const job = await newJob();
    expect(outcome(await move(tokens.acme, job.id, 'scheduled'))).toEqual([404, 'Job not found.']);
    expect((await stored(job.id)).status).toBe('open');
    const customer = body<Row>(
      await call(tokens.admin, 'POST', '/records/customers/new', {
        object_data: JSON.stringify({ name: 'Not a job' }),
      }),
    ).data;
    expect(outcome(await move(tokens.admin, customer.id, 'scheduled'))).toEqual([
      404,
      'Job not found.',
    ]);
    expect(outcome(await move(tokens.admin, 999_999_999, 'scheduled'))).toEqual([
      404,
      'Job not found.',
    ]);
  });

  it('changes nothing of an invoiced job: no status move, no save, no delete', async () => {
    const job = await newJob({ status: 'scheduled' });
    await move(tokens.admin, job.id, 'in_progress');
    await move(tokens.admin, job.id, 'completed');
    const invoiced = await call(tokens.admin, 'POST', `/records/jobs/${job.id}/invoice`, {});
    expect(outcome(invoiced)).toEqual([200, 'Job invoiced']);
    for (const status of ['open', 'completed', 'cancelled', 'invoiced']) {
      const refused = await move(tokens.admin, job.id, status);
      expect(refused.statusCode).toBe(409);
    }
    expect(outcome(await move(tokens.admin, job.id, 'cancelled'))).toEqual([
      409,
      JOB_STATUS_MESSAGES.locked,
    ]);
    expect(outcome(await call(tokens.admin, 'DELETE', `/records/jobs/${job.id}`))).toEqual([
      409,
      'This job is locked.',
    ]);
    expect(outcome(await save(tokens.admin, job.id, { status: 'completed' }))).toEqual([
      409,
      'This job is locked.',
    ]);
    expect(await stored(job.id)).toMatchObject({
      status: 'invoiced',
      invoice_number: expect.any(String),
    });
  });

  it('validates the request at the edge: unknown status, no status, a long reason or a bad id are 400s', async () => {
    const job = await newJob();
    for (const [url, payload] of [
      [`/records/jobs/${job.id}/status`, { status: 'done' }],
      [`/records/jobs/${job.id}/status`, { status: 7 }],
      [`/records/jobs/${job.id}/status`, {}],
      [`/records/jobs/${job.id}/status`, { status: 'scheduled', reason: 'x'.repeat(501) }],
      [`/records/jobs/${job.id}/status`, { status: 'scheduled', reason: { toString: 1 } }],
      ['/records/jobs/abc/status', { status: 'scheduled' }],
    ] as const) {
      const refused = await call(tokens.admin, 'POST', url, payload);
      expect([url, refused.statusCode]).toEqual([url, 400]);
    }
    expect((await stored(job.id)).status).toBe('open');
  });
});
