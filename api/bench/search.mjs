// Benchmark of the global search (issue 35, item 2; docs/decisions/198): starts the built API on
// a new embedded database with the development seed (10,000 jobs, DEMO_JOBS to change), signs in
// as the administrator and times GET /search one request at a time for a few queries; prints
// p50/p95 per query. Figures, not a test. `npm run bench -- --only search` runs it as a section.
//
//   pnpm --filter @platform/api build && node api/bench/search.mjs [--json FILE]
//   DATABASE_URL=postgres://… node api/bench/search.mjs   (also PostgreSQL: a scratch database)
//
// BENCH_SEARCH_RUNS (default 50) sets the timed requests per query (after 5 warm-up requests).
import fs from 'node:fs';
import os from 'node:os';
import { percentile } from '../../scripts/bench/stats.mjs';
import { benchEachDatabase, request, requireBuiltApi, withSignedInApi } from './http.mjs';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
const WARMUP = 5;
/** A name, a job number, a partial word, a street (thousands of matches), an e-mail, nothing. */
const QUERIES = ['Smith Homes', 'J-00001', 'Harb', 'George St', 'smith.36@customers', 'zzzz'];

async function benchDatabase(label, env) {
  return withSignedInApi(env, 300, async ({ agent, port, token }) => {
    const rows = [];
    for (const query of QUERIES) {
      const call = { method: 'GET', path: `/search?search=${encodeURIComponent(query)}`, token };
      const times = [];
      let groups = [];
      for (let run = 0; run < WARMUP + RUNS; run++) {
        const started = process.hrtime.bigint();
        const res = await request(agent, port, call);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.body}`);
        if (run >= WARMUP) times.push(elapsed);
        groups = JSON.parse(res.body).data;
      }
      const found = groups
        .map((group) => `${group.label} ${group.caption ?? group.children.length}`)
        .join(', ');
      rows.push({
        database: label,
        query,
        p50: Number(percentile(times, 50).toFixed(1)),
        p95: Number(percentile(times, 95).toFixed(1)),
        found,
      });
    }
    return rows;
  });
}

async function main() {
  requireBuiltApi();
  const rows = await benchEachDatabase('api-bench-search-', benchDatabase);
  console.log(
    `GET /search, ${RUNS} requests one at a time per query (goal < 100 ms), node ${process.version}, ${os.cpus().length} cores`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.database} "${row.query}": p50 ${row.p50} ms, p95 ${row.p95} ms (${row.found})`,
    );
  }
  const json = process.argv.indexOf('--json');
  if (json >= 0) fs.writeFileSync(process.argv[json + 1], JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
