import type { ReportDefinition, ReportRunResult } from '@platform/shared/contracts';
import { bearer, body, login, type TestApp } from '../../testing/create-test-app';

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
  const tokens: Record<string, string> = {};
  const call = async <T>(
    who: string | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await get().app.inject({
      method,
      url,
      headers: who ? bearer(tokens[who]) : {},
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  const run = (who: string, definition: unknown, extra: object = {}) =>
    call<ReportRunResult>(who, 'POST', '/reports/run', { definition, ...extra });
  const reportCount = async () =>
    Number(
      (
        await get()
          .ctx.db.selectFrom('reports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'sales@demo.test',
      'fitter@demo.test',
      'dashboard@demo.test',
      'admin@acme.test',
      'superadmin@demo.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
  });
  return { call, run, reportCount };
}
