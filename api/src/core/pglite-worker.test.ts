import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './database';

// The embedded database on a worker thread (ADR 228), through the same kysely handle the API uses.
describe('PGlite on a worker thread', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({ dataDir: 'memory://', pgliteWorker: true });
    await sql`create table items (id serial primary key, name text not null unique, made timestamptz, doc jsonb)`.execute(
      handle.db,
    );
  });

  afterAll(async () => {
    await handle.close();
  });

  it('says where the data is', () => {
    expect(handle.description).toBe('PGlite (in memory, on a worker thread)');
  });

  it('runs queries with parameters and carries dates and JSON back', async () => {
    const made = new Date('2020-02-03T04:05:06.000Z');
    const inserted = await handle.db
      .insertInto('items' as never)
      .values({ name: 'first', made, doc: JSON.stringify({ a: [1, 'two'] }) } as never)
      .returning(['id', 'name', 'made', 'doc'] as never)
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 1, name: 'first', made, doc: { a: [1, 'two'] } });
    const updated = await sql`update items set name = ${'renamed'} where id = ${1}`.execute(
      handle.db,
    );
    expect(updated.numAffectedRows).toBe(1n);
  });

  it('commits a transaction and rolls one back', async () => {
    await handle.db.transaction().execute(async (tx) => {
      await sql`insert into items (name) values ('kept')`.execute(tx);
    });
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into items (name) values ('dropped')`.execute(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await sql<{
      name: string;
    }>`select name from items where name in ('kept', 'dropped')`.execute(handle.db);
    expect(rows).toEqual([{ name: 'kept' }]);
  });

  it('carries an error back with its PostgreSQL code and constraint, and the session goes on', async () => {
    const error = await sql`insert into items (name) values ('kept')`
      .execute(handle.db)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    expect((error as Error).message).toContain('duplicate key');
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into items (name) values ('inside')`.execute(tx);
        await sql`select 1 / 0`.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from items where name = 'inside'`.execute(handle.db);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers every query sent together, each with its own rows, transactions taking turns', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 0
          ? handle.db.transaction().execute(async (tx) => {
              await sql`insert into items (name) values (${`together ${i}`})`.execute(tx);
              return (await sql<{ n: number }>`select ${i}::int as n`.execute(tx)).rows[0].n;
            })
          : sql<{ n: number }>`select ${i}::int as n`
              .execute(handle.db)
              .then(({ rows }) => rows[0].n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from items where name like 'together %'`.execute(handle.db);
    expect(rows).toEqual([{ n: 10 }]);
  });

  it('keeps a query sent while another request holds a transaction out of that transaction', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into items (name) values ('in the rolled back one')`.execute(tx);
        outside = sql`insert into items (name) values ('outside it')`.execute(handle.db);
        await sql`select 1`.execute(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await outside;
    const { rows } = await sql<{
      name: string;
    }>`select name from items where name in ('in the rolled back one', 'outside it')`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ name: 'outside it' }]);
  });

  it('hands a notice to its listener before the writing query returns (ADR 175)', async () => {
    const heard: string[] = [];
    await handle.listenTo!('item_notices', (payload) => heard.push(payload));
    await sql`select pg_notify('item_notices', 'one')`.execute(handle.db);
    expect(heard).toEqual(['one']);
    await handle.db.transaction().execute(async (tx) => {
      await sql`select pg_notify('item_notices', 'two')`.execute(tx);
    });
    expect(heard).toEqual(['one', 'two']);
  });

  it('dumps an image that another worker starts from, and keeps a data folder between starts', async () => {
    const image = await handle.dumpImage!();
    const copy = openDatabase({ dataDir: 'memory://', image, pgliteWorker: true });
    const { rows } = await sql<{ name: string }>`select name from items where id = 1`.execute(
      copy.db,
    );
    expect(rows).toEqual([{ name: 'renamed' }]);
    await copy.close();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-test-'));
    try {
      const first = openDatabase({ dataDir: dir, pgliteWorker: true });
      await sql`create table kept (n int)`.execute(first.db);
      await sql`insert into kept values (7)`.execute(first.db);
      await first.close();
      const again = openDatabase({ dataDir: dir, pgliteWorker: true });
      expect((await sql<{ n: number }>`select n from kept`.execute(again.db)).rows).toEqual([
        { n: 7 },
      ]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
