import { sql } from 'kysely';
import type { AppContext } from '../../core/module';
import {
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_TEST_HASH,
  DEMO_USERS,
} from './seed-data';

/** Moves an identity sequence past rows inserted with explicit ids. */
export async function syncIdentity(ctx: AppContext, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
    ctx.db,
  );
}

/** Demo organisations and people; existing rows (matched by id) are left as they are. */
export async function seedCore(ctx: AppContext): Promise<void> {
  for (const organisation of DEMO_ORGANISATIONS) {
    await ctx.db
      .insertInto('organisations')
      .values({ ...organisation })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await syncIdentity(ctx, 'organisations');

  // A test app's seed stores one precomputed hash; a demo or production seed hashes per user.
  const passwordHash = () =>
    ctx.config.mode === 'test'
      ? Promise.resolve(DEMO_PASSWORD_TEST_HASH)
      : ctx.secrets.hashPassword(DEMO_PASSWORD);
  const existing = new Set(
    (await ctx.db.selectFrom('users').select('id').execute()).map((row) => row.id),
  );
  for (const user of DEMO_USERS) {
    if (existing.has(user.id)) continue;
    const timezone =
      DEMO_ORGANISATIONS.find((o) => o.id === user.organisation_id)?.timezone ?? null;
    await ctx.db
      .insertInto('users')
      .values({
        ...user,
        password_hash: await passwordHash(),
        identity_uid: `demo-uid-${user.id}`,
        timezone,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await syncIdentity(ctx, 'users');
}
