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
// Pace (ADR 201): users sign in one after another, --sign-ins-per-second of them (10), and pause
// between their calls as people do, --think-ms on average (1000; each pause 0.5–1.5 times it).
// `--think-ms 0 --sign-ins-per-second 0` is the old flood: every user signs in at once and calls
// without a pause, which measures how much the server can take rather than how fast it answers.
//
//   node scripts/build-all.mjs api && npm run load [-- --fault] [--users 50,200] [--seconds 15]
//     [--think-ms 1000] [--sign-ins-per-second 10]
//     [--shapes postgres,demo] [--health-seconds 20] [--health-only] [--json FILE]
// (`npm run load` runs it under api/scripts/with-postgres.sh, which starts a throwaway PostgreSQL.)
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../api/bench/http.mjs';
import { freshPostgresDatabase, requireApi } from './built-api.mjs';
import { panels, SEED as PANEL_SEED } from './bench/panels.mjs';
import { loadTs } from './load-ts.mjs';
import {
  attributeFailures,
  CALLS,
  GOALS,
  missedByHubClient,
  missingWrites,
  percentile,
  schedule,
  signInAt,
  summarise,
  thinkTimes,
} from './load/plan.mjs';

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
const SIGN_INS_PER_SECOND = Number(option('sign-ins-per-second', '10'));
const JSON_AT = option('json', null);
const PASSWORD = 'Demo1234!';
const PACKS = 10;
const PACK_PANELS = 2000;
const WHOLESALE_KEY = 'demo-wholesale-link-key-development-only';
const REQUEST_TIMEOUT_MS = 30_000;
const HUB_CLIENTS = 8;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text) => process.stderr.write(`load: ${text}\n`);

// ---------------------------------------------------------------- HTTP of one virtual user

/** When each socket connected, to tell the killed process's in-flight calls from the rest. */
const connectedAt = new WeakMap();

/** A client on its own loopback address and keep-alive connection. */
function client(port, localAddress) {
  return { port, localAddress, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
}

/**
 * One call: `{ status, body, ms }`. A connection failure rejects with `{ code, connectedAt, at }`.
 */
function send(who, method, url, { body, token, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let socketAt;
    const req = http.request(
      {
        agent: who.agent,
        host: '127.0.0.1',
        port: who.port,
        localAddress: who.localAddress,
        method,
        path: url,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
        });
      },
    );
    function fail(error) {
      reject({ code: error.code ?? error.message, connectedAt: socketAt, at: performance.now() });
    }
    req.on('socket', (socket) => {
      if (!connectedAt.has(socket)) connectedAt.set(socket, performance.now());
      socketAt = connectedAt.get(socket);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    if (payload) req.write(payload);
    req.end();
  });
}

// ---------------------------------------------------------------- the API shapes

