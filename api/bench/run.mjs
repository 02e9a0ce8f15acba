// Benchmark of the hottest calls (the shell's and the 10,000-row jobs list): requests per second
// and p50/p99 latency with 50 concurrent keep-alive connections on loopback, measured with
// autocannon. Prints figures; it is not a test. `npm run bench` runs it as one of its sections.
//
//   pnpm --filter @platform/api build && node api/bench/run.mjs [--json FILE]
//   DATABASE_URL=postgres://… node api/bench/run.mjs   (also PostgreSQL; use a scratch database: it is seeded)
//
// BENCH_SECONDS (default 10) sets the measuring time per call, BENCH_CONNECTIONS (default 50) the concurrency.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchEachDatabase, requireBuiltApi, withSignedInApi } from './http.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;

const autocannon = createRequire(import.meta.url)('autocannon');

/** CONNECTIONS keep-alive connections, each sending the next request when the answer arrived. */
async function load(port, call, seconds) {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${call.path}`,
    method: call.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    body,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchDatabase(label, env) {
  return withSignedInApi(env, 120, async ({ port, token }) => {
    const calls = [
      { name: 'POST /route-list', method: 'POST', path: '/route-list', body: { token } },
      { name: 'GET /page-info', method: 'GET', path: '/page-info?route_id=3&main_id=1', token },
      { name: 'GET /notifications', method: 'GET', path: '/notifications?popup_only=true', token },
      // The jobs list as the view framework asks for it: 10,000 seeded rows, newest due first.
      {
        name: 'GET /records/jobs (10k rows)',
        method: 'GET',
        path: `/records/jobs?${new URLSearchParams({
          pagination_object: JSON.stringify({
            page_number: 1,
            page_size: 25,
            sort_by: 'due_date',
            sort_direction: 'desc',
          }),
        })}`,
        token,
      },
    ];
    const rows = [];
    for (const call of calls) {
      await load(port, call, WARMUP_SECONDS);
      const result = await load(port, call, SECONDS);
      rows.push({ database: label, call: call.name, ...result });
      process.stderr.write(`  ${label} ${call.name}: done\n`);
    }
    return rows;
  });
}

function printTable(rows) {
  const header = ['database', 'call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map((row) => [
    row.database,
    row.call,
    String(row.requests),
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.errors),
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  requireBuiltApi();
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per call after ${WARMUP_SECONDS} s warm-up, node ${process.version}, ${os.cpus().length} cores`,
  );
  const rows = await benchEachDatabase('api-bench-', benchDatabase, (dataDir) => ({
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
  }));
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PostgreSQL skipped.');
  printTable(rows);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt !== -1) fs.writeFileSync(process.argv[jsonAt + 1], JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
