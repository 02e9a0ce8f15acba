// Part of `npm run load` (scripts/load.mjs, issue 34, ADR 201): the API shapes it starts and stops (seeded, then listening).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/bench/http.mjs';
import { freshPostgresDatabase } from '../built-api.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text) => process.stderr.write(`load: ${text}\n`);

export function runNode(file, env) {
  return execFileSync(process.execPath, ['--conditions=platform-build', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
}

/** Seeds, then starts the shape; resolves once each of its processes listens. */
export async function startShape(shape, dir, users, cpuProfileDir = null) {
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
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--conditions=platform-build', main], {
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

export function tail(file) {
  return fs.readFileSync(file, 'utf8').slice(-3000);
}

/** The primary's worker processes (node:cluster forks them as its children). */
export function workerPids(primary) {
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

export async function stopShape(api) {
  if (api.child.exitCode === null) {
    api.child.kill('SIGTERM');
    const stopped = new Promise((resolve) => api.child.once('exit', resolve));
    if ((await Promise.race([stopped, pause(15_000).then(() => 'late')])) === 'late') {
      for (const pid of workerPids(api.child.pid)) process.kill(pid, 'SIGKILL');
      api.child.kill('SIGKILL');
    }
  }
}