function runNode(file, env) {
  return execFileSync(process.execPath, ['--conditions=platform-build', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
}

/** Seeds, then starts the shape; resolves once each of its processes listens. */
async function startShape(shape, dir, users) {
  const port = await freePort();
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    UPLOAD_DIR: path.join(dir, 'uploads'),
    OUTBOX_LOG: path.join(dir, 'outbox.jsonl'),
    NODE_ENV: 'development',
  };
  let processes = 1;
  let main = 'api/dist/main.js';
  if (shape === 'postgres') {
    env.DATABASE_URL = await freshPostgresDatabase(process.env.TEST_DATABASE_URL, 'load');
    env.API_PROCESSES = '2';
    processes = 2;
    main = 'api/dist/serve.js';
  } else {
    env.DATABASE_URL = '';
    env.DATA_DIR = path.join(dir, 'pglite');
  }
  say(`${shape}: seeding the demo data and ${users} users`);
  const seeded = JSON.parse(
    runNode('scripts/load/seed.mjs', { ...env, LOAD_USERS: String(users) }),
  );
  const logFile = path.join(dir, 'api.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--conditions=platform-build', main], {
    cwd: ROOT,
    env: { ...process.env, ...env, SEED: '0' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const listening = () => (fs.readFileSync(logFile, 'utf8').match(/listening at/g) ?? []).length;
  const deadline = Date.now() + 180_000;
  while (listening() < processes) {
    if (child.exitCode !== null) throw new Error(`${shape}: the API exited: ${tail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`${shape}: not listening: ${tail(logFile)}`);
    await pause(250);
  }
  return { shape, port, child, env, logFile, processes, listening, users: seeded.users };
}

function tail(file) {
  return fs.readFileSync(file, 'utf8').slice(-3000);
}

/** The primary's worker processes (node:cluster forks them as its children). */
function workerPids(primary) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

async function stopShape(api) {
  if (api.child.exitCode === null) {
    api.child.kill('SIGTERM');
    const stopped = new Promise((resolve) => api.child.once('exit', resolve));
    if ((await Promise.race([stopped, pause(15_000).then(() => 'late')])) === 'late') {
      for (const pid of workerPids(api.child.pid)) process.kill(pid, 'SIGKILL');
      api.child.kill('SIGKILL');
    }
  }
}

// ---------------------------------------------------------------- set-up shared by the users

/** A wholesale customer's session (the demo customer; its text-message code read from OUTBOX_LOG). */
async function wholesaleSession(api) {
  const who = client(api.port, '127.0.0.1');
  const sent = await send(who, 'POST', '/wholesale-customers/send-otp', {
    body: { key: WHOLESALE_KEY },
  });
  if (sent.status !== 200) throw new Error(`wholesale send-otp: ${sent.status}`);
  const lines = fs.readFileSync(api.env.OUTBOX_LOG, 'utf8').trim().split('\n');
  const otp = /\b(\d{6})\b/.exec(JSON.parse(lines.at(-1)).body ?? '')?.[1];
  const verified = await send(who, 'POST', '/wholesale-customers/verify-otp', {
    body: { key: WHOLESALE_KEY, otp },
  });
  const token = verified.body?.data?.token;
  if (!token) throw new Error(`wholesale verify-otp: ${verified.status}`);
  const headers = { 'x-wholesale-token': token };
  const options = (await send(who, 'GET', '/wholesale-customers/dropdown-options', { headers }))
    .body.data;
  const ids = {
    product: options.products.find((p) => p.name === 'Crimsafe Regular').id,
    application: options.applications.find((a) => a.name === 'Window Screen').id,
    color: options.colours.find((c) => c.name === 'Pearl White').id,
  };
  who.agent.destroy();
  return { headers, ids };
}

/** An order as the wholesale portal saves it (one window; mf-wholesale's shape). */
function orderBody(ids, statusId, name) {
  const panel = {
    height: 1200,
    width: 900,
    width_t: null,
    width_m: null,
    width_b: null,
    height_l: null,
    height_m: null,
    height_r: null,
    lock_side: null,
    lock_height: null,
    hinges: null,
    rollers: null,
    diagonal_measurement_left: null,
    diagonal_measurement_right: null,
    swings: 'outswing',
    midrail: 'none',
    midrail_center: null,
  };
  const item = {
    id: 1,
    item_number: 1,
    notes: '',
    item_data: {
      item_number: 1,
      label: 'Window 1',
      ...ids,
      quantity: 1,
      frame_thickness: null,
      petway_panel: null,
      petway_position: null,
      reference: '',
    },
  };
  const details = {
    order_name: name,
    order_email: 'orders@example.test',
    order_phone: '0400000000',
    order_reference: 'Load',
    order_notes: '',
  };
  const data = {
    details,
    items: [
      {
        ...item,
        panels: [{ ...panel, panel_position: 1, mode: 'one' }],
        accessories: [],
        diagram_image: null,
      },
    ],
  };
  const raw = {
    details,
    items: [
      {
        ...item,
        panels: { is_one: true, is_three: false, panel_one: [panel], panel_three: [] },
        accessories: [],
      },
    ],
  };
  return {
    details,
    order_data: JSON.stringify(data),
    order_raw_data: JSON.stringify(raw),
    status_id: statusId,
  };
}

/** Open jobs of the demo organisation, one per user for its edits (none locked by an invoice). */
async function openJobs(who, token, count) {
  const query = new URLSearchParams({
    filters: JSON.stringify({ status: ['open'] }),
    pagination_object: JSON.stringify({ page_number: 1, page_size: count }),
  });
  const answer = await send(who, 'GET', `/records/jobs?${query}`, { token });
  const ids = answer.body?.data?.map((row) => row.id) ?? [];
  if (ids.length < count) throw new Error(`only ${ids.length} open jobs for ${count} users`);
  return ids;
}

// ---------------------------------------------------------------- one phase

/** What a phase writes and sees, for the fault checks. */
function newLedger() {
  return {
    inserts: [],
    edits: new Map(),
    chat: [],
    samples: [],
    failures: [],
  };
}

/** The calls of the mix: each makes its request for virtual user `vu`. */
const ACTIONS = {
  'route-list': (vu) => send(vu.http, 'POST', '/route-list', { token: vu.token, body: {} }),
  'page-info': (vu) =>
    send(vu.http, 'GET', `/page-info?route_id=3&main_id=${vu.jobId}`, { token: vu.token }),
  list: (vu) => {
    const sorts = ['due_date', 'amount', 'number', 'customer_name'];
    const query = new URLSearchParams({
      ...(vu.count % 3 === 0 ? { filters: JSON.stringify({ status: ['open', 'completed'] }) } : {}),
      ...(vu.count % 5 === 0 ? { search: 'J-0001' } : {}),
      pagination_object: JSON.stringify({
        page_number: 1 + (vu.count % 4),
        page_size: 25,
        sort_by: sorts[vu.count % sorts.length],
        sort_direction: vu.count % 2 ? 'asc' : 'desc',
      }),
    });
    return send(vu.http, 'GET', `/records/jobs?${query}`, { token: vu.token });
  },
  notifications: (vu) =>
    send(vu.http, 'GET', '/notifications?popup_only=true', { token: vu.token }),
  'record-edit': async (vu, ledger) => {
    const value = `load ${vu.run} user ${vu.index} edit ${vu.count}`;
    const sent = ledger.edits.get(vu.jobId) ?? [];
    ledger.edits.set(vu.jobId, sent);
    const edit = { value, acknowledged: false };
    sent.push(edit);
    const answer = await send(vu.http, 'POST', `/records/jobs/${vu.jobId}`, {
      token: vu.token,
      body: { object_data: JSON.stringify({ notes: value }) },
    });
    edit.acknowledged = answer.status === 200;
    return answer;
  },
  'costing-recalc': (vu) =>
    send(vu.http, 'POST', `/records/jobs/${vu.jobId}/recalculate`, { token: vu.token, body: {} }),
  'order-autosave': async (vu, ledger, shared) => {
    const name = `Load order ${vu.index}`;
    if (vu.orderId === null) {
      const ref = `load-${vu.run}-${vu.index}-${vu.count}`;
      const answer = await send(vu.http, 'POST', '/wholesale-customers/order/new/details', {
        headers: shared.wholesale.headers,
        body: {
          ...orderBody(shared.wholesale.ids, 6, name),
          key: WHOLESALE_KEY,
          diagram_image: null,
          client_ref: ref,
        },
      });
      if (answer.status === 200) {
        vu.orderId = answer.body.data.id;
        vu.orderRef = ref;
        ledger.inserts.push(`order ${ref}`);
      }
      return answer;
    }
    return send(vu.http, 'POST', `/wholesale-customers/order/${vu.orderId}/details`, {
      headers: shared.wholesale.headers,
      body: orderBody(shared.wholesale.ids, 6, `${name} (${vu.count})`),
    });
  },
  'order-submit': async (vu, ledger, shared) => {
    const answer = await send(vu.http, 'POST', `/wholesale-customers/order/${vu.orderId}/details`, {
      headers: shared.wholesale.headers,
      body: orderBody(shared.wholesale.ids, 1, `Load order ${vu.index}`),
    });
    if (answer.status === 200) ledger.inserts.push(`submitted ${vu.orderRef}`);
    vu.orderId = null;
    return answer;
  },
  chat: async (vu, ledger) => {
    const text = `load ${vu.run} user ${vu.index} says ${vu.count}`;
    const answer = await send(vu.http, 'POST', `/chat/${vu.roomId}/messages`, {
      token: vu.token,
      body: { message: text },
    });
    if (answer.status === 200) {
      ledger.inserts.push(`chat ${text}`);
      ledger.chat.push({ text, roomId: vu.roomId, at: performance.now() });
    }
    return answer;
  },
};

/** Makes one call, records its sample (and its failure); never throws. */
async function timed(name, ledger, make) {
  const at = performance.now();
  try {
    const answer = await make();
    const ok = answer.status >= 200 && answer.status < 300;
    ledger.samples.push({ name, ms: answer.ms, ok });
    if (!ok) {
      ledger.failures.push({
        name,
        status: answer.status,
        at,
        message: answer.body?.info?.message ?? String(answer.body).slice(0, 120),
      });
    }
    return ok ? answer : null;
  } catch (failure) {
    ledger.samples.push({ name, ms: performance.now() - at, ok: false });
    ledger.failures.push({ name, ...failure, at: failure.at ?? performance.now() });
    return null;
  }
}

async function signIn(vu, ledger) {
  const answer = await timed('sign-in', ledger, () =>
    send(vu.http, 'POST', '/auth/login', {
      body: {
        email: vu.email,
        password: PASSWORD,
        device_token: `load-${vu.index}`,
        device_type: 'web',
      },
    }),
  );
  vu.token = answer?.body?.data?.user?.token ?? null;
}

async function virtualUser(vu, ledger, shared, until) {
  const steps = schedule(vu.index);
  const pauses = thinkTimes(vu.index, THINK_MS);
  while (performance.now() < until) {
    if (!vu.token) {
      await pause(250);
      await signIn(vu, ledger);
      continue;
    }
    let name = steps.next().value;
    if (name === 'order-submit' && vu.orderId === null) name = 'order-autosave';
    vu.count += 1;
    await timed(name, ledger, () => ACTIONS[name](vu, ledger, shared));
    const think = pauses.next().value;
    if (think > 0) await pause(Math.min(think, until - performance.now()));
  }
  vu.http.agent.destroy();
}

/** The shell's hub client (shell/src/realtime/hubClient.ts) over the `ws` package. */
async function startHubClients(api, vus, HubClient, hubUrl) {
  const WebSocket = requireApi('ws');
  const clients = [];
  for (const vu of vus) {
    if (!vu.token) continue;
    const record = { vu, texts: [], opens: 0, resets: 0, startedAt: 0, hub: null };
    record.hub = new HubClient({
      url: () => hubUrl(`http://127.0.0.1:${api.port}`, `load-hub-${vu.index}`, vu.token),
      createSocket: (url) => new WebSocket(url),
      onStatus: (status) => {
        if (status === 'open') record.opens += 1;
      },
      onMessage: (message) => {
        if (message.event === 'hub.reset') record.resets += 1;
        if (message.event === 'chat.message' && message.payload?.message?.text) {
          record.texts.push(message.payload.message.text);
        }
      },
    });
    record.hub.start();
    clients.push(record);
  }
  const deadline = Date.now() + 15_000;
  while (clients.some((record) => record.opens === 0) && Date.now() < deadline) await pause(50);
  for (const record of clients) record.startedAt = performance.now();
  return clients;
}

async function phase(api, users, shared, { run, fault, HubClient, hubUrl }) {
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
  // measured as `sign-in`), then the phase's clock starts and each makes the calls of its schedule
  // until it ends.
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
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let killed = null;
  const running = vus.map((vu) => virtualUser(vu, ledger, shared, until));
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
  const signIns = ledger.samples.filter((sample) => sample.name === 'sign-in');
  let fault_ = null;
  if (fault) {
    await pause(3000); // the last hub messages arrive
    for (const record of hubClients) record.hub.stop();
    fault_ = await faultChecks(api, ledger, hubClients, killed);
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

/** After a fault phase: the acknowledged writes in the database, the hub clients, the errors. */
async function faultChecks(api, ledger, hubClients, killed) {
  const { Client } = requireApi('pg');
  const db = new Client({ connectionString: api.env.DATABASE_URL });
  await db.connect();
  const stored = [];
  const current = new Map();
  try {
    const texts = ledger.inserts.filter((t) => t.startsWith('chat ')).map((t) => t.slice(5));
    for (const row of (
      await db.query('select text from chat_messages where text = any($1)', [texts])
    ).rows)
      stored.push(`chat ${row.text}`);
    const refs = ledger.inserts
      .filter((t) => t.startsWith('order ') || t.startsWith('submitted '))
      .map((t) => t.split(' ')[1]);
    const orders = await db.query(
      'select client_ref, status_id from wholesale_orders where client_ref = any($1)',
      [refs],
    );
    for (const row of orders.rows) {
      stored.push(`order ${row.client_ref}`);
      if (row.status_id !== 6) stored.push(`submitted ${row.client_ref}`);
    }
    const records = await db.query(
      "select id, data->>'notes' as notes from records where id = any($1)",
      [[...ledger.edits.keys()]],
    );
    for (const row of records.rows) current.set(row.id, row.notes);
  } finally {
    await db.end();
  }
  const lost = missingWrites({ inserts: ledger.inserts, stored, edits: ledger.edits, current });
  const acknowledged =
    ledger.inserts.length +
    [...ledger.edits.values()].filter((sent) => sent.some((edit) => edit.acknowledged)).length;
  const hub = hubClients.map((record) => {
    const acked = ledger.chat
      .filter((sent) => sent.roomId === record.vu.roomId && sent.at >= record.startedAt)
      .map((sent) => sent.text);
    return {
      user: record.vu.index,
      opens: record.opens,
      resets: record.resets,
      acked: acked.length,
      missed: missedByHubClient(acked, record.texts).length,
    };
  });
  const errors = attributeFailures(ledger.failures, killed?.at ?? null);
  return { killed, acknowledged, lost, hub, errors };
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

// ---------------------------------------------------------------- printing

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function printPhase(label, result) {
  const rps = result.total / result.seconds;
  console.log(
    `\n${label}, ${result.users} users, ${fixed(result.seconds)} s: ${result.total} calls, ${fixed(rps, 0)} req/s, ${result.failures.length} errors`,
  );
  const header = [
    'call',
    'kind',
    'calls',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'goal p99',
    'met',
  ];
  const lines = result.rows.map((row) => [
    row.call,
    row.kind,
    String(row.requests),
    fixed(row.rps, 0),
    fixed(row.p50),
    fixed(row.p95),
    fixed(row.p99),
    String(row.errors),
    row.goal === null ? '' : `≤ ${row.goal}`,
    row.met === null ? '' : row.met ? 'yes' : 'no',
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(`  ${format(header)}`);
  for (const line of lines) console.log(`  ${format(line)}`);
  const kinds = new Map();
  for (const failure of result.failures) {
    const key = `${failure.name}: ${failure.status ?? failure.code}${failure.message ? ` ${failure.message}` : ''}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...kinds].slice(0, 8)) console.log(`  error ×${count} ${key}`);
}

function printFault(fault) {
  if (!fault) return;
  const { killed, acknowledged, lost, hub, errors } = fault;
  console.log(
    `  fault: ${killed ? `process ${killed.pid} killed (SIGKILL), another listening ${fixed(killed.restartedMs / 1000)} s later` : 'no worker found to kill'}`,
  );
  console.log(
    `  acknowledged writes: ${acknowledged}, missing from the database: ${lost.length}${lost.length ? ` (${lost.slice(0, 3).join('; ')})` : ''}`,
  );
  for (const client of hub) {
    console.log(
      `  hub client of user ${client.user}: connected ${client.opens}× (${client.opens - 1} reconnect${client.opens === 2 ? '' : 's'}), ${client.acked} chat messages of its room acknowledged, ${client.missed} missed, ${client.resets} resets`,
    );
  }
  console.log(
    `  errors: ${errors.inFlightOfKilled.length} in flight on the killed process, ${errors.outside.length} outside it (goal 0)`,
  );
}

function faultOk(fault) {
  if (!fault) return true;
  return (
    fault.killed !== null &&
    fault.lost.length === 0 &&
    fault.hub.length > 0 &&
    fault.hub.every((client) => client.missed === 0 && client.resets === 0 && client.opens >= 1) &&
    fault.errors.outside.length === 0
  );
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
    try {
      const most = Math.max(1, ...USERS);
      api = await startShape(shape, dir, most);
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
