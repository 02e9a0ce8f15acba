import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { CHART_RANGE_PRESETS } from '@platform/shared/contracts';
import { parseChartDefinition, RANGE_PRESETS } from './definition';

interface ChartAnswer {
  chart: {
    report_id: number;
    name: string;
    chart_type: string;
    data: Array<{ x: string; label: string; series: string | null; value: number }>;
    total: number;
    rows: number;
  };
  config: { height: number; series_field: string | null; value_format: string };
  options: { parameters: { start_date: string; end_date: string }; default_range: string };
}

/**
 * Rows written by the tests fall in 2031, far from the seeded demo data (around the test
 * clock's 2026), so each chart's answer is exactly what these rows add up to. Sydney is
 * UTC+11 in January and February (daylight saving).
 */
const JAN_FEB_2031 = {
  start_date: '2030-12-31T13:00:00.000Z', // 1 January 2031 00:00 in Sydney
  end_date: '2031-02-28T12:59:59.999Z', // 28 February 2031 23:59:59.999 in Sydney
};
const TWO_WEEKS_2031 = {
  start_date: '2031-01-05T13:00:00.000Z', // Monday 6 January 2031 00:00 in Sydney
  end_date: '2031-01-19T12:59:59.999Z', // Sunday 19 January 2031 23:59:59.999 in Sydney
};

