#!/usr/bin/env node
// Benchmark: does a heavy pack still stall the API? Starts the built API (api/dist, as
// production runs it, on a throwaway PGlite), starts ten 2,000-panel packs (the schema's
// maximum; each is a job on the worker pool, ADR 188) and asks GET /health one request after
// another until they are done. Prints /health's p50, p99 and maximum; not a test.
// Goal (issue 34): /health p99 ≤ 50 ms meanwhile (before the pool: 11.3–15.5 s).
//
//   pnpm --filter @platform/api build && node scripts/bench/packing-health.mjs
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { request as send, startApi, stopApi, waitForHealth } from '../../api/bench/http.mjs';
import { panels, SEED } from './panels.mjs';
import { percentile } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'api/dist/main.js');
const PACKS = Number(process.env.PACKS ?? 10);
const PANELS = 2000;
const MESH = '316 SS 0.9mm';

const agent = new http.Agent({ keepAlive: true });

/** One call of the benchmark: its status and JSON body. */
async function request(port, method, url, body, token) {
  const answer = await send(agent, port, { method, path: url, body, token });
  return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : null };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { port, child } = await startApi(MAIN, { DATA_DIR: 'memory://' });
try {
  await waitForHealth(agent, port, child);
  const login = await request(port, 'POST', '/auth/login', {
    email: 'fitter@demo.test',
    password: 'Demo1234!',
  });
  const token = login.body.data.user.token;
  const items = panels(PANELS, SEED + PANELS, 0.4).map((item) => ({ ...item, meshSize: MESH }));
  const started = performance.now();
  const jobs = [];
  for (let k = 0; k < PACKS; k += 1) {
    const answer = await request(
      port,
      'POST',
      '/bin-packing/pack',
      { items, maxWastePercentage: 35, sortStrategy: 'DESC' },
      token,
    );
    if (answer.status !== 202) throw new Error(`pack answered ${answer.status}`);
    jobs.push(answer.body.data.id);
  }
  const health = [];
  let pending = new Set(jobs);
  let lastPoll = 0;
  while (pending.size > 0) {
    const asked = performance.now();
    const answer = await request(port, 'GET', '/health');
    health.push(performance.now() - asked);
    if (answer.status !== 200) throw new Error(`/health answered ${answer.status}`);
    if (performance.now() - lastPoll > 500) {
      lastPoll = performance.now();
      for (const id of [...pending]) {
        const job = await request(port, 'GET', `/bin-packing/jobs/${id}`, undefined, token);
        if (job.body.data.status === 'failed') throw new Error(`job ${id} failed`);
        if (job.body.data.status === 'done') pending.delete(id);
      }
    }
    await pause(10);
  }
  const seconds = (performance.now() - started) / 1000;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${PACKS} packs of ${PANELS} panels done in ${seconds.toFixed(1)} s; ` +
      `/health over ${health.length} requests meanwhile: p50 ${ms(percentile(health, 50))}, ` +
      `p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))} (goal p99 ≤ 50 ms)`,
  );
} finally {
  await stopApi(child);
}
