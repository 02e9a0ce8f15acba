import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, sql, type Transaction } from 'kysely';
import type { Database } from '../../core/database';
import { startingImage } from '../../core/pglite-image';
import { describeEachDatabase } from '../../testing/create-test-app';
import {
  TRIGRAM_EXTENSION_MISSING,
  TRIGRAM_SEARCHED_FIELDS,
  trigramExtensionSchema,
  trigramIndexName,
} from './list-search-indexes';
import { RECORD_TYPES } from './record-types';
import { RecordsStore, type ListRequest } from './records-store';

const ORGANISATION = 1;
const jobs = RECORD_TYPES.jobs;
const everyJob: ListRequest = { page: 1, pageSize: 50, filters: {}, equals: {} };

/** Jobs whose searched fields hold wildcards, backslashes, mixed case and non-ASCII letters. */
const TRICKY_JOBS = [
  { number: 'T-100%', title: '50% off_sale', site: 'Crème Brûlée Café, Zürich' },
  { number: 'T-1001', title: '50 percent off sale', site: 'ÉCOLE du Nord' },
  { number: 'T-1002', title: 'path\\to\\file\\', site: 'pathto file' },
  { number: 'T-1003', title: 'MiXeD CaSe Kitchen', customer_name: 'Ünïcödé Pty Ltd' },
  { number: 'T-1004', title: 'ends with file%', customer_name: 'Ωμέγα Ltd' },
];

/** Terms as users type them: each ends up in `ilike '%term%'` as it is, wildcards included. */
const TERMS = [
  'J-0001',
  'T-100',
  '50%',
  '50% off',
  'off_sa',
  '_',
  '%',
  '\\',
  'path\\to',
  'file\\',
  'file\\%',
  'mIxEd cAsE',
  'KITCHEN',
  'brûlée',
  'CRÈME',
  'école',
  'ünïcödé',
  'ΩΜΈΓΑ',
  'Zü',
  'café, zü',
];

const plan = async (trx: Transaction<Database>, query: CompiledQuery) =>
  (
    await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    )
  ).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describeEachDatabase('records: the trigram indexes of the lists’ text search', (get) => {
  beforeAll(async () => {
    for (const job of TRICKY_JOBS) {
      await sql`insert into records (organisation_id, record_type, data)
        values (${ORGANISATION}, 'jobs', ${JSON.stringify(job)}::jsonb)`.execute(get().ctx.db);
    }
    // Enough jobs for a search to be cheaper through the indexes than by reading them all.
    await sql`insert into records (organisation_id, record_type, data)
      select ${ORGANISATION}, 'jobs', jsonb_build_object('number', 'F-' || lpad(n::text, 5, '0'),
        'title', 'Benchtop ' || n % 97, 'site', n || ' Main Road', 'customer_name', 'Customer ' || n % 300)
      from generate_series(1, 3000) n`.execute(get().ctx.db);
    await sql`analyze records`.execute(get().ctx.db);
  });

  it('indexes every searched field of every record type', async () => {
    const searched = Object.fromEntries(
      Object.values(RECORD_TYPES)
        .filter((type) => type.search.length > 0)
        .map((type) => [type.name, type.search]),
    );
    expect(searched).toEqual(TRIGRAM_SEARCHED_FIELDS);
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'records' and schemaname = current_schema()
    `.execute(get().ctx.db);
    const existing = new Set(rows.map((row) => row.indexname));
    const missing = Object.entries(TRIGRAM_SEARCHED_FIELDS)
      .flatMap(([type, fields]) => fields.map((field) => trigramIndexName(type, field)))
      .filter((name) => !existing.has(name));
    expect(missing).toEqual([]);
  });

  it.each(TERMS)(
    'answers a jobs page searched for %j byte for byte as without the indexes',
    async (search) => {
      const { ctx } = get();
      const store = new RecordsStore(ctx);
      const request: ListRequest = { ...everyJob, search, sortBy: 'number' };
      const page = store.pageQuery(ORGANISATION, jobs, request, 'UTC').compile();
      const oneScan = store
        .pageWithSummaryQuery(ORGANISATION, jobs, request, 'UTC')
        .compile(ctx.db);
      const answers = async (trx: Transaction<Database>) =>
        JSON.stringify([
          (await trx.executeQuery(page)).rows,
          (await trx.executeQuery(oneScan)).rows,
        ]);
      const indexed = await ctx.db.transaction().execute(async (trx) => ({
        answers: await answers(trx),
        plan: await plan(trx, page),
      }));
      // Without them: dropped inside a transaction that is rolled back.
      let without = '';
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          for (const field of jobs.search) {
            await sql.raw(`drop index ${trigramIndexName('jobs', field)}`).execute(trx);
          }
          without = await answers(trx);
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        });
      expect(indexed.answers).toBe(without);
      expect(without.length).toBeGreaterThan(10);
      // A term with three letters or digits in a row is looked up in the indexes.
      if (/[\p{L}\p{N}]{3}/u.test(search)) {
        expect(indexed.plan).toContain(`Bitmap Index Scan on ${trigramIndexName('jobs', 'site')}`);
      }
    },
  );

  it('walks the sort index for a term most jobs match, from the statistics of the fields', async () => {
    const { ctx } = get();
    const page = new RecordsStore(ctx)
      .pageQuery(ORGANISATION, jobs, { ...everyJob, search: 'main road', sortBy: 'number' }, 'UTC')
      .compile();
    const walked = await ctx.db.transaction().execute((trx) => plan(trx, page));
    expect(walked).toContain('Index Scan using records_jobs_number_asc');
    expect(walked).not.toContain('_trgm');
  });

  it('finds the tricky jobs by their terms, wildcards as wildcards', async () => {
    const numbers = async (search: string) =>
      (
        await new RecordsStore(get().ctx).list(ORGANISATION, jobs, {
          ...everyJob,
          search,
          sortBy: 'number',
        })
      ).rows.map((row) => row.number);
    expect(await numbers('off_sa')).toEqual(['T-100%', 'T-1001']);
    expect(await numbers('mIxEd cAsE')).toEqual(['T-1003']);
    expect(await numbers('T-100%')).toEqual(['T-100%', 'T-1001', 'T-1002', 'T-1003', 'T-1004']);
    // A backslash escapes the next character, as in every `like`.
    expect(await numbers('path\\to')).toEqual(['T-1002']);
  });
});

describe('records: a database without pg_trgm', () => {
  it('stops the migrations with what to do', async () => {
    // A PGlite without the extension's files, as a server without PostgreSQL's contrib.
    const loadDataDir = await startingImage('memory://');
    const pglite = new PGlite('memory://', loadDataDir ? { loadDataDir } : {});
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
    try {
      const failed = db.transaction().execute((trx) => trigramExtensionSchema(trx));
      await expect(failed).rejects.toThrow(TRIGRAM_EXTENSION_MISSING);
      await expect(failed).rejects.toThrow('Run `create extension pg_trgm;`');
    } finally {
      await db.destroy();
    }
  });
});
