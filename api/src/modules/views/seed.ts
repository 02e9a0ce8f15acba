import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../core/module';
import { syncIdentity } from '../core/seed';
import { buildDefinitions } from './seed/definitions';
import { BENCH_ROUTES } from './seed/pages-other';
import { seedRecords } from './seed/records';

type LooseDatabase = Record<string, Record<string, unknown>>;

/** Writes rows by key, replacing what is there: definitions follow the code. */
async function upsert(
  db: Kysely<LooseDatabase>,
  table: string,
  key: string,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((column) => column !== key);
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 500))
      .onConflict((oc) =>
        oc
          .column(key)
          .doUpdateSet(
            Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
}

/** Benchmark routes, view definitions and demo records. */
export async function seedViews(ctx: AppContext): Promise<void> {
  for (const route of BENCH_ROUTES) {
    await ctx.db
      .insertInto('routes')
      .values({
        ...route,
        organisation_id: 1,
        route_type: 'page',
        sort: 0,
        role_ids: '1',
        listing_headers: null,
        page_buttons: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await syncIdentity(ctx, 'routes');

  const rows = buildDefinitions();
  const db = ctx.db as unknown as Kysely<LooseDatabase>;
  await upsert(db, 'views', 'id', rows.views);
  await upsert(db, 'multi_views', 'id', rows.multi_views);
  await upsert(db, 'multi_view_items', 'id', rows.multi_view_items);
  await upsert(db, 'form_components', 'id', rows.form_components);
  await upsert(db, 'listing_headers', 'id', rows.listing_headers);
  await upsert(db, 'buttons', 'id', rows.buttons);
  await upsert(db, 'route_tabs', 'id', rows.route_tabs);
  await upsert(db, 'route_settings', 'route_id', rows.route_settings);
  await seedRecords(ctx);
}
