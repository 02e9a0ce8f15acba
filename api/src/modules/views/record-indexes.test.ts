import { CompiledQuery, sql } from 'kysely';
import { describeEachDatabase } from '../../testing/create-test-app';
import { recordIndexName } from './record-field-indexes';
import { RECORD_TYPES } from './record-types';
import { RecordsStore } from './records-store';
import { buildDefinitions } from './seed/definitions';

/** The indexes each seeded list of records needs: one per sortable header and filter. */
function indexesTheSeededListsNeed(): Set<string> {
  const rows = buildDefinitions();
  const needed = new Set<string>();
  for (const view of rows.views.filter((row) => row.view_type === 'list')) {
    const definition = JSON.parse(String(view.definition)) as {
      url: string;
      params?: Record<string, unknown>;
      filters?: Array<{ type: string; field: string }>;
    };
    const type = /^\/records\/([a-z_]+)$/.exec(definition.url)?.[1];
    if (!type) continue;
    for (const header of rows.listing_headers) {
      if (header.view_id !== view.id || !header.user_sortable) continue;
      needed.add(recordIndexName(type, String(header.field_name), 'asc'));
      needed.add(recordIndexName(type, String(header.field_name), 'desc'));
    }
    for (const name of Object.keys(definition.params ?? {})) {
      needed.add(recordIndexName(type, name, 'eq'));
    }
    for (const filter of definition.filters ?? []) {
      // A text filter matches anywhere in the text (ilike '%…%'), which no b-tree serves.
      if (filter.type === 'text') continue;
      const isSpan = filter.type.endsWith('-range');
      needed.add(recordIndexName(type, filter.field, isSpan ? 'asc' : 'eq'));
    }
  }
  return needed;
}

describeEachDatabase('records: the indexes of sorted and filtered list fields', (get) => {
  it('has an index for every sortable header, filter and parameter of the seeded lists', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'records' and schemaname = current_schema()
    `.execute(get().ctx.db);
    const existing = new Set(rows.map((row) => row.indexname));
    const missing = [...indexesTheSeededListsNeed()].filter((name) => !existing.has(name));
    expect(missing).toEqual([]);
  });

  it.each(['asc', 'desc'] as const)(
    'pages jobs sorted by due date (%s) within a due-date span through the due-date index',
    async (direction) => {
      const { ctx } = get();
      const query = new RecordsStore(ctx)
        .pageQuery(
          1,
          RECORD_TYPES.jobs,
          {
            page: 1,
            pageSize: 10,
            sortBy: 'due_date',
            sortDirection: direction,
            filters: { due_date: { from: '2026-03-01T00:00:00Z', to: '2026-03-31T00:00:00Z' } },
            equals: {},
          },
          'Australia/Sydney',
        )
        .compile();
      // The seeded test data is small enough for a sequential scan to be cheapest, so the
      // planner is told to avoid one, within this transaction only (SET LOCAL).
      const plan = await ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`Index Scan using records_jobs_due_date_${direction}`);
      // The index gives the order: no sort step.
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it('estimates a status filter from the statistics of the field, not 0.5 % a value (ADR 232)', async () => {
    const { ctx } = get();
    const statuses = ['open', 'completed', 'invoiced', 'in_progress', 'scheduled'];
    await sql`
      insert into records (organisation_id, record_type, data)
      select 1, 'jobs', jsonb_build_object('status', (${statuses}::text[])[1 + i % 5], 'number', 'S-' || i)
      from generate_series(1, 2000) as i
    `.execute(ctx.db);
    await sql`analyze records`.execute(ctx.db);
    const where = sql`organisation_id = 1 and record_type = 'jobs' and (data->>'status') in ('open', 'completed')`;
    const { rows: counted } = await sql<{ count: string }>`
      select count(*) as count from records where ${where}
    `.execute(ctx.db);
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`explain select id from records where ${where}`.execute(ctx.db);
    const estimated = Number(/rows=(\d+)/.exec(rows[0]['QUERY PLAN'])?.[1]);
    const actual = Number(counted[0].count);
    expect(actual).toBeGreaterThanOrEqual(800);
    // Without the statistics the planner guessed 1 % of the table (two values of 0.5 %).
    expect(estimated).toBeGreaterThan(actual / 2);
    expect(estimated).toBeLessThan(actual * 2);
  });
});
