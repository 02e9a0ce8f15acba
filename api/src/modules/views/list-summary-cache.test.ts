import { CompiledQuery, sql } from 'kysely';
import { refreshPlannerStatistics, type Db } from '../../core/database';
import { describeEachDatabase } from '../../testing/create-test-app';
import { ListSummaryCache } from './list-summary-cache';
import { numberValueSql } from './record-field-indexes';
import { RECORD_TYPES, type RecordType } from './record-types';
import { MAX_PAGE_SIZE, RecordsStore, type ListRequest } from './records-store';

const jobs = RECORD_TYPES.jobs;
const everyJob: ListRequest = { page: 1, pageSize: 5, filters: {}, equals: {} };
const ORGANISATION = 1;

/** The jobs of the organisation, counted without the store. */
async function jobsIn(db: Db): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from records
    where organisation_id = ${ORGANISATION} and record_type = 'jobs'`.execute(db);
  return Number(rows[0].count);
}

describeEachDatabase(
  'records: list summaries cached against the versions of their fields',
  (get) => {
    const db = () => get().ctx.db;
    const list = (request: ListRequest = everyJob) =>
      new RecordsStore(get().ctx).list(ORGANISATION, jobs, request);
    const counted = () => jobsIn(db());
    /** Changes records without the version trigger: only a cache would hide such a change. */
    const withoutTrigger = async (statement: string) => {
      await db()
        .connection()
        .execute(async (connection) => {
          await sql.raw('alter table records disable trigger user').execute(connection);
          try {
            await sql.raw(statement).execute(connection);
          } finally {
            await sql.raw('alter table records enable trigger user').execute(connection);
          }
        });
    };
    const insertJob = (title: string, amount: number) =>
      `insert into records (organisation_id, record_type, data) values (${ORGANISATION}, 'jobs',
       '{"title": "${title}", "amount": ${amount}}'::jsonb)`;

    it('answers a repeated list from memory while no record of the type changed', async () => {
      const first = await list();
      expect(first.total).toBe(await counted());
      await withoutTrigger(insertJob('Unseen', 10));
      // The row is there, but nothing raised the version: the remembered summary is answered.
      expect((await list()).total).toBe(first.total);
      expect(await counted()).toBe(first.total + 1);
      await sql`delete from records where data->>'title' = 'Unseen'`.execute(db());
      expect((await list()).total).toBe(first.total);
    });

    it('counts and sums again after an insert, an update and a delete by any writer', async () => {
      const before = await list();
      const amountBefore = before.totals.amount;

      await sql.raw(insertJob('Cached count', 1234.5)).execute(db());
      const inserted = await list();
      expect(inserted.total).toBe(before.total + 1);
      expect(inserted.totals.amount).toBeCloseTo(amountBefore + 1234.5, 2);

      await sql`update records set data = jsonb_set(data, '{amount}', '100')
              where data->>'title' = 'Cached count'`.execute(db());
      expect((await list()).totals.amount).toBeCloseTo(amountBefore + 100, 2);

      await sql`delete from records where data->>'title' = 'Cached count'`.execute(db());
      const deleted = await list();
      expect(deleted.total).toBe(before.total);
      expect(deleted.totals.amount).toBeCloseTo(amountBefore, 2);
    });

    it('keeps a summary across a change of a field it does not read, not of one it reads', async () => {
      const openOnly: ListRequest = { ...everyJob, filters: { status: ['open'] } };
      const jobWith = async (status: string) =>
        (
          await sql<{ id: number }>`select id from records where organisation_id = ${ORGANISATION}
          and record_type = 'jobs' and data->>'status' = ${status} order by id limit 1`.execute(
            db(),
          )
        ).rows[0].id;
      const set = (id: number, field: string, json: string) =>
        sql`update records set data = jsonb_set(data, ${sql.lit(`{${field}}`)}, ${json}::jsonb)
          where id = ${id}`.execute(db());
      const open = await jobWith('open');
      const completed = await jobWith('completed');
      const before = await list(openOnly);
      // An open job nobody told the counters about: counted only when the summary is computed.
      await withoutTrigger(
        `insert into records (organisation_id, record_type, data) values (${ORGANISATION}, 'jobs',
         '{"title": "Unseen", "status": "open", "amount": 5}'::jsonb)`,
      );
      // A note typed into an open job: no summary of this list reads notes, so it is kept.
      await set(open, 'notes', '"called the customer"');
      expect((await list(openOnly)).total).toBe(before.total);
      // A completed job opened again: the list reads status, so it counts again (and finds both).
      await set(completed, 'status', '"open"');
      expect((await list(openOnly)).total).toBe(before.total + 2);
      // The unfiltered list sums amounts: a changed amount is summed again.
      const all = await list();
      await set(open, 'amount', '1000000');
      expect((await list()).totals.amount).toBeGreaterThan(all.totals.amount + 900_000);
      await set(completed, 'status', '"completed"');
      await sql`delete from records where data->>'title' = 'Unseen'`.execute(db());
      expect((await list(openOnly)).total).toBe(before.total);
    });

    it('keeps the summaries of different filters and organisations apart', async () => {
      const all = await list();
      const searched = await list({ ...everyJob, search: 'no job is called this' });
      expect(searched.total).toBe(0);
      expect((await list()).total).toBe(all.total);
      const other = await new RecordsStore(get().ctx).list(2, jobs, everyJob);
      expect(other.total).not.toBe(all.total);
    });

    it('forgets the least recently used summary beyond its capacity', async () => {
      const cache = new ListSummaryCache(db(), 2);
      const summaryOf = (title: string) =>
        cache.summary(
          ORGANISATION,
          'jobs',
          ['title'],
          db()
            .selectFrom('records')
            .select((eb) => [eb.fn.countAll<string>().as('count'), sql<null>`null`.as('total')])
            .where('organisation_id', '=', ORGANISATION)
            .where('record_type', '=', 'jobs')
            .where(sql`data->>'title'`, '=', title),
        );
      expect((await summaryOf('LRU a')).count).toBe(0);
      expect((await summaryOf('LRU b')).count).toBe(0);
      await withoutTrigger(insertJob('LRU a', 1));
      await withoutTrigger(insertJob('LRU b', 1));
      expect((await summaryOf('LRU a')).count).toBe(0); // remembered; now the newest
      expect((await summaryOf('LRU c')).count).toBe(0); // a third: 'LRU b' is forgotten
      expect((await summaryOf('LRU a')).count).toBe(0); // still remembered
      expect((await summaryOf('LRU b')).count).toBe(1); // counted again
      await sql`delete from records where data->>'title' like 'LRU %'`.execute(db());
    });

    it('finds no rows after the records are truncated (runs last: it empties the table)', async () => {
      expect((await list()).total).toBeGreaterThan(0);
      await sql`truncate records cascade`.execute(db());
      expect((await list()).total).toBe(0);
    });
  },
);

describeEachDatabase('records: planner statistics', (get) => {
  const counted = () => jobsIn(get().ctx.db);
  it('gives the planner the real number of jobs, and it pages them by due date through its index', async () => {
    const { ctx } = get();
    await sql`
      insert into records (organisation_id, record_type, data)
      select ${ORGANISATION}, 'jobs',
             jsonb_build_object('title', 'Bulk ' || n,
                                'due_date', (date '2026-01-01' + (n % 365))::text)
      from generate_series(1, 3000) as n`.execute(ctx.db);
    await refreshPlannerStatistics({ db: ctx.db, kind: get().kind });
    // Without statistics the planner takes the 3,150 jobs for one row.
    const estimate = await sql<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>`
      explain (format json) select id from records
      where organisation_id = ${ORGANISATION} and record_type = 'jobs'`.execute(ctx.db);
    const real = await counted();
    expect(real).toBeGreaterThan(3000);
    expect(estimate.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(real * 0.8);
    expect(estimate.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']).toBeLessThan(real * 1.2);
    const query = new RecordsStore(ctx)
      .pageQuery(
        ORGANISATION,
        jobs,
        { ...everyJob, sortBy: 'due_date', sortDirection: 'desc' },
        'UTC',
      )
      .compile();
    const explained = await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Scan using records_jobs_due_date_desc');
    expect(plan).not.toMatch(/\bSort\b/);
    await sql`delete from records where data->>'title' like 'Bulk %'`.execute(ctx.db);
  });
});

describeEachDatabase('records: number values summed', (get) => {
  it('sums JSON numbers and numeric text as the lenient cast reads them, and skips the rest', async () => {
    const documents = [
      { amount: 12.5 },
      { amount: -3 },
      { amount: '7.25' },
      { amount: ' 4 ' },
      { amount: 'n/a' },
      { amount: '' },
      { amount: true },
      { amount: null },
      {},
    ];
    const { rows } = await sql<{ summed: string | null; cast: string | null }>`
      select ${sql.raw(numberValueSql('amount', 'd'))} as summed,
             records_number(d->>'amount') as cast
      from jsonb_array_elements(${JSON.stringify(documents)}::jsonb) with ordinality as v(d, n)
      order by n`.execute(get().ctx.db);
    const read = (value: string | null) => (value === null ? null : Number(value));
    expect(rows.map((row) => read(row.summed))).toEqual([
      12.5,
      -3,
      7.25,
      4,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(rows.map((row) => read(row.summed))).toEqual(rows.map((row) => read(row.cast)));
  });
});

describeEachDatabase('records: a page and its summary from one scan', (get) => {
  /** The page, the count and the total as the page query and the summary's aggregate read them. */
  async function apart(type: RecordType, request: ListRequest) {
    const store = new RecordsStore(get().ctx);
    const page = await store.pageQuery(ORGANISATION, type, request, 'UTC').execute();
    const every = await store
      .pageQuery(ORGANISATION, type, { ...request, page: 1, pageSize: MAX_PAGE_SIZE }, 'UTC')
      .execute();
    const ids = every.map((row) => row.id);
    const total = type.totalField
      ? (
          await sql<{
            total: string | null;
          }>`select sum(${sql.raw(numberValueSql(type.totalField))})
            as total from records where id = any(${ids})`.execute(get().ctx.db)
        ).rows[0].total
      : null;
    return { page, count: String(every.length), total };
  }

  const requests: Array<[string, ListRequest]> = [
    ['jobs', everyJob],
    ['jobs', { ...everyJob, search: 'a' }],
    ['jobs', { ...everyJob, search: 'J-0', sortBy: 'due_date', sortDirection: 'desc' }],
    ['jobs', { ...everyJob, search: 'e', page: 3, sortBy: 'amount', sortDirection: 'asc' }],
    ['jobs', { ...everyJob, sortDirection: 'desc', filters: { status: ['open', 'completed'] } }],
    ['jobs', { ...everyJob, search: 'no job is called this' }],
    ['jobs', { ...everyJob, search: 'a', page: 100_000 }],
    ['jobs', { ...everyJob, search: 'a', sortBy: 'title', pageSize: 50 }],
    ['quotes', { ...everyJob, search: 'Q', sortBy: 'total', sortDirection: 'desc' }],
    ['customers', { ...everyJob, search: 'st', sortBy: 'name' }],
  ];

  it.each(requests)(
    'answers %s %j byte for byte as the page and the summary apart',
    async (name, request) => {
      const type = RECORD_TYPES[name];
      const expected = await apart(type, request);
      const { rows } = await new RecordsStore(get().ctx)
        .pageWithSummaryQuery(ORGANISATION, type, request, 'UTC')
        .execute(get().ctx.db);
      expect(rows.length).toBeGreaterThan(0); // the summary row, even for an empty page
      expect(String(rows[0].count)).toBe(expected.count);
      expect(rows[0].total === null ? null : String(rows[0].total)).toBe(
        expected.total === null ? null : String(expected.total),
      );
      const page = rows.filter((row) => row.id !== null).map(({ id, data }) => ({ id, data }));
      expect(JSON.stringify(page)).toBe(JSON.stringify(expected.page));
    },
  );

  it('reads the matching records once for the page and its summary', async () => {
    const { ctx } = get();
    const query = new RecordsStore(ctx)
      .pageWithSummaryQuery(ORGANISATION, jobs, { ...everyJob, search: 'a' }, 'UTC')
      .compile(ctx.db);
    const explained = await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    // One scan of the jobs fills the CTE; the page's documents are then read by id.
    expect(plan.split('\n').filter((line) => line.includes('~~*'))).toHaveLength(1);
    expect(plan.match(/CTE Scan on matched/g)).toHaveLength(2);
  });
});