describeEachDatabase('insights: POST /chart/{reportId}', (get) => {
  let admin: string;
  let sales: string;
  let wall: string;
  let acme: string;
  const names: Record<number, string> = {};

  const chart = async (token: string | null, reportId: number | string, payload: unknown) => {
    const response = await get().app.inject({
      method: 'POST',
      url: `/chart/${reportId}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<ChartAnswer>(response) };
  };

  beforeAll(async () => {
    const app = get().app;
    [admin, sales, wall, acme] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'sales@demo.test'),
      login(app, 'dashboard@demo.test'),
      login(app, 'admin@acme.test'),
    ]);
    const db = get().ctx.db;
    const job = (organisation: number, data: Record<string, unknown>) => ({
      organisation_id: organisation,
      record_type: 'jobs',
      data: JSON.stringify({ title: 'Chart test', ...data }),
    });
    await db
      .insertInto('records')
      .values([
        job(1, { status: 'open', amount: 100, due_date: '2031-01-01' }),
        job(1, { status: 'completed', amount: 250.5, due_date: '2031-01-20' }),
        job(1, { status: 'invoiced', amount: 400, due_date: '2031-02-28' }),
        job(1, { status: 'completed', amount: 70, due_date: '2030-12-31' }), // the day before
        job(1, { status: 'completed', amount: 80, due_date: '2031-03-01' }), // the day after
        job(2, { status: 'completed', amount: 9999, due_date: '2031-01-15' }), // acme's
      ])
      .execute();
    const quote = (organisation: number, status: string, createdAt: string) => ({
      organisation_id: organisation,
      record_type: 'quotes',
      data: JSON.stringify({ title: 'Chart test', status, total: 1000 }),
      created_at: createdAt,
    });
    await db
      .insertInto('records')
      .values([
        quote(1, 'accepted', '2031-01-10T01:00:00.000Z'),
        quote(1, 'accepted', '2031-02-02T01:00:00.000Z'),
        quote(1, 'declined', '2031-01-11T01:00:00.000Z'),
        quote(1, 'sent', '2031-01-12T01:00:00.000Z'),
        quote(2, 'accepted', '2031-01-10T01:00:00.000Z'),
      ])
      .execute();
    const entry = (
      organisation: number,
      user: number,
      type: string,
      start: string,
      end: string,
      deleted = false,
    ) => ({
      organisation_id: organisation,
      user_id: user,
      type,
      title: type,
      source: 'manual',
      start_at: start,
      end_at: end,
      timezone: 'Australia/Sydney',
      deleted_at: deleted ? '2031-01-20T00:00:00.000Z' : null,
    });
    await db
      .insertInto('timesheet_entries')
      .values([
        // Measurer (3): Monday 6 January 08:00–12:00 and Tuesday 09:00–12:30 Sydney, a break.
        entry(1, 3, 'working', '2031-01-05T21:00:00.000Z', '2031-01-06T01:00:00.000Z'),
        entry(1, 3, 'working', '2031-01-06T22:00:00.000Z', '2031-01-07T01:30:00.000Z'),
        entry(1, 3, 'break', '2031-01-07T01:30:00.000Z', '2031-01-07T02:00:00.000Z'),
        // Fitter (4): Monday 13 January 2 hours; a deleted entry does not count.
        entry(1, 4, 'working', '2031-01-12T22:00:00.000Z', '2031-01-13T00:00:00.000Z'),
        entry(1, 4, 'working', '2031-01-13T22:00:00.000Z', '2031-01-14T03:00:00.000Z', true),
        // Acme's administrator (11): never in demo's chart.
        entry(2, 11, 'working', '2031-01-05T21:00:00.000Z', '2031-01-06T05:00:00.000Z'),
      ])
      .execute();
    const people = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [3, 4])
      .execute();
    for (const person of people)
      names[person.id] = `${person.first_name} ${person.last_name}`.trim();
  });

  describe('the seeded charts count exactly the rows of the range and organisation', () => {
    it('jobs by status: one bar per status, counted by the due date in the organisation zone', async () => {
      const answer = await chart(admin, 1, { parameters: JAN_FEB_2031 });
      expect(answer.status).toBe(200);
      expect(answer.data.chart).toEqual(
        expect.objectContaining({ report_id: 1, name: 'Jobs by status', chart_type: 'bar' }),
      );
      expect(answer.data.chart.data.map(({ label, value }) => [label, value])).toEqual([
        ['Completed', 1],
        ['Invoiced', 1],
        ['Open', 1],
      ]);
      expect(answer.data.chart.total).toBe(3);
      expect(answer.data.config.height).toBe(600);
      expect(answer.data.options.parameters).toEqual(
        expect.objectContaining({ start_date: JAN_FEB_2031.start_date }),
      );
    });

    it('revenue by month: the amounts of completed and invoiced jobs summed per month', async () => {
      const answer = await chart(admin, 2, { parameters: JAN_FEB_2031 });
      expect(answer.status).toBe(200);
      expect(answer.data.chart.data.map(({ x, value }) => [x, value])).toEqual([
        ['2031-01', 250.5],
        ['2031-02', 400],
      ]);
      expect(answer.data.chart.total).toBe(650.5);
      expect(answer.data.config.value_format).toBe('currency');
    });

    it('hours by staff by week: working hours per person per week from Monday, quiet weeks as zero', async () => {
      const answer = await chart(admin, 3, { parameters: TWO_WEEKS_2031 });
      expect(answer.status).toBe(200);
      expect(answer.data.config.series_field).toBe('series');
      const points = answer.data.chart.data.map(({ x, series, value }) => [x, series, value]);
      expect(points).toHaveLength(4);
      expect(points).toEqual(
        expect.arrayContaining([
          ['2031-01-06', names[3], 7.5],
          ['2031-01-13', names[3], 0],
          ['2031-01-06', names[4], 0],
          ['2031-01-13', names[4], 2],
        ]),
      );
      expect(answer.data.chart.total).toBe(9.5);
    });

    it('quotes won vs lost: accepted and declined quotes only, named Won and Lost', async () => {
      const answer = await chart(admin, 4, { parameters: JAN_FEB_2031 });
      expect(answer.status).toBe(200);
      expect(answer.data.chart.chart_type).toBe('pie');
      expect(answer.data.chart.data.map(({ label, value }) => [label, value])).toEqual([
        ['Won', 2],
        ['Lost', 1],
      ]);
      expect(answer.data.chart.total).toBe(3);
    });

    it("another organisation's chart counts only its own rows", async () => {
      const answer = await chart(acme, 1, { parameters: JAN_FEB_2031 });
      expect(answer.status).toBe(200);
      expect(answer.data.chart.data.map(({ label, value }) => [label, value])).toEqual([
        ['Completed', 1],
      ]);
      const revenue = await chart(acme, 2, { parameters: JAN_FEB_2031 });
      expect(revenue.data.chart.total).toBe(9999);
    });

    it('answers an empty chart for a range without rows', async () => {
      const answer = await chart(admin, 1, {
        parameters: {
          start_date: '2035-06-01T00:00:00.000Z',
          end_date: '2035-06-07T23:59:59.999Z',
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.data.chart.data).toEqual([]);
      expect(answer.data.chart.total).toBe(0);
    });
  });

  describe('bad requests', () => {
    /** A chart row written straight to the table, its definition as given. */
    const storeChart = (
      id: number,
      organisationId: number,
      name: string,
      chartType: string,
      definition: Record<string, string>,
    ) =>
      get()
        .ctx.db.insertInto('insight_charts')
        .values({
          id,
          organisation_id: organisationId,
          name,
          chart_type: chartType,
          definition: JSON.stringify(definition),
        })
        .execute();

    it('answers 404 naming an unknown report, and for a chart of another organisation', async () => {
      const unknown = await chart(admin, 999, { parameters: JAN_FEB_2031 });
      expect(unknown.status).toBe(404);
      expect(unknown.info.message).toBe('Chart 999 does not exist.');
      await storeChart(98, 2, 'Acme only', 'pie', {
        source: 'jobs',
        group_by: 'status',
        date_field: 'due_date',
      });
      expect((await chart(acme, 98, { parameters: JAN_FEB_2031 })).status).toBe(200);
      expect((await chart(admin, 98, { parameters: JAN_FEB_2031 })).status).toBe(404);
    });

    it('answers 400 for a report id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-1', '1.5']) {
        const answer = await chart(admin, id, { parameters: JAN_FEB_2031 });
        expect([id, answer.status]).toEqual([id, 400]);
        expect(answer.info.message).toMatch(/reportId/);
      }
    });

    it('answers 400 with a clear message for a missing or bad date range', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{}, /parameters/],
        [{ parameters: { start_date: JAN_FEB_2031.start_date } }, /end_date/],
        [{ parameters: { ...JAN_FEB_2031, start_date: 'last tuesday' } }, /start_date/],
        [{ parameters: { ...JAN_FEB_2031, end_date: '2031-02-31T00:00:00.000Z' } }, /end_date/],
        [{ parameters: { ...JAN_FEB_2031, start_date: 20310101 } }, /start_date/],
        [
          { parameters: { start_date: JAN_FEB_2031.end_date, end_date: JAN_FEB_2031.start_date } },
          /ends before it starts/,
        ],
        [
          { parameters: { start_date: '2020-01-01T00:00:00Z', end_date: '2031-01-01T00:00:00Z' } },
          /longer than/,
        ],
      ];
      for (const [payload, message] of cases) {
        const answer = await chart(admin, 1, payload);
        expect([payload, answer.status]).toEqual([payload, 400]);
        expect(answer.info.message).toMatch(message);
      }
    });

    it('refuses a stored definition outside the whitelist with a clear message, running nothing', async () => {
      await storeChart(99, 1, 'Broken', 'bar', {
        source: 'users',
        group_by: 'email',
        date_field: 'x',
      });
      const answer = await chart(admin, 99, { parameters: JAN_FEB_2031 });
      expect(answer.status).toBe(422);
      expect(answer.info.message).toBe('Chart 99 is not set up correctly.');
      expect(answer.info.errors?.definition).toEqual(["unknown source 'users'"]);
    });
  });

  it('the demo\'s revenue ("This year" on Insights) has months behind today and none ahead', async () => {
    // The test clock stands at 11 March 2026 in Sydney: done work was due on or before that day.
    const ahead = await chart(admin, 2, {
      parameters: { start_date: '2026-03-11T13:00:00.000Z', end_date: '2026-12-31T12:59:59.999Z' },
    });
    expect(ahead.status).toBe(200);
    expect(ahead.data.chart.data).toEqual([]);
    const behind = await chart(admin, 2, {
      parameters: { start_date: '2025-12-31T13:00:00.000Z', end_date: '2026-03-11T12:59:59.999Z' },
    });
    expect(behind.data.chart.data.map(({ x }) => x)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  describe('permissions', () => {
    it('needs a session', async () => {
      expect((await chart(null, 1, { parameters: JAN_FEB_2031 })).status).toBe(401);
    });

    it('gives a chart to whoever is given a page showing it: the dashboard chart to everyone', async () => {
      expect((await chart(sales, 1, { parameters: JAN_FEB_2031 })).status).toBe(200);
      expect((await chart(wall, 1, { parameters: JAN_FEB_2031 })).status).toBe(200);
    });

    it('keeps the insights page charts (roles 1 and 2) from sales and from the wall display', async () => {
      for (const reportId of [2, 3, 4]) {
        expect((await chart(sales, reportId, { parameters: JAN_FEB_2031 })).status).toBe(403);
        expect((await chart(wall, reportId, { parameters: JAN_FEB_2031 })).status).toBe(403);
      }
    });
  });
});

describe('chart definitions', () => {
  it('accepts exactly the range presets the chart widget offers (the shared contract)', () => {
    expect(RANGE_PRESETS).toEqual(CHART_RANGE_PRESETS);
  });

  it('accepts the whitelisted names and fills in defaults', () => {
    const parsed = parseChartDefinition({
      source: 'jobs',
      group_by: 'month',
      date_field: 'due_date',
    });
    expect(parsed).toEqual({
      ok: true,
      definition: expect.objectContaining({
        measure: 'count',
        field: null,
        series_by: null,
        default_range: 'this_month',
        x_label: 'Month',
      }),
    });
  });

  it('lists everything outside the whitelist', () => {
    expect(
      parseChartDefinition({
        source: 'jobs',
        measure: 'median',
        group_by: 'user',
        date_field: 'updated_at',
        months: 0,
      }),
    ).toEqual({
      ok: false,
      problems: [
        "unknown measure 'median'",
        "jobs cannot be grouped by 'user'",
        "'updated_at' is not a date field of jobs",
        'months must be a whole number from 1 to 60',
      ],
    });
    expect(
      parseChartDefinition({
        source: 'quotes',
        measure: 'sum',
        field: 'id',
        group_by: 'status',
        date_field: 'created_at',
      }),
    ).toEqual({ ok: false, problems: ["'id' is not a number field of quotes"] });
  });
});
