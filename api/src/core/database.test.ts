import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { mayChangeData, type Database } from './database';

describe("statements that count as a request's write (ADR 274)", () => {
  // Compiles only: no connection.
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('inserts, updates, deletes, commits and unknown plain SQL count; reads and the rest of a transaction do not', () => {
    const writes = [
      db.insertInto('oauth_links').values({ user_id: 1, provider_id: 'google.com', uid: 'g' }),
      db.updateTable('users').set({ active: false }).where('id', '=', 1),
      db.deleteFrom('user_calendars').where('user_id', '=', 1),
      sql`insert into records (organisation_id) values (1)`,
      sql`  UPDATE users set active = true`,
    ].map((query) => query.compile(db));
    const reads = [
      db.selectFrom('users').select('id'),
      db
        .with('u', (q) => q.selectFrom('users').select('id'))
        .selectFrom('u')
        .selectAll(),
      sql`select pg_notify('hub', 'x')`,
    ].map((query) => query.compile(db));
    for (const query of writes)
      expect([query.sql, mayChangeData(query)]).toEqual([query.sql, true]);
    for (const query of reads)
      expect([query.sql, mayChangeData(query)]).toEqual([query.sql, false]);
    expect(mayChangeData(CompiledQuery.raw('commit'))).toBe(true);
    for (const statement of [
      'begin',
      'start transaction',
      'rollback',
      'savepoint sp1',
      'release sp1',
    ])
      expect(mayChangeData(CompiledQuery.raw(statement))).toBe(false);
  });
});
