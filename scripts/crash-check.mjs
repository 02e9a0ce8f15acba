#!/usr/bin/env node
// Crash test (issue 19): the built API is killed with SIGKILL in the middle of a burst of writes,
// started again on the same data, and every write it had acknowledged must be there. Runs on the
// embedded PGlite database and, when TEST_DATABASE_URL names a PostgreSQL server (see
// api/scripts/with-postgres.sh), on a fresh database of that server too. Exit 1 on any loss.
//
//   node scripts/build-all.mjs api && node scripts/crash-check.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, freshPostgresDatabase, startApi } from './built-api.mjs';

const IN_FLIGHT = 8;
const KILL_AFTER_ACKS = 120;

async function call(base, method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signIn(base) {
  const answer = await call(base, 'POST', '/auth/login', null, {
    email: 'admin@demo.test',
    password: 'Demo1234!',
    device_token: 'crash-test',
    device_type: 'web',
  });
  const token = answer.body?.data?.user?.token;
  if (!token) throw new Error(`sign-in failed: ${answer.status}`);
  return token;
}

/**
 * Writes notes until `KILL_AFTER_ACKS` are acknowledged, then kills the process mid-burst. Calls
 * still in flight at the kill are abandoned: a dead process acknowledges nothing more.
 */
async function burstAndKill(base, child, token, jobId) {
  const acknowledged = [];
  let next = 0;
  let killed = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const writer = async () => {
    while (!killed) {
      const text = `crash note ${next++}`;
      try {
        const answer = await call(base, 'POST', `/fabrication/jobs/${jobId}/notes`, token, {
          notes: text,
        });
        if (answer.status === 200 && !killed) acknowledged.push(text);
      } catch {
        // the connection died with the process: not acknowledged
      }
      if (!killed && acknowledged.length >= KILL_AFTER_ACKS) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  for (let index = 0; index < IN_FLIGHT; index += 1) void writer();
  await exited;
  return { acknowledged: [...acknowledged], attempted: next };
}

async function scenario(label, env) {
  // Seeded with startApi's 150 jobs: the burst writes notes on one job.
  const first = startApi('the API', { ...env, SEED: '1' });
  try {
    const { base } = await first.ready;
    const token = await signIn(base);
    const jobs = await call(base, 'GET', '/fabrication/jobs', token);
    const jobId = jobs.body.data[0].id;
    const { acknowledged, attempted } = await burstAndKill(base, first.child, token, jobId);
    const second = startApi('the API, started again', env);
    try {
      const { base: again, startMs } = await second.ready;
      const token2 = await signIn(again);
      const data = await call(again, 'GET', `/fabrication/jobs/${jobId}/accessories`, token2);
      const stored = new Set(data.body.data.notes.map((note) => note.notes));
      const lost = acknowledged.filter((text) => !stored.has(text));
      console.log(
        `${label}: ${acknowledged.length} of ${attempted} writes acknowledged before SIGKILL; ` +
          `${acknowledged.length - lost.length} present after restart; restarted in ` +
          `${(startMs / 1000).toFixed(1)} s`,
      );
      if (lost.length > 0) {
        console.error(
          `${label}: LOST ${lost.length} acknowledged writes: ${lost.slice(0, 5).join(', ')}`,
        );
        return false;
      }
      return true;
    } finally {
      second.child.kill('SIGKILL');
    }
  } finally {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
  }
}

if (!fs.existsSync(path.join(API, 'dist', 'main.js'))) {
  console.error('crash test: build the API first (node scripts/build-all.mjs api)');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'));
let ok = true;
try {
  ok &&= await scenario('PGlite', {
    DATA_DIR: path.join(dir, 'pglite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    DATABASE_URL: '',
  });
  if (process.env.TEST_DATABASE_URL) {
    ok &&= await scenario('PostgreSQL', {
      DATABASE_URL: await freshPostgresDatabase(process.env.TEST_DATABASE_URL, 'crash_test'),
      UPLOAD_DIR: path.join(dir, 'uploads-pg'),
    });
  } else {
    console.log(
      'PostgreSQL: skipped (no TEST_DATABASE_URL; api/scripts/with-postgres.sh sets one)',
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
