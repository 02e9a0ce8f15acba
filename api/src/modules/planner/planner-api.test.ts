import { bearer, describeEachDatabase } from '../../testing/create-test-app';
import { signedInCaller } from '../../testing/test-caller';
import { pdfText } from '../../testing/pdf-text';
import { demoJobSheet } from './demo-pdf';
import { DAYS_PER_WEEK, EVENT_MAX_LENGTH, isMondayIso, PLANNER_MESSAGES } from './rules';
import { JOB_EVENTS, QUOTE_EVENTS } from './seed';

interface Week {
  week_start: string;
  events: string[];
  updated_at: string | null;
}
interface TimelineItem {
  id: string;
  kind: string;
  date: string;
  heading: string;
  message: string;
  user: string | null;
  color: string;
  icon: string;
  badge: { label: string; color: string; textColor: string };
}

// 2026-03-09 is a Monday; the test app's clock starts on Wednesday 2026-03-11.
const MONDAY = '2026-03-09';
const week = (...days: string[]) =>
  Array.from({ length: DAYS_PER_WEEK }, (_, day) => days[day] ?? '');

describe('planner rules', () => {
  it('accepts only real Mondays written YYYY-MM-DD', () => {
    expect(isMondayIso('2026-03-09')).toBe(true);
    expect(isMondayIso('2024-01-01')).toBe(true);
    expect(isMondayIso('2026-03-10')).toBe(false);
    expect(isMondayIso('2026-03-15')).toBe(false);
    expect(isMondayIso('2026-02-30')).toBe(false);
    expect(isMondayIso('2026-3-9')).toBe(false);
    expect(isMondayIso('20260309')).toBe(false);
  });

  it('generates a two-page PDF whose cross-reference offsets point at its objects', () => {
    const pdf = demoJobSheet({ number: 'J-00001', customer_name: 'Nguyen Family' }, 'UTC');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 2');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 12).split('\n')[0]).toBe(`${index + 1} 0 obj`);
    });
  });
});

