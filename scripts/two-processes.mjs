#!/usr/bin/env node
// A journey against two API processes on one PostgreSQL (issue 34, ADR 195): the production shape
// is several processes behind one address, so any call may land on either. Each step is made on
// one process and checked on the other: a session, a write and its read back (through the other
// process's read caches, ADR 194), a chat message over the realtime hub, a wholesale text-message
// code, and a sign-out. Needs TEST_DATABASE_URL (api/scripts/with-postgres.sh sets one) and the
// built API; prints one line a step and exits 1 on the first failure.
//
//   node scripts/build-all.mjs api && bash api/scripts/with-postgres.sh node scripts/two-processes.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, freshPostgresDatabase, requireApi, startApi } from './built-api.mjs';

const DEMO_WHOLESALE_KEY = 'demo-wholesale-link-key-development-only';
const DEMO_WHOLESALE_MOBILE = '+61400111000';

async function call(base, method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

async function signIn(base, email) {
  const answer = await call(base, 'POST', '/auth/login', {
    body: { email, password: 'Demo1234!', device_token: 'two-processes', device_type: 'web' },
  });
  const token = expectStatus(answer, 200, `sign-in of ${email}`).data?.user?.token;
  if (!token) throw new Error(`sign-in of ${email}: no token`);
  return token;
}

/** A hub socket; `next(event)` resolves with the first frame of that event. */
function hubSocket(base, token, tab) {
  const WebSocket = requireApi('ws');
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/global?sessionId=${tab}&token=${token}`,
  );
  const frames = [];
  const waiting = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    const index = waiting.findIndex((wait) => wait.event === frame.event);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(frame);
    else frames.push(frame);
  });
  return {
    socket,
    next(event, timeoutMs = 15_000) {
      const index = frames.findIndex((frame) => frame.event === event);
      if (index >= 0) return Promise.resolve(frames.splice(index, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({ event, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
      });
    },
  };
}

async function lastCode(databaseUrl, recipient) {
  const { Client } = requireApi('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select body from outbox_messages where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  } finally {
    await client.end();
  }
}

async function journey(a, b, databaseUrl) {
  const step = (text) => console.log(`  ✓ ${text}`);

  const admin = await signIn(a, 'admin@demo.test');
  expectStatus(
    await call(b, 'POST', '/route-list', { token: admin, body: {} }),
    200,
    'route list on B',
  );
  step('signed in on A; the session is accepted by B');

  const jobs = expectStatus(
    await call(a, 'GET', '/fabrication/jobs', { token: admin }),
    200,
    'jobs on A',
  );
  const jobId = jobs.data[0].id;
  const notesOf = async (base) =>
    expectStatus(
      await call(base, 'GET', `/fabrication/jobs/${jobId}/accessories`, { token: admin }),
      200,
      'notes',
    ).data.notes.map((note) => note.notes);
  await notesOf(a); // A has answered (and may keep) the list before the write
  const text = `written on B at ${process.pid}`;
  expectStatus(
    await call(b, 'POST', `/fabrication/jobs/${jobId}/notes`, {
      token: admin,
      body: { notes: text },
    }),
    200,
    'note written on B',
  );
  if (!(await notesOf(a)).includes(text))
    throw new Error('the note written on B is not read back on A');
  step('a note written on B is read back on A at once');

  const sales = await signIn(b, 'sales@demo.test');
  const roomsOf = async (base, token) =>
    expectStatus(await call(base, 'GET', '/chat/rooms', { token }), 200, 'chat rooms').data;
  const adminRooms = await roomsOf(a, admin);
  const shared = (await roomsOf(b, sales)).find((room) =>
    adminRooms.some((other) => other.roomId === room.roomId),
  );
  if (!shared) throw new Error('the demo administrator and sales share no chat room');
  const onA = hubSocket(a, admin, 'two-processes-a');
  await onA.next('hub.connected');
  const message = `across processes ${process.pid}`;
  expectStatus(
    await call(b, 'POST', `/chat/${shared.roomId}/messages`, { token: sales, body: { message } }),
    200,
    'chat message sent on B',
  );
  const frame = await onA.next('chat.message');
  if (!JSON.stringify(frame.payload).includes(message)) {
    throw new Error(`chat frame on A without the message: ${JSON.stringify(frame.payload)}`);
  }
  onA.socket.close();
  step(`a chat message sent on B ("${shared.name}") reaches a socket on A over the hub`);

  expectStatus(
    await call(a, 'POST', '/wholesale-customers/send-otp', { body: { key: DEMO_WHOLESALE_KEY } }),
    200,
    'wholesale code sent on A',
  );
  const otp = await lastCode(databaseUrl, DEMO_WHOLESALE_MOBILE);
  const verified = expectStatus(
    await call(b, 'POST', '/wholesale-customers/verify-otp', {
      body: { key: DEMO_WHOLESALE_KEY, otp },
    }),
    200,
    'wholesale code verified on B',
  );
  expectStatus(
    await call(a, 'GET', '/wholesale-customers/orders', {
      headers: { 'x-wholesale-token': verified.data.token },
    }),
    200,
    "the customer's orders on A",
  );
  step('a wholesale code texted through A is verified on B; its session works on A');

  expectStatus(await call(a, 'POST', '/logout', { token: admin }), 200, 'sign-out on A');
  expectStatus(
    await call(b, 'POST', '/route-list', { token: admin, body: {} }),
    401,
    'route list on B after sign-out',
  );
  step('signed out on A; B refuses the session at its next call');
}

if (!fs.existsSync(path.join(API, 'dist', 'main.js'))) {
  console.error('two processes: build the API first (node scripts/build-all.mjs api)');
  process.exit(2);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'two processes: SKIPPED (no TEST_DATABASE_URL; api/scripts/with-postgres.sh sets one)',
  );
  process.exit(0);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-'));
const databaseUrl = await freshPostgresDatabase(process.env.TEST_DATABASE_URL, 'two_processes');
const env = { DATABASE_URL: databaseUrl, UPLOAD_DIR: path.join(dir, 'uploads') };
// Seeded with startApi's 150 jobs: the journey uses the first job only.
const first = startApi('A', { ...env, SEED: '1' });
let second = null;
let ok = false;
try {
  const { base: a } = await first.ready;
  second = startApi('B', env);
  const { base: b } = await second.ready;
  console.log(`two processes on one PostgreSQL: A ${a}, B ${b}`);
  await journey(a, b, databaseUrl);
  ok = true;
  console.log('two processes: the journey passed');
} catch (error) {
  console.error(`two processes: FAILED: ${error.message}`);
} finally {
  first.child.kill('SIGKILL');
  second?.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
