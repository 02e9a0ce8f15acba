import { bearer, body, login, type TestApp } from '../../testing/create-test-app';

export interface JobRow {
  id: number;
  job_number: string;
  items: number;
  panels: number;
}

/**
 * The fabrication API as the fabrication tests call it, each demo user by email. Registers a
 * beforeAll (call it in the suite's body) that signs the users in and lists the demo jobs.
 */
export function fabricationTestClient(get: () => TestApp) {
  const tokens: Record<string, string> = {};
  let jobs: JobRow[];

  const call = async <T>(
    who: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await get().app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      payload: payload as object,
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  const job = (number: string) => jobs.find((row) => row.job_number === number)!;

  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'fitter@demo.test',
      'measurer@demo.test',
      'sales@demo.test',
      'admin@acme.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
    jobs = (await call<JobRow[]>('admin@demo.test', 'GET', '/fabrication/jobs')).data;
  });
  /** The demo jobs as the admin's list answered them. */
  return { tokens, call, job, jobs: () => jobs };
}
