import type { AppContext } from '../../core/module';

/** The demo charts (report ids 1–4), for every organisation; each counts only its own rows. */
export const DEMO_CHARTS = [
  {
    id: 1,
    name: 'Jobs by status',
    chart_type: 'bar',
    definition: {
      source: 'jobs',
      measure: 'count',
      group_by: 'status',
      date_field: 'due_date',
      default_range: 'this_month',
      x_label: 'Status',
      y_label: 'Jobs',
    },
  },
  {
    id: 2,
    name: 'Revenue by month',
    chart_type: 'column',
    definition: {
      source: 'jobs',
      measure: 'sum',
      field: 'amount',
      group_by: 'month',
      date_field: 'due_date',
      statuses: ['completed', 'invoiced'],
      default_range: 'this_year',
      value_format: 'currency',
      x_label: 'Month',
      y_label: 'Revenue',
    },
  },
  {
    id: 3,
    name: 'Hours by staff by week',
    chart_type: 'line',
    definition: {
      source: 'timesheets',
      measure: 'sum',
      field: 'hours',
      group_by: 'week',
      series_by: 'user',
      date_field: 'start_at',
      statuses: ['working'],
      default_range: 'over_past_x_months',
      months: 1,
      value_format: 'hours',
      x_label: 'Week starting',
      y_label: 'Hours worked',
      series_label: 'Staff',
    },
  },
  {
    id: 4,
    name: 'Quotes won vs lost',
    chart_type: 'pie',
    definition: {
      source: 'quotes',
      measure: 'count',
      group_by: 'status',
      date_field: 'created_at',
      statuses: ['accepted', 'declined'],
      labels: { accepted: 'Won', declined: 'Lost' },
      default_range: 'this_year',
      x_label: 'Outcome',
      y_label: 'Quotes',
    },
  },
] as const;

/** Writes the demo chart definitions by id, overwriting them (definitions follow the code). */
export async function seedInsights(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  for (const chart of DEMO_CHARTS) {
    const values = {
      name: chart.name,
      chart_type: chart.chart_type,
      definition: JSON.stringify(chart.definition),
      updated_at: now,
    };
    await ctx.db
      .insertInto('insight_charts')
      .values({ id: chart.id, organisation_id: null, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}
