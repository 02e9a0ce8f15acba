import type { FabricationItem } from '@platform/shared/contracts';
import type { TestApp } from '../../testing/create-test-app';
import { signedInCaller } from '../../testing/test-caller';

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
  const { tokens, call } = signedInCaller(get, [
    'admin@demo.test',
    'fitter@demo.test',
    'measurer@demo.test',
    'sales@demo.test',
    'admin@acme.test',
  ]);
  let jobs: JobRow[];
  const job = (number: string) => jobs.find((row) => row.job_number === number)!;
  /** The items of a demo job (by its number) as `who` reads them. */
  const itemsOf = (who: string, number: string) =>
    call<FabricationItem[]>(who, 'GET', `/fabrication/jobs/${job(number).id}/items`);

  beforeAll(async () => {
    jobs = (await call<JobRow[]>('admin@demo.test', 'GET', '/fabrication/jobs')).data;
  });
  /** The demo jobs as the admin's list answered them. */
  return { tokens, call, job, itemsOf, jobs: () => jobs };
}