describeEachDatabase('planner: weekly planner, sales timeline, demo document', (get) => {
  const { tokens, call } = signedInCaller(get, [
    'admin@demo.test',
    'sales@demo.test',
    'fitter@demo.test',
    'admin@acme.test',
    'dashboard@demo.test',
  ]);
  const firstRecord = async (organisationId: number, type: string) =>
    (await get()
      .ctx.db.selectFrom('records')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', type)
      .orderBy('id')
      .executeTakeFirstOrThrow())!.id;
  const storedWeeks = async () =>
    (await get().ctx.db.selectFrom('planner_weeks').selectAll().execute()).length;

  it('answers 401 without a session and 403 to a dashboard screen', async () => {
    for (const [method, url, payload] of [
      ['GET', `/planner/weeks/${MONDAY}`],
      ['PUT', `/planner/weeks/${MONDAY}`, { events: week() }],
      ['GET', '/sales/1/sales_timeline'],
      ['GET', '/planner/documents/job-sheet'],
    ] as Array<['GET' | 'PUT', string, object?]>) {
      const anonymous = await get().app.inject({ method, url, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect([url, (await call('dashboard@demo.test', method, url, payload)).status]).toEqual([
        url,
        403,
      ]);
    }
  });

  it('gives an empty week before anything is saved, then the saved events', async () => {
    const empty = await call<Week>('sales@demo.test', 'GET', `/planner/weeks/${MONDAY}`);
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ week_start: MONDAY, events: week(), updated_at: null });

    const events = week('Measure at Bondi', '', 'Fit J-00001');
    const saved = await call<Week>('sales@demo.test', 'PUT', `/planner/weeks/${MONDAY}`, {
      events,
    });
    expect(saved.status).toBe(200);
    expect(saved.info.message).toBe(PLANNER_MESSAGES.saved);
    expect(saved.data.updated_at).toBe(get().clock.now().toISOString());

    const again = await call<Week>('sales@demo.test', 'GET', `/planner/weeks/${MONDAY}`);
    expect(again.data.events).toEqual(events);
    // Saving again replaces the week (one row per user and week).
    await call('sales@demo.test', 'PUT', `/planner/weeks/${MONDAY}`, { events: week('Only') });
    expect(
      (await call<Week>('sales@demo.test', 'GET', `/planner/weeks/${MONDAY}`)).data.events,
    ).toEqual(week('Only'));
    const rows = await get()
      .ctx.db.selectFrom('planner_weeks')
      .selectAll()
      .where('week_start', '=', MONDAY)
      .execute();
    expect(rows).toHaveLength(1);
    // Another week is separate.
    const next = await call<Week>('sales@demo.test', 'GET', '/planner/weeks/2026-03-16');
    expect(next.data.events).toEqual(week());
  });

  it("does not show a user's week to another user or another organisation", async () => {
    await call('admin@demo.test', 'PUT', '/planner/weeks/2026-04-06', {
      events: week('Admin only'),
    });
    for (const other of ['fitter@demo.test', 'admin@acme.test', 'sales@demo.test']) {
      const seen = await call<Week>(other, 'GET', '/planner/weeks/2026-04-06');
      expect([other, seen.data.events]).toEqual([other, week()]);
    }
    // The other organisation's own save does not touch the demo administrator's week.
    await call('admin@acme.test', 'PUT', '/planner/weeks/2026-04-06', { events: week('Acme') });
    const own = await call<Week>('admin@demo.test', 'GET', '/planner/weeks/2026-04-06');
    expect(own.data.events).toEqual(week('Admin only'));
  });

  it('refuses a week that does not start on a Monday, and bad events, storing nothing', async () => {
    const before = await storedWeeks();
    const bad: Array<[string, unknown, string]> = [
      ['2026-03-10', { events: week('Tuesday start') }, 'weekStart'],
      ['2026-02-30', { events: week() }, 'weekStart'],
      ['next-week', { events: week() }, 'weekStart'],
      [MONDAY, { events: week().slice(0, 6) }, 'events'],
      [MONDAY, { events: [...week(), 'eighth'] }, 'events'],
      [MONDAY, { events: week('x'.repeat(EVENT_MAX_LENGTH + 1)) }, 'events'],
      [MONDAY, { events: week().map((_, i) => (i === 2 ? 3 : '')) }, 'events'],
      [MONDAY, {}, 'events'],
    ];
    for (const [start, payload, field] of bad) {
      const answer = await call('sales@demo.test', 'PUT', `/planner/weeks/${start}`, payload);
      expect([start, answer.status]).toEqual([start, 400]);
      if (field) expect(JSON.stringify(answer.info)).toContain(field);
    }
    const tuesday = await call('sales@demo.test', 'GET', '/planner/weeks/2026-03-10');
    expect(tuesday.status).toBe(400);
    expect(tuesday.info.message).toBe(`weekStart: ${PLANNER_MESSAGES.notMonday}`);
    expect(await storedWeeks()).toBe(before);
    // The longest allowed event is fine.
    const longest = await call('sales@demo.test', 'PUT', '/planner/weeks/2026-05-04', {
      events: week('x'.repeat(EVENT_MAX_LENGTH)),
    });
    expect(longest.status).toBe(200);
  });

  it("returns a demo job's seeded timeline, oldest first, with user, colour and icon by kind", async () => {
    const jobId = await firstRecord(1, 'jobs');
    const answer = await call<{ items: TimelineItem[] }>(
      'fitter@demo.test',
      'GET',
      `/sales/${jobId}/sales_timeline`,
    );
    expect([answer.status, answer.info.message]).toEqual([200, undefined]);
    const { items } = answer.data;
    expect(items.map((item) => item.heading)).toEqual(JOB_EVENTS.map((event) => event.title));
    const dates = items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    const measured = items.find((item) => item.kind === 'measured')!;
    expect(measured).toMatchObject({
      message: 'Opening 2100 x 900 mm, square within 2 mm.',
      user: 'Max Measurer',
      icon: 'column-width',
      badge: { label: 'Measured' },
    });
    expect(items.find((item) => item.kind === 'approved')?.color).not.toBe(measured.color);
    expect(items.find((item) => item.kind === 'status_change')?.user).toBeNull();

    const quoteId = await firstRecord(1, 'quotes');
    const quote = await call<{ items: TimelineItem[] }>(
      'sales@demo.test',
      'GET',
      `/sales/${quoteId}/sales_timeline`,
    );
    expect(quote.data.items.map((item) => item.kind)).toEqual(
      QUOTE_EVENTS.map((event) => event.kind),
    );
  });

  it("derives a 'created' item from the record when no event was stored", async () => {
    const later = await get()
      .ctx.db.selectFrom('records')
      .select('id')
      .where('organisation_id', '=', 1)
      .where('record_type', '=', 'jobs')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const answer = await call<{ items: TimelineItem[] }>(
      'admin@demo.test',
      'GET',
      `/sales/${later.id}/sales_timeline`,
    );
    expect(answer.data.items).toHaveLength(1);
    expect(answer.data.items[0]).toMatchObject({ kind: 'created', heading: 'Job created' });
  });

  it("answers 404 for another organisation's record, a record of another type and an unknown id", async () => {
    const acmeQuote = await firstRecord(2, 'quotes');
    const foreign = await call('admin@demo.test', 'GET', `/sales/${acmeQuote}/sales_timeline`);
    expect(foreign.status).toBe(404);
    expect(foreign.info.message).toBe(PLANNER_MESSAGES.recordNotFound);
    // The acme user sees their own quote's history, but not a demo job.
    const own = await call<{ items: TimelineItem[] }>(
      'admin@acme.test',
      'GET',
      `/sales/${acmeQuote}/sales_timeline`,
    );
    expect(own.data.items).toHaveLength(QUOTE_EVENTS.length);
    const demoJob = await firstRecord(1, 'jobs');
    expect((await call('admin@acme.test', 'GET', `/sales/${demoJob}/sales_timeline`)).status).toBe(
      404,
    );
    const customer = await firstRecord(1, 'customers');
    expect((await call('admin@demo.test', 'GET', `/sales/${customer}/sales_timeline`)).status).toBe(
      404,
    );
    expect((await call('admin@demo.test', 'GET', '/sales/0/sales_timeline')).status).toBe(400);
    expect((await call('admin@demo.test', 'GET', '/sales/999999/sales_timeline')).status).toBe(404);
  });

  it("sends the demo job sheet to the demo organisation's staff only", async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: '/planner/documents/job-sheet',
      headers: bearer(tokens['fitter@demo.test']),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The sheet says what job J-00001 says: its customer, site, work and schedule as its page shows them.
    const job = await get()
      .ctx.db.selectFrom('records')
      .select('data')
      .where('organisation_id', '=', 1)
      .where('record_type', '=', 'jobs')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const data = job.data as Record<string, string>;
    const [first, second] = pdfText(response.rawPayload);
    expect(first).toContain(`Job sheet ${data.number}`);
    expect(first).toContain(`Customer: ${data.customer_name}`);
    expect(first).toContain(`Site: ${data.site}`);
    expect(first).toContain(`Title: ${data.title.replace('–', '-')}`);
    expect(first).toMatch(/Scheduled: \d\d\/\d\d\/\d{4} \d\d:\d\d[ap]m/);
    expect(first).not.toContain('T0');
    expect(second).toContain('Fitting checklist');
    const acme = await call('admin@acme.test', 'GET', '/planner/documents/job-sheet');
    expect(acme.status).toBe(404);
  });
});
