#!/usr/bin/env node
// `npm run load` (issue 34, ADR 201): a realistic mix of virtual users against the production
// shape (2 API processes under node:cluster on one PostgreSQL, `api/dist/serve.js`, started as
// `npm run start:api` does) and against the demo shape (one process on PGlite). Loopback only,
// bounded in time (each phase --seconds) and in users (--users). Prints requests/s, p50/p95/p99
// per kind of call and the errors beside the goals, then /health while ten 2,000-panel packs run.
//
// Each virtual user is a staff user of its own (seeded by scripts/load/seed.mjs), on its own
// loopback address (127.x.y.z: the sign-in limits per address and per account apply as in
// production, unscaled), with one keep-alive connection; it signs in once (the sign-in call) and
// then makes the calls of its schedule (scripts/load/plan.mjs) one after another, without pauses.
// The users sign in all at once before a phase's clock starts; requests/s of a phase counts the
// calls after the sign-ins, the sign-in row's rate is over the sign-in burst.
//
// --fault (PostgreSQL only): a third of the way into each phase one API process (a cluster
// worker) is killed with SIGKILL; the cluster primary starts another. Afterwards every
// acknowledged write must be in the database, hub clients (the shell's own HubClient) must have
// received every acknowledged chat message of their room, live or replayed after their
// reconnect, and no call may fail outside the killed process's in-flight requests. Exit 1 if not.
//
// Pace (ADR 201): users sign in one after another, --sign-ins-per-second of them (4), and pause
// between their calls as people do, --think-ms on average (1000; each pause 0.5–1.5 times it).
// `--think-ms 0 --sign-ins-per-second 0` is the old flood: every user signs in at once and calls
// without a pause, which measures how much the server can take rather than how fast it answers.
//
//   node scripts/build-all.mjs api && npm run load [-- --fault] [--users 50,200] [--seconds 15]
//     [--think-ms 1000] [--sign-ins-per-second 4]
//     [--shapes postgres,demo] [--health-seconds 20] [--health-only] [--json FILE] [--samples DIR]
//     [--cpu-prof DIR] [--query-stats DIR]
// Warm-up (ADR 218): before the measured phases, --warm-up-users (20) users make the same mix for
// --warm-up-seconds (10) on the freshly started processes, and their figures are printed on one
// line, not counted: the first seconds after a start are the cold ones (V8 compiling the handlers,
// each new server backend reading its catalogue, the read caches empty), and a process in service
// has long passed them. `--warm-up-seconds 0` measures from a cold start.
// --samples DIR keeps, for each phase, every call (its name, start in ms from the phase's clock,
// duration, ok) as DIR/<shape>-<users>.json and the API's log (fastify's responseTime per
// request) as DIR/<shape>-api.log: where a tail comes from (which second, which process).
// --cpu-prof DIR starts the API processes with node's --cpu-prof: a .cpuprofile per process in DIR,
// written when the shape stops (open it in Chrome's DevTools, or `node scripts/load/profile.mjs`).
// --query-stats DIR starts the API with QUERY_STATS (api/src/core/query-stats.ts, ADR 232) and has each
// API process write, per measured phase, the statements of each kind of call and the time of each
// normalised statement: DIR/<shape>-<pid>.<n>.json, n counting the phases (warm-up included).
// (`npm run load` runs it under api/scripts/with-postgres.sh, which starts a throwaway PostgreSQL.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { panels, SEED as PANEL_SEED } from './bench/panels.mjs';
import { loadTs } from './load-ts.mjs';
import { client, send } from './load/http.mjs';
import { faultChecks, startHubClients } from './load/fault.mjs';
import { newLedger, signIn, virtualUser } from './load/mix.mjs';
import { CALLS, GOALS, percentile, signInAt, summarise } from './load/plan.mjs';
import { faultOk, fixed, printFault, printPhase, printWarmUp } from './load/report.mjs';
import { openJobs, wholesaleSession } from './load/setup.mjs';
import { startShape, stopShape, workerPids } from './load/shapes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = path.join(ROOT, 'api');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const FAULT = args.includes('--fault');
const SECONDS = Number(option('seconds', '15'));
const HEALTH_ONLY = args.includes('--health-only');
const USERS = HEALTH_ONLY ? [] : option('users', '50,200').split(',').map(Number);
const SHAPES = option('shapes', 'postgres,demo').split(',');
const HEALTH_SECONDS = Number(option('health-seconds', '20'));
const THINK_MS = Number(option('think-ms', '1000'));
const SIGN_INS_PER_SECOND = Number(option('sign-ins-per-second', '4'));
const JSON_AT = option('json', null);
const SAMPLES_AT = option('samples', null);
const CPU_PROF_AT = option('cpu-prof', null);
const QUERY_STATS_AT = option('query-stats', null);
const WARM_UP_SECONDS = Number(option('warm-up-seconds', '10'));
const WARM_UP_USERS = Number(option('warm-up-users', '20'));
const PASSWORD = 'Demo1234!';
const PACKS = 10;
const PACK_PANELS = 2000;
const HUB_CLIENTS = 8;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text) => process.stderr.write(`load: ${text}\n`);

