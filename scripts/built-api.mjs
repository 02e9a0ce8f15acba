// The built API as the scripts that run it as a process use it (crash-check, two-processes):
// started on a port of its choosing, on a fresh database of a PostgreSQL server.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');
/** The API package's own dependencies (pg, ws). */
export const requireApi = createRequire(path.join(API, 'package.json'));

/**
 * Jobs a seeded start (`SEED=1`) makes unless `env` names its own `DEMO_JOBS`: the unit tests'
 * 150, not the demo's 10,000. The scripts use the first job only, and seeding 10,000 on PGlite
 * took about half of the crash test's time (ADR 269).
 */
export const SEEDED_DEMO_JOBS = '150';

/**
 * Starts `api/dist/main.js` on a port of its choosing; `ready` gives its base URL once it listens
 * and rejects with its last output when it exits first or takes over `timeoutMs`.
 */
export function startApi(name, env, timeoutMs = 120_000) {
  const seedJobs = env.SEED === '1' ? { DEMO_JOBS: SEEDED_DEMO_JOBS } : {};
  const child = spawn(process.execPath, ['--conditions=platform-build', 'dist/main.js'], {
    cwd: API,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '100',
      HOST: '127.0.0.1',
      PORT: '0',
      ...seedJobs,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = Date.now();
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name}: not listening within ${timeoutMs / 1000} s: ${output}`)),
      timeoutMs,
    );
    const read = (chunk) => {
      output = (output + chunk).slice(-8000);
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ base: match[1], startMs: Date.now() - started });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before listening: ${output}`));
    });
  });
  ready.catch(() => undefined);
  return { child, ready };
}

/** A new, empty database `<prefix>_<pid>` on the server of `serverUrl`; its connection string. */
export async function freshPostgresDatabase(serverUrl, prefix) {
  const { Client } = requireApi('pg');
  const name = `${prefix}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
