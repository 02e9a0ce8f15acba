import type { ReportDefinition } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';

/** The demo's saved report (organisation 1, by its administrator). */
export const DEMO_REPORT: { name: string; definition: ReportDefinition } = {
  name: 'Open jobs by customer',
  definition: {
    module: 'jobs',
    fields: ['jobs.number', 'jobs.title', 'customers.name', 'jobs.due_date', 'jobs.amount'],
    filters: [{ field: 'jobs.status', comparator: 'one_of', type: 'options', value: ['open'] }],
    sorting: [
      { field: 'customers.name', comparator: 'asc' },
      { field: 'jobs.due_date', comparator: 'asc' },
    ],
  },
};

/** Seeds the demo report once (skipped when the organisation has any report). */
export async function seedReports(ctx: AppContext): Promise<void> {
  const existing = await ctx.db
    .selectFrom('reports')
    .select('id')
    .where('organisation_id', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('reports')
    .values({
      organisation_id: 1,
      name: DEMO_REPORT.name,
      definition: JSON.stringify(DEMO_REPORT.definition),
      created_by: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