// ---------------------------------------------------------------- one phase

async function phase(
  api,
  users,
  shared,
  { run, fault, HubClient, hubUrl, seconds: phaseSeconds = SECONDS, name = String(users) },
) {
  const ledger = newLedger();
  const jobs = shared.jobs;
  const vus = api.users.slice(0, users).map((user, index) => ({
    index,
    run,
    email: user.email,
    roomId: user.roomId,
    jobId: jobs[index],
    token: null,
    orderId: null,
    orderRef: null,
    count: 0,
    // Its own loopback address: 127.<run>.<1 + index / 200>.<1 + index % 200>.
    http: client(api.port, `127.${run}.${1 + Math.floor(index / 200)}.${1 + (index % 200)}`),
  }));
  // Every user signs in first, one after another at SIGN_INS_PER_SECOND (the morning's arrivals;
  // measured as `sign-in`), then the phase's clock starts and each makes the calls of its schedule,
  // pausing THINK_MS on average between them, until it ends.
  const arriving = performance.now();
  await Promise.all(
    vus.map(async (vu) => {
      await pause(
        Math.max(0, arriving + signInAt(vu.index, SIGN_INS_PER_SECOND) - performance.now()),
      );
      await signIn(vu, ledger);
    }),
  );
  const signInSeconds = (performance.now() - arriving) / 1000;
  let hubClients = [];
  if (fault) {
    // The hub clients of the first user of a few rooms: they must see every message of their room.
    const watchers = vus.filter((vu) => vu.index % 5 === 0 && vu.token).slice(0, HUB_CLIENTS);
    hubClients = await startHubClients(api, watchers, HubClient, hubUrl);
  }
  // The API's statement counters (--query-stats) count from here: the phase without its sign-ins.
  queryStatsMark(api);
  const started = performance.now();
  const until = started + phaseSeconds * 1000;
  let killed = null;
  const running = vus.map((vu) => virtualUser(vu, ledger, shared, until, THINK_MS));
  if (fault) {
    await pause(Math.max(0, started + (SECONDS * 1000) / 3 - performance.now()));
    const before = api.listening();
    const [victim] = workerPids(api.child.pid);
    if (victim) {
      process.kill(victim, 'SIGKILL');
      killed = { pid: victim, at: performance.now(), restartedMs: null };
      say(`killed API process ${victim} with SIGKILL`);
      while (api.listening() <= before && performance.now() < until + 30_000) await pause(50);
      killed.restartedMs = performance.now() - killed.at;
    }
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  queryStatsMark(api);
  const signIns = ledger.samples.filter((sample) => sample.name === 'sign-in');
  let fault_ = null;
  if (fault) {
    await pause(3000); // the last hub messages arrive
    for (const record of hubClients) record.hub.stop();
    fault_ = await faultChecks(api, ledger, hubClients, killed);
  }
  if (SAMPLES_AT) {
    fs.mkdirSync(SAMPLES_AT, { recursive: true });
    const samples = ledger.samples.map((sample) => ({ ...sample, at: sample.at - started }));
    fs.writeFileSync(
      path.join(SAMPLES_AT, `${api.shape}-${name}.json`),
      JSON.stringify({
        shape: api.shape,
        users,
        startedAt: performance.timeOrigin + started,
        samples,
      }),
    );
  }
  return {
    users,
    seconds,
    // The sign-ins' rate is over their own arrival, not the phase.
    rows: summarise(ledger.samples, { seconds, users, postgres: api.shape === 'postgres' }).map(
      (row) => (row.call === 'sign-in' ? { ...row, rps: signIns.length / signInSeconds } : row),
    ),
    total: ledger.samples.length - signIns.length,
    failures: ledger.failures,
    fault: fault_,
  };
}

/** With --query-stats, each API process writes its statement counters and starts again. */
function queryStatsMark(api) {
  if (!QUERY_STATS_AT) return;
  const pids = api.shape === 'postgres' ? workerPids(api.child.pid) : [api.child.pid];
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
}

// ---------------------------------------------------------------- /health while ten packs run

async function healthDuringPacks(api) {
  const who = client(api.port, '127.250.0.1');
  const token = (
    await send(who, 'POST', '/auth/login', {
      body: { email: api.users.at(-1).email, password: PASSWORD },
    })
  ).body?.data?.user?.token;
  const items = panels(PACK_PANELS, PANEL_SEED + PACK_PANELS, 0.4).map((item) => ({
    ...item,
    meshSize: '316 SS 0.9mm',
  }));
  const jobs = [];
  for (let k = 0; k < PACKS; k += 1) {
    const answer = await send(who, 'POST', '/bin-packing/pack', {
      token,
      body: { items, maxWastePercentage: 35, sortStrategy: 'DESC' },
    });
    if (answer.status !== 202) throw new Error(`pack answered ${answer.status}`);
    jobs.push(answer.body.data.id);
  }
  const health = client(api.port, '127.250.0.2');
  const times = [];
  let errors = 0;
  const until = performance.now() + HEALTH_SECONDS * 1000;
  let done = 0;
  let lastPoll = 0;
  while (performance.now() < until && done < PACKS) {
    try {
      const answer = await send(health, 'GET', '/health');
      times.push(answer.ms);
      if (answer.status !== 200) errors += 1;
    } catch {
      errors += 1;
    }
    if (performance.now() - lastPoll > 1000) {
      lastPoll = performance.now();
      done = 0;
      for (const id of jobs) {
        // A poll that times out on a saturated machine is not /health's: it counts as not done.
        const job = await send(who, 'GET', `/bin-packing/jobs/${id}`, { token }).catch(() => null);
        if (['done', 'failed', 'cancelled'].includes(job?.body?.data?.status)) done += 1;
      }
    }
    await pause(10);
  }
  for (const id of jobs) {
    await send(who, 'DELETE', `/bin-packing/jobs/${id}`, { token }).catch(() => null);
  }
  who.agent.destroy();
  health.agent.destroy();
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    errors,
    packsDone: done,
    seconds: HEALTH_SECONDS,
  };
}

