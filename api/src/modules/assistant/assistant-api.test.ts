import { sql } from 'kysely';
import { LIMITS } from '../../core/limits';
import { describeEachDatabase } from '../../testing/create-test-app';
import { DEMO_STAFF_AND_ACME_ADMIN, signedInCaller } from '../../testing/test-caller';
import { insertWholesaleOrder } from '../wholesale/test-support';
import { CUSTOMER_RESULTS, HELP_REPLY, UNKNOWN_REPLY } from './local-provider';
import { QUERY_MAX_LENGTH } from './schemas';

const DEMO = 1;
const ACME = 2;

describeEachDatabase('assistant: POST /chatbot/query', (get) => {
  const { call } = signedInCaller(get, DEMO_STAFF_AND_ACME_ADMIN);
  let acmeJobId: number;
  let acmeOrderId: number;
  let demoOrderId: number;

  const ask = (who: string | null, payload: unknown) =>
    call<string | null>(who, 'POST', '/chatbot/query', payload);
  const reply = async (who: string, query: string): Promise<string> => {
    const answer = await ask(who, { query });
    expect(answer.status).toBe(200);
    expect(typeof answer.data).toBe('string');
    return answer.data as string;
  };

  const jobCountsOf = async (organisationId: number) => {
    const rows = await get()
      .ctx.db.selectFrom('records')
      .select([
        sql<string>`data->>'status'`.as('status'),
        (eb) => eb.fn.countAll<string>().as('count'),
      ])
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', 'jobs')
      .groupBy(sql`data->>'status'`)
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  };

  const clockIn = async (who: string) => {
    const device = { 'x-device-token': `${who}-laptop`, 'x-device-type': 'web' };
    const answer = await call(
      who,
      'POST',
      '/timelog/state',
      {
        type: 'working',
        device_token: `${who}-laptop`,
        device_type: 'web',
        tracking_enabled: true,
      },
      device,
    );
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    const db = get().ctx.db;
    const acmeJob = await db
      .insertInto('records')
      .values({
        organisation_id: ACME,
        record_type: 'jobs',
        data: JSON.stringify({ number: 'J-77001', title: 'Acme secret job', status: 'open' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    acmeJobId = acmeJob.id;
    const customer = (organisationId: number, name: string) =>
      db
        .insertInto('records')
        .values({
          organisation_id: organisationId,
          record_type: 'customers',
          data: JSON.stringify({ name }),
        })
        .execute();
    await customer(ACME, 'Smith Zebra Acme');
    // One more than the seeded Smiths, so the search has more matches than it lists.
    await customer(DEMO, 'Goldsmith Glass');
    acmeOrderId = await insertWholesaleOrder(get().ctx, ACME, 'Acme Buyer', 'Acme secret order');
    demoOrderId = await insertWholesaleOrder(get().ctx, DEMO, 'Dana Demo-Buyer', 'Fitzroy screens');
  });

  it('answers help with the questions it understands, whatever the case', async () => {
    expect(await reply('admin@demo.test', 'help')).toBe(HELP_REPLY);
    expect(await reply('admin@demo.test', '  What can you DO?  ')).toBe(HELP_REPLY);
  });

  it('says clearly when it does not understand', async () => {
    expect(await reply('admin@demo.test', 'what is the meaning of life')).toBe(UNKNOWN_REPLY);
  });

  it('counts the open jobs and every status from the organisation’s jobs', async () => {
    const counts = await jobCountsOf(DEMO);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    expect(counts.get('open')).toBeGreaterThan(0);
    for (const phrasing of ['how many jobs are open', 'How many OPEN jobs?', 'jobs by status']) {
      const text = await reply('admin@demo.test', phrasing);
      const open = counts.get('open') ?? 0;
      expect(text).toContain(open === 1 ? '1 job is open.' : `${open} jobs are open.`);
      expect(text).toContain(`All ${total} jobs by status:`);
      expect(text).toContain(`Open: ${counts.get('open')}`);
      if (counts.has('completed')) expect(text).toContain(`Completed: ${counts.get('completed')}`);
    }
  });

  it('lists who is clocked in, from the time clock, in the caller’s organisation only', async () => {
    expect(await reply('admin@demo.test', 'who is clocked in?')).toBe(
      'Nobody is clocked in right now.',
    );
    await clockIn('fitter@demo.test');
    await clockIn('admin@acme.test');
    const text = await reply('admin@demo.test', "Who's clocked on");
    expect(text).toContain('1 person is clocked in:');
    expect(text).toContain('- Fiona Fitter');
    expect(text).not.toContain('Acme');
    const acme = await reply('admin@acme.test', 'anyone on shift?');
    expect(acme).toContain('- Alex Acme');
    expect(acme).not.toContain('Fiona');
  });

  it('finds customers by part of the name, at most five, with links to their pages', async () => {
    const rows = await get()
      .ctx.db.selectFrom('records')
      .select(['id', sql<string>`data->>'name'`.as('name')])
      .where('organisation_id', '=', DEMO)
      .where('record_type', '=', 'customers')
      .where(sql<boolean>`data->>'name' ilike ${'%smith%'}`)
      .orderBy(sql`lower(data->>'name')`)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(CUSTOMER_RESULTS);
    const text = await reply('sales@demo.test', 'Find customer smith');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`${rows.length} customers match "smith"; the first ${CUSTOMER_RESULTS}:`);
    expect(lines.slice(1)).toEqual(
      rows.slice(0, CUSTOMER_RESULTS).map((row) => `- ${row.name}: /customers/${row.id}`),
    );
    expect(text).not.toContain('Zebra');
  });

  it('searches a customer name literally and says when none matches', async () => {
    expect(await reply('sales@demo.test', 'look up customer called "Zebra"')).toBe(
      'No customer matches "Zebra".',
    );
    expect(await reply('sales@demo.test', 'find customer %')).toBe('No customer matches "%".');
    const acme = await reply('admin@acme.test', 'search for customer zebra');
    expect(acme).toMatch(/^1 customer matches "zebra":\n- Smith Zebra Acme: \/customers\/\d+$/);
  });

  it('summarises a job by id or number with a link to its page', async () => {
    const job = await get()
      .ctx.db.selectFrom('records')
      .select(['id', 'data'])
      .where('organisation_id', '=', DEMO)
      .where('record_type', '=', 'jobs')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const data = job.data as Record<string, string>;
    const byId = await reply('admin@demo.test', `show job ${job.id}`);
    expect(byId.split('\n')[0]).toBe(`Job ${data.number} · ${data.title}`);
    expect(byId).toContain(`Customer: ${data.customer_name}`);
    expect(byId.split('\n').at(-1)).toBe(`Open it: /jobs/${job.id}`);
    expect(await reply('admin@demo.test', `Job #${job.id}?`)).toBe(byId);
    expect(await reply('admin@demo.test', `job ${data.number.toLowerCase()}`)).toBe(byId);
  });

  it('summarises a wholesale order with a link to its page', async () => {
    const text = await reply('admin@demo.test', `show order ${demoOrderId}`);
    expect(text).toBe(
      [
        `Wholesale order ${demoOrderId} · Fitzroy screens`,
        'Status: Approved',
        'Customer: Dana Demo-Buyer',
        'Total: $1,234.50 ex GST',
        `Open it: /wholesale-orders/${demoOrderId}`,
      ].join('\n'),
    );
  });

  it("never shows another organisation's jobs, orders or counts", async () => {
    const before = await reply('admin@demo.test', 'how many jobs are open');
    expect(await reply('admin@demo.test', `show job ${acmeJobId}`)).toBe(
      `There is no job ${acmeJobId}.`,
    );
    expect(await reply('admin@demo.test', 'job J-77001')).toBe('There is no job J-77001.');
    expect(await reply('admin@demo.test', `order ${acmeOrderId}`)).toBe(
      `There is no wholesale order ${acmeOrderId}.`,
    );
    expect(await reply('admin@acme.test', `show order ${demoOrderId}`)).toBe(
      `There is no wholesale order ${demoOrderId}.`,
    );
    expect(await reply('admin@acme.test', `show job ${acmeJobId}`)).toContain(
      'Job J-77001 · Acme secret job',
    );
    const acmeCounts = await jobCountsOf(ACME);
    expect(await reply('admin@acme.test', 'how many jobs are open')).toContain(
      `${acmeCounts.get('open')} ${acmeCounts.get('open') === 1 ? 'job is' : 'jobs are'} open.`,
    );
    expect(await reply('admin@demo.test', 'how many jobs are open')).toBe(before);
  });

  it('refuses an empty, blank, too long or missing question with a clear 400', async () => {
    for (const payload of [{ query: '' }, { query: '   \n ' }]) {
      const answer = await ask('admin@demo.test', payload);
      expect(answer.status).toBe(400);
      expect(answer.info.errors).toEqual({ query: ['Type a question.'] });
    }
    const long = await ask('admin@demo.test', { query: 'x'.repeat(QUERY_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.info.message).toBe(`A question has at most ${QUERY_MAX_LENGTH} characters.`);
    expect((await ask('admin@demo.test', { query: 'x'.repeat(QUERY_MAX_LENGTH) })).status).toBe(
      200,
    );
    expect((await ask('admin@demo.test', {})).status).toBe(400);
    expect((await ask('admin@demo.test', { query: 42 })).status).toBe(400);
  });

  it('answers signed-in staff only', async () => {
    const anonymous = await ask(null, { query: 'help' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toBeNull();
    expect((await ask('dashboard@demo.test', { query: 'help' })).status).toBe(403);
  });

  it('limits how many questions one user asks in a minute', async () => {
    const allowed = LIMITS.assistantPerUser.max * get().ctx.config.rateLimitScale;
    for (let index = 0; index < allowed; index += 1) {
      expect((await ask('measurer@demo.test', { query: 'help' })).status).toBe(200);
    }
    const limited = await ask('measurer@demo.test', { query: 'help' });
    expect(limited.status).toBe(429);
    get().clock.advance(LIMITS.assistantPerUser.windowMs + 1);
    expect((await ask('measurer@demo.test', { query: 'help' })).status).toBe(200);
  });
});
