// npm run fuzz: the schema-driven fuzzer of every API route (issue 19, ADR 120) on PGlite.
// FUZZ_REQUESTS (default 10000) and FUZZ_SEED (default 19) choose the run; every run also sends
// issue 36's targeted shapes (extreme dates, nulls in lists, filters on every field kind). It
// prints the status histogram and how many accepted requests were judged by their database
// changes, and exits 1 on any server error or violation (a change a request should not make).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '10000',
  FUZZ_SEED: process.env.FUZZ_SEED ?? '19',
};
delete env.TEST_DATABASE_URL;
const result = spawnSync(
  'npx',
  ['jest', 'api/src/fuzz.test.ts', '--selectProjects', 'api', '--ci', '--verbose=false'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
