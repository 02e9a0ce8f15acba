import {
  TEST_START,
  bearer,
  body,
  describeEachDatabase,
  login,
} from '../../testing/create-test-app';
import { LOAD_REPORTS_PER_USER, type RemoteLoadSummary } from './routes';

interface Summary {
  since: string;
  until: string;
  remotes: RemoteLoadSummary[];
}

const loaded = (remote: string, version: string, duration: number) => ({
  remote,
  version,
  module: './app',
  phase: 'loaded',
  duration_ms: duration,
  error_class: null,
});

/** Rows of the tests fall in 2031, far from the test clock (2026), so a window holds only them. */
const WINDOW = { since: '2031-01-01T00:00:00.000Z', until: '2031-01-02T00:00:00.000Z' };
const IN_WINDOW = new Date('2031-01-01T12:00:00.000Z');

describeEachDatabase('delivery: remote load telemetry', (get) => {
  let admin: string;
  let sales: string;
  let acme: string;

  const report = async (token: string, payload: unknown) => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/delivery/loads',
      headers: bearer(token),
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<{ stored: number }>(response) };
  };
  const summary = async (token: string, query: Record<string, string>) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/delivery/loads/summary?${new URLSearchParams(query)}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, ...body<Summary>(response) };
  };
  const stored = async () =>
    Number(
      (
        await get()
          .ctx.db.selectFrom('remote_loads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    const app = get().app;
    [admin, sales, acme] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'sales@demo.test'),
      login(app, 'admin@acme.test'),
    ]);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing of the batch', async () => {
    const before = await stored();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /loads/],
      [{ loads: [] }, /loads/],
      [{ loads: [{ ...loaded('mf_auth', '1.0.0-a', 10), phase: 'exploded' }] }, /loads\.0\.phase/],
      [{ loads: [loaded('mf_auth', '1.0.0-a', -1)] }, /loads\.0\.duration_ms/],
      [{ loads: [loaded('MF AUTH', '1.0.0-a', 10)] }, /loads\.0\.remote/],
      [{ loads: [loaded('mf_auth', '<script>', 10)] }, /loads\.0\.version/],
      [
        {
          loads: [
            loaded('mf_auth', '1.0.0-a', 10),
            { ...loaded('mf_auth', '1.0.0-a', 10), phase: 'entry' },
          ],
        },
        /loads\.1\.error_class/,
      ],
      [
        { loads: [{ ...loaded('mf_auth', '1.0.0-a', 10), error_class: 'TypeError' }] },
        /loads\.0\.error_class/,
      ],
      [{ loads: Array.from({ length: 101 }, () => loaded('mf_auth', '1.0.0-a', 10)) }, /loads/],
    ];
    for (const [payload, field] of cases) {
      const answer = await report(admin, payload);
      expect(answer.status).toBe(400);
      expect(answer.info.message).toMatch(field);
      expect(Object.keys(answer.info.errors ?? {}).join(' ')).toMatch(field);
    }
    expect(await stored()).toBe(before);
  });

  it('stores a batch for the caller’s organisation and user', async () => {
    const answer = await report(sales, {
      loads: [
        loaded('mf_views', '2.0.0-report', 120),
        {
          remote: 'mf_views',
          version: '2.0.0-report',
          module: './widgets',
          phase: 'manifest',
          duration_ms: 8000,
          error_class: 'TimeoutError',
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ stored: 2 });
    const rows = await get()
      .ctx.db.selectFrom('remote_loads')
      .select(['organisation_id', 'user_id', 'module', 'phase', 'error_class', 'created_at'])
      .where('version', '=', '2.0.0-report')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.organisation_id, row.user_id, row.module, row.phase])).toEqual([
      [1, 2, './app', 'loaded'],
      [1, 2, './widgets', 'manifest'],
    ]);
    expect(rows[1].error_class).toBe('TimeoutError');
    expect(new Date(rows[0].created_at).toISOString()).toBe(TEST_START);
  });

  it('sums loads, failures, median and p95 per remote and version, for the caller’s organisation only', async () => {
    const db = get().ctx.db;
    const row = (
      organisation: number,
      remote: string,
      version: string,
      duration: number,
      phase = 'loaded',
    ) => ({
      organisation_id: organisation,
      user_id: null,
      remote,
      version,
      module: './app',
      phase,
      duration_ms: duration,
      error_class: phase === 'loaded' ? null : 'TypeError',
      created_at: IN_WINDOW,
    });
    await db
      .insertInto('remote_loads')
      .values([
        // mf_auth 1.0.0-a: ten loads of 100…1000 ms and two failures.
        ...Array.from({ length: 10 }, (_, i) => row(1, 'mf_auth', '1.0.0-a', (i + 1) * 100)),
        row(1, 'mf_auth', '1.0.0-a', 9000, 'entry'),
        row(1, 'mf_auth', '1.0.0-a', 50, 'manifest'),
        // mf_auth 1.0.1-b: three loads.
        row(1, 'mf_auth', '1.0.1-b', 40),
        row(1, 'mf_auth', '1.0.1-b', 10),
        row(1, 'mf_auth', '1.0.1-b', 20),
        // mf_quoting: failures only.
        row(1, 'mf_quoting', '3.0.0-c', 2000, 'compatibility'),
        // Outside the window, and another organisation's: not counted.
        { ...row(1, 'mf_auth', '1.0.0-a', 5), created_at: new Date('2031-01-02T00:00:00.000Z') },
        { ...row(1, 'mf_auth', '1.0.0-a', 5), created_at: new Date('2030-12-31T23:59:59.999Z') },
        row(2, 'mf_auth', '1.0.0-a', 1),
        row(2, 'mf_auth', '1.0.0-a', 1, 'entry'),
      ])
      .execute();

    const answer = await summary(admin, WINDOW);
    expect(answer.status).toBe(200);
    expect(answer.data.remotes).toEqual([
      {
        remote: 'mf_auth',
        version: '1.0.0-a',
        loads: 12,
        failures: 2,
        median_ms: 550,
        p95_ms: 955,
      },
      { remote: 'mf_auth', version: '1.0.1-b', loads: 3, failures: 0, median_ms: 20, p95_ms: 38 },
      {
        remote: 'mf_quoting',
        version: '3.0.0-c',
        loads: 1,
        failures: 1,
        median_ms: null,
        p95_ms: null,
      },
    ]);

    const other = await summary(acme, WINDOW);
    expect(other.data.remotes).toEqual([
      { remote: 'mf_auth', version: '1.0.0-a', loads: 2, failures: 1, median_ms: 1, p95_ms: 1 },
    ]);
  });

  it('is the administrators’ to read, and refuses a window that ends before it starts', async () => {
    expect((await summary(sales, WINDOW)).status).toBe(403);
    const backwards = await summary(admin, { since: WINDOW.until, until: WINDOW.since });
    expect(backwards.status).toBe(400);
    expect(backwards.info.errors).toEqual({ since: ['Must be before until.'] });
    const bad = await summary(admin, { since: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.info.message).toMatch(/since/);
  });

  it('limits how many reports one user sends a minute', async () => {
    const payload = { loads: [loaded('mf_timesheet', '9.9.9-limit', 5)] };
    for (let i = 0; i < LOAD_REPORTS_PER_USER.max; i++) {
      expect((await report(acme, payload)).status).toBe(200);
    }
    expect((await report(acme, payload)).status).toBe(429);
  });
});