// ---------------------------------------------------------------- main

async function main() {
  if (!fs.existsSync(path.join(API, 'dist', 'serve.js'))) {
    console.error('load: build the API first (node scripts/build-all.mjs api)');
    process.exit(2);
  }
  const shapes = SHAPES.filter((shape) => {
    if (shape !== 'postgres' || process.env.TEST_DATABASE_URL) return true;
    console.log(
      'load: no PostgreSQL could be started (TEST_DATABASE_URL unset; api/scripts/with-postgres.sh sets one): the demo shape only',
    );
    return false;
  });
  if (FAULT && !shapes.includes('postgres')) {
    console.log('load: --fault needs the PostgreSQL shape (two processes); not run');
  }
  const { HubClient, hubUrl } = await loadTs('shell/src/realtime/hubClient.ts');
  const cpus = os.cpus();
  console.log(
    `Load (issue 34): ${USERS.join(' and ')} virtual users, ${SECONDS} s a phase, ` +
      (THINK_MS > 0
        ? `each pausing ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms between calls, `
        : "no pause between a user's calls, ") +
      (SIGN_INS_PER_SECOND > 0
        ? `signing in ${SIGN_INS_PER_SECOND} a second; `
        : 'all signing in at once; ') +
      `${cpus[0]?.model ?? 'CPU'} × ${cpus.length}, node ${process.version}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (a shared machine: figures, not pass/fail)`,
  );
  const results = [];
  let ok = true;
  let run = 10;
  for (const shape of shapes) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `load-${shape}-`));
    const label =
      shape === 'postgres' ? '2 API processes on PostgreSQL' : '1 process on PGlite (demo)';
    let api = null;
    if (QUERY_STATS_AT) {
      fs.mkdirSync(QUERY_STATS_AT, { recursive: true });
      process.env.QUERY_STATS = path.join(path.resolve(QUERY_STATS_AT), shape);
    }
    try {
      const most = Math.max(1, ...USERS);
      api = await startShape(shape, dir, most, CPU_PROF_AT && path.resolve(CPU_PROF_AT));
      const setup = client(api.port, '127.251.0.1');
      const token = (
        await send(setup, 'POST', '/auth/login', {
          body: { email: api.users.at(-1).email, password: PASSWORD },
        })
      ).body?.data?.user?.token;
      const shared = {
        jobs: await openJobs(setup, token, most),
        wholesale: await wholesaleSession(api),
      };
      setup.agent.destroy();
      if (WARM_UP_SECONDS > 0 && USERS.length > 0) {
        run += 1;
        const users = Math.min(WARM_UP_USERS, most);
        say(`${shape}: warm-up, ${users} users for ${WARM_UP_SECONDS} s (not counted)`);
        const warm = await phase(api, users, shared, {
          run,
          fault: false,
          seconds: WARM_UP_SECONDS,
          name: 'warm-up',
        });
        printWarmUp(label, warm);
      }
      for (const users of USERS) {
        run += 1;
        say(
          `${shape}: ${users} users for ${SECONDS} s${FAULT && shape === 'postgres' ? ' with a fault' : ''}`,
        );
        const result = await phase(api, users, shared, {
          run,
          fault: FAULT && shape === 'postgres',
          HubClient,
          hubUrl,
        });
        printPhase(label, result);
        printFault(result.fault);
        ok &&= faultOk(result.fault);
        results.push({
          shape,
          users: result.users,
          seconds: result.seconds,
          thinkMs: THINK_MS,
          signInsPerSecond: SIGN_INS_PER_SECOND,
          rps: result.total / result.seconds,
          errors: result.failures.length,
          rows: result.rows,
          fault: result.fault
            ? {
                restartedMs: result.fault.killed?.restartedMs ?? null,
                acknowledged: result.fault.acknowledged,
                lost: result.fault.lost.length,
                hub: result.fault.hub,
                errorsInFlightOfKilled: result.fault.errors.inFlightOfKilled.length,
                errorsOutside: result.fault.errors.outside.length,
              }
            : null,
        });
        if (shape === 'postgres' && api.processes > 1 && workerPids(api.child.pid).length < 2) {
          await pause(2000);
        }
      }
      say(`${shape}: /health while ${PACKS} packs of ${PACK_PANELS} panels run`);
      const health = await healthDuringPacks(api);
      console.log(
        `\n${label}: /health while ${PACKS} packs of ${PACK_PANELS} panels run (${health.seconds} s at most; ${health.packsDone} packs done, the rest cancelled): ` +
          `${health.requests} requests, p50 ${fixed(health.p50)} ms, p99 ${fixed(health.p99)} ms, max ${fixed(health.max)} ms, ${health.errors} errors (goal p99 ≤ ${GOALS.healthDuringPacksP99} ms)`,
      );
      results.push({ shape, health });
    } finally {
      if (api) await stopShape(api);
      if (api && SAMPLES_AT)
        fs.copyFileSync(api.logFile, path.join(SAMPLES_AT, `${shape}-api.log`));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nGoals (issue 34): reads p99 ≤ ${GOALS.readP99[50]} ms at 50 users and ≤ ${GOALS.readP99[200]} ms at 200 users on PostgreSQL; ` +
      `writes p99 ≤ ${GOALS.writeP99} ms; ${GOALS.errors} errors; /health p99 ≤ ${GOALS.healthDuringPacksP99} ms during ${PACKS} packs. ` +
      `Calls: ${Object.entries(CALLS)
        .map(([name, call]) => `${name} = ${call.what}`)
        .join('; ')}.`,
  );
  if (JSON_AT) fs.writeFileSync(JSON_AT, JSON.stringify(results, null, 2));
  if (FAULT) console.log(`\nfault under load: ${ok ? 'PASSED' : 'FAILED'}`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
