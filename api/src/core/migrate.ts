import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import type { ApiModule } from './module';

/** Arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_240_001;

export interface MigrationReport {
  applied: string[];
}

/**
 * Applies the pending migrations of every module in module order, in one transaction, and
 * records each as (module, name). A failure rolls the whole run back.
 */
export async function runMigrations(db: Db, modules: ApiModule[]): Promise<MigrationReport> {
  await db.schema
    .createTable('api_migrations')
    .ifNotExists()
    .addColumn('module', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('api_migrations_pk', ['module', 'name'])
    .execute();

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    const done = await trx.selectFrom('api_migrations').select(['module', 'name']).execute();
    const applied = new Set(done.map((row) => `${row.module}/${row.name}`));
    const report: MigrationReport = { applied: [] };
    for (const module of modules) {
      for (const migration of module.migrations) {
        const key = `${module.name}/${migration.name}`;
        if (applied.has(key)) continue;
        await migration.up(trx as unknown as Kysely<unknown>);
        await trx
          .insertInto('api_migrations')
          .values({ module: module.name, name: migration.name })
          .execute();
        applied.add(key);
        report.applied.push(key);
      }
    }
    return report;
  });
}
