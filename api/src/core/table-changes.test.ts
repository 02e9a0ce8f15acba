import { sql } from 'kysely';
import { bearer, body, describeEachDatabase, login } from '../testing/create-test-app';
import { ReadCache, TableChanges, type OrderedNotices } from './table-changes';

/** Counters that go live without a database; tests raise them by hand. */
function liveChanges(): TableChanges {
  return new TableChanges(async () => undefined);
}

describe('read cache', () => {
  it('computes once while its tables are unchanged, again after a write to any of them', async () => {
    const changes = liveChanges();
    await changes.start();
    const cache = new ReadCache<number>(changes, ['records', 'organisations']);
    let computed = 0;
    const read = () => cache.get('jobs', async () => ++computed);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    changes.changed('users');
    expect(await read()).toBe(1);
    changes.changed('organisations');
    expect(await read()).toBe(2);
    changes.changed('records');
    expect(await read()).toBe(3);
  });

  it('reads every time while the counters are not live (before they start)', async () => {
    const cache = new ReadCache<number>(new TableChanges(null), ['records']);
    let computed = 0;
    await cache.get('jobs', async () => ++computed);
    await cache.get('jobs', async () => ++computed);
    expect(computed).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one pending computation, and a write during it makes the next call compute again', async () => {
    const changes = liveChanges();
    await changes.start();
    const cache = new ReadCache<string>(changes, ['records']);
    let finish!: (value: string) => void;
    const first = cache.get('jobs', () => new Promise<string>((resolve) => (finish = resolve)));
    const second = cache.get('jobs', async () => 'not asked');
    changes.changed('records');
    finish('before the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('before the write');
    expect(await cache.get('jobs', async () => 'after the write')).toBe('after the write');
  });

  it('forgets a failed computation', async () => {
    const changes = liveChanges();
    await changes.start();
    const cache = new ReadCache<string>(changes, ['records']);
    await expect(cache.get('jobs', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('jobs', async () => 'up')).toBe('up');
  });

  it('does not keep a value it is told is not worth its memory', async () => {
    const changes = liveChanges();
    await changes.start();
    const cache = new ReadCache<string[]>(changes, ['records'], {
      keep: (rows) => rows.length <= 2,
    });
    await cache.get('small', async () => ['a']);
    await cache.get('large', async () => ['a', 'b', 'c']);
    expect(await cache.get('small', async () => ['changed'])).toEqual(['a']);
    expect(await cache.get('large', async () => ['read again'])).toEqual(['read again']);
  });

  it('keeps at most its capacity, forgetting the least recently used', async () => {
    const changes = liveChanges();
    await changes.start();
    const cache = new ReadCache<string>(changes, ['records'], { capacity: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});

/**
 * The notices of a database with other writers: notices are queued in commit order and handed
 * over only when the test says so, as PostgreSQL hands them a little after the commit.
 */
function laggingNotices() {
  const queue: string[] = [];
  let failNext = false;
  const notices: OrderedNotices = {
    start: async () => undefined,
    send: async (payload) => {
      if (failNext) {
        failNext = false;
        throw new Error('connection down');
      }
      queue.push(payload);
    },
    close: async () => undefined,
  };
  const changes = new TableChanges(null, notices);
  return {
    changes,
    /** A write committed; its notice is on its way. */
    commit: (table: string) => queue.push(table),
    /** Hands over every queued notice, in order. */
    deliver: () => {
      for (const payload of queue.splice(0)) changes.heard(payload);
    },
    failNextSend: () => (failNext = true),
  };
}

/** Counters on notices that keep every marker sent, for the test to hand back when it likes. */
async function markersSent() {
  const sent: string[] = [];
  const changes = new TableChanges(null, {
    start: async () => undefined,
    send: async (payload) => void sent.push(payload),
    close: async () => undefined,
  });
  await changes.start();
  return { sent, changes };
}

describe('table change counters on a database with other writers', () => {
  it('a request waits until the writes committed before it are counted', async () => {
    const { changes, commit, deliver } = laggingNotices();
    await changes.start();
    expect(changes.needsSync).toBe(true);
    const cache = new ReadCache<string>(changes, ['records']);
    expect(await cache.get('jobs', async () => 'before')).toBe('before');
    commit('records'); // written through another process; its notice is not here yet
    let synced = false;
    const sync = changes.sync()!.then(() => (synced = true));
    await Promise.resolve();
    expect(synced).toBe(false);
    deliver(); // the write's notice, then the marker
    await sync;
    expect(await cache.get('jobs', async () => 'after')).toBe('after');
  });

  it('a marker goes out at once; requests arriving while it is out share the next one', async () => {
    const { sent, changes } = await markersSent();
    const first = changes.sync();
    expect(sent).toHaveLength(1);
    const second = changes.sync();
    expect(changes.sync()).toBe(second);
    expect(second).not.toBe(first);
    expect(sent).toHaveLength(1);
    changes.heard(sent[0]);
    await first;
    expect(sent).toHaveLength(2);
    changes.heard(sent[1]);
    await second;
  });

  it('one request waits for one marker: its later reads reuse it, the next request sends its own', async () => {
    const { sent, changes } = await markersSent();
    const request = () =>
      new Promise<void>((resolve, reject) =>
        changes.runScoped(() => {
          const first = changes.sync();
          expect(first).not.toBeNull();
          changes.heard(sent.at(-1)!);
          first!
            .then(() => {
              // The marker came back after this request began: every later read may use it.
              expect(changes.sync()).toBeNull();
              expect(changes.sync()).toBeNull();
            })
            .then(resolve, reject);
        }),
      );
    await request();
    expect(sent).toHaveLength(1);
    await request();
    expect(sent).toHaveLength(2);
    // Two reads of one request at once share the marker out for it.
    await new Promise<void>((resolve, reject) =>
      changes.runScoped(() => {
        const first = changes.sync();
        const second = changes.sync();
        expect(second).toBe(first);
        expect(sent).toHaveLength(3);
        changes.heard(sent.at(-1)!);
        Promise.all([first, second]).then(() => resolve(), reject);
      }),
    );
    // Outside a request every read waits for a marker of its own.
    const outside = changes.sync();
    expect(outside).not.toBeNull();
    expect(sent).toHaveLength(4);
  });

  it('a request that wrote waits, at its next read, for a marker sent after its write (ADR 274)', async () => {
    const { sent, changes } = await markersSent();
    await new Promise<void>((resolve, reject) =>
      changes.runScoped(() => {
        const run = async () => {
          const first = changes.sync();
          changes.heard(sent.at(-1)!);
          await first;
          expect(changes.sync()).toBeNull();
          changes.wrote();
          const afterWrite = changes.sync();
          expect(afterWrite).not.toBeNull();
          expect(sent).toHaveLength(2);
          changes.heard(sent.at(-1)!);
          await afterWrite;
          expect(changes.sync()).toBeNull();
          // A marker already out when the request wrote left before the write: it does not serve.
          const other = new Promise<void>((done) =>
            changes.runScoped(() => void changes.sync()!.then(done)),
          );
          expect(sent).toHaveLength(3);
          changes.wrote();
          const behindIt = changes.sync();
          expect(sent).toHaveLength(3);
          changes.heard(sent[2]);
          await other;
          expect(sent).toHaveLength(4);
          changes.heard(sent[3]);
          await behindIt;
          expect(changes.sync()).toBeNull();
        };
        run().then(resolve, reject);
      }),
    );
    // Outside a request a write changes nothing: every read there waits for a marker anyway.
    expect(() => changes.wrote()).not.toThrow();
  });

  it("another process's markers are not counted as writes", async () => {
    const { changes } = laggingNotices();
    await changes.start();
    const stamp = changes.stamp(['records']);
    changes.heard('~00000000-0000-0000-0000-000000000000:1');
    expect(changes.stamp(['records'])).toBe(stamp);
  });

  it('a marker that cannot be sent empties every cache instead of waiting', async () => {
    const { changes, failNextSend } = laggingNotices();
    await changes.start();
    const cache = new ReadCache<string>(changes, ['records']);
    expect(await cache.get('jobs', async () => 'first')).toBe('first');
    failNextSend();
    await changes.sync();
    expect(await cache.get('jobs', async () => 'computed again')).toBe('computed again');
  });

  it('while its listening connection is down, nothing is kept; after, nothing older is used', async () => {
    const { changes } = laggingNotices();
    await changes.start();
    const cache = new ReadCache<string>(changes, ['records']);
    expect(await cache.get('jobs', async () => 'first')).toBe('first');
    changes.lost();
    expect(changes.sync()).toBeNull();
    expect(await cache.get('jobs', async () => 'not kept')).toBe('not kept');
    changes.resumed();
    expect(await cache.get('jobs', async () => 'afresh')).toBe('afresh');
  });
});

describeEachDatabase('table change counters and the caches built on them', (get) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(get().app, 'admin@demo.test');
  });

  const jobsPage = async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/records/jobs?pagination_object=${encodeURIComponent(
        JSON.stringify({ page_number: 1, page_size: 5, sort_by: 'id', sort_direction: 'desc' }),
      )}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return body<Array<{ id: number; title?: string }>>(response);
  };

  it('are live on both databases; requests wait for them only on PostgreSQL', () => {
    expect(get().ctx.tableChanges.live).toBe(true);
    expect(get().ctx.tableChanges.needsSync).toBe(get().kind === 'postgres');
  });

  it("a request's own write and commit make its next cached read wait for them, on PostgreSQL (ADR 274)", async () => {
    const { ctx, kind } = get();
    const changes = ctx.tableChanges;
    const inRequest = (work: () => Promise<void>) =>
      new Promise<void>((resolve, reject) =>
        changes.runScoped(() => void work().then(resolve, reject)),
      );
    await inRequest(async () => {
      await changes.sync();
      expect(changes.sync()).toBeNull();
      await ctx.db.selectFrom('users').select('id').limit(1).execute();
      await sql`select 1`.execute(ctx.db);
      expect(changes.sync()).toBeNull();
      await ctx.db
        .updateTable('organisations')
        .set({ name: sql`name` })
        .where('id', '=', 1)
        .execute();
      const afterWrite = changes.sync();
      expect(afterWrite === null).toBe(kind !== 'postgres');
      await afterWrite;
      expect(changes.sync()).toBeNull();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organisations')
          .set({ name: sql`name` })
          .where('id', '=', 1)
          .execute();
      });
      const afterCommit = changes.sync();
      expect(afterCommit === null).toBe(kind !== 'postgres');
      await afterCommit;
    });
  });

  it('a write by any statement, without the store, shows in the next page and count', async () => {
    const before = await jobsPage();
    const total = (before as unknown as { info: { pagination_object: { total_records: number } } })
      .info.pagination_object.total_records;
    await sql`insert into records (organisation_id, record_type, data)
              values (1, 'jobs', ${JSON.stringify({ title: 'Written by plain SQL' })}::jsonb)`.execute(
      get().ctx.db,
    );
    const after = await jobsPage();
    expect(after.data[0].title).toBe('Written by plain SQL');
    expect(
      (after as unknown as { info: { pagination_object: { total_records: number } } }).info
        .pagination_object.total_records,
    ).toBe(total + 1);
  });

  it('a user made inactive by plain SQL is signed out at the next call', async () => {
    const token = await login(get().app, 'sales@demo.test');
    const routeList = () =>
      get().app.inject({ method: 'POST', url: '/route-list', payload: {}, headers: bearer(token) });
    expect((await routeList()).statusCode).toBe(200);
    await sql`update users set active = false where email = 'sales@demo.test'`.execute(
      get().ctx.db,
    );
    try {
      expect((await routeList()).statusCode).toBe(401);
    } finally {
      await sql`update users set active = true where email = 'sales@demo.test'`.execute(
        get().ctx.db,
      );
    }
  });

  it('a notification read elsewhere lowers the unread count at the next call', async () => {
    const user = await get()
      .ctx.db.selectFrom('users')
      .select(['id', 'organisation_id'])
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await get().ctx.notifications.create({
      organisationId: user.organisation_id,
      userId: user.id,
      shortMessage: 'Counted',
      message: 'Counted',
    });
    const count = () => get().ctx.notifications.unreadCount(user.id);
    const unread = await count();
    expect(unread).toBeGreaterThan(0);
    await sql`update notifications set status_id = 2 where user_id = ${user.id}`.execute(
      get().ctx.db,
    );
    expect(await count()).toBe(0);
  });
});
