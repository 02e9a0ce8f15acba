import cluster, { type Worker } from 'node:cluster';
import { processCountOf } from './core/processes';
import { startOrExit } from './main';

/**
 * The production start (ADR 195): `API_PROCESSES` API processes on one address, sharing its port
 * through node:cluster, all on the PostgreSQL of `DATABASE_URL`. The first process migrates (and
 * seeds, with SEED=1) alone; the others start once it listens. A process that dies is started
 * again, so a crash costs only the requests it held. One process runs main.ts directly.
 */
const RESTART_MIN_MS = 250;
const RESTART_MAX_MS = 10_000;

function startPrimary(count: number): void {
  let stopping = false;
  let restartMs = RESTART_MIN_MS;
  const say = (text: string) => console.log(`[api primary ${process.pid}] ${text}`);

  const fork = (seed: boolean): Worker =>
    cluster.fork({ ...process.env, SEED: seed ? process.env.SEED : '0', API_WORKER: '1' });

  const first = fork(true);
  first.once('listening', () => {
    say(`process ${first.process.pid} listens; starting ${count - 1} more`);
    for (let i = 1; i < count; i++) fork(false);
  });
  cluster.on('listening', () => (restartMs = RESTART_MIN_MS));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    say(`process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    const delay = restartMs;
    restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
    setTimeout(() => fork(false), delay);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

const count = processCountOf(process.env);
if (count > 1 && cluster.isPrimary) startPrimary(count);
else startOrExit();
