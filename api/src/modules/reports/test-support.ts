import type { ReportDefinition, ReportRunResult } from '@platform/shared/contracts';
import type { TestApp } from '../../testing/create-test-app';
import { countRows, signedInCaller } from '../../testing/test-caller';

export const OPEN_JOBS: ReportDefinition = {
  module: 'jobs',
  fields: ['jobs.number', 'customers.name', 'jobs.amount', 'jobs.due_date'],
  filters: [{ field: 'jobs.status', comparator: 'one_of', value: ['open'] }],
  sorting: [{ field: 'jobs.amount', comparator: 'desc' }],
};

/**
 * The reports API as the reports tests call it, each demo user by email (null: no session).
 * Registers a beforeAll (call it in the suite's body) that signs the users in.
 */
export function reportsTestClient(get: () => TestApp) {
  const { call } = signedInCaller(get, [
    'admin@demo.test',
    'sales@demo.test',
    'fitter@demo.test',
    'dashboard@demo.test',
    'admin@acme.test',
    'superadmin@demo.test',
  ]);
  const run = (who: string, definition: unknown, extra: object = {}) =>
    call<ReportRunResult>(who, 'POST', '/reports/run', { definition, ...extra });
  const reportCount = () => countRows(get, 'reports');
  return { call, run, reportCount };
}
