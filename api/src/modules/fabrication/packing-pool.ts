// The packer's worker pool (docs/decisions/188): pack requests run on worker threads, so a
// 2,000-panel pack no longer holds the API's event loop (and /health) for seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PackResponse } from '@platform/shared/contracts';
import { workerFile } from '../../core/worker-file';
import type { PackTask } from './packing-worker';

export type PoolTask = Omit<PackTask, 'port'>;

export interface PackingPool {
  /** Runs a task on a worker; `onProgress` hears 0…1; aborting `signal` ends the worker's work. */
  run(
    task: PoolTask,
    options?: { signal?: AbortSignal; onProgress?: (progress: number) => void },
  ): Promise<PackResponse>;
  /** Tasks of this pool not yet ended (run, queued, or being stopped). */
  active(): number;
  close(): Promise<void>;
}

/** Threads of the pool: one per core but one, at least one (the event loop keeps a core). */
export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** A pool whose threads start on the first pack (an app that never packs starts none). */
export function createPackingPool(threads = defaultThreads()): PackingPool {
  let created: Piscina<PackTask, PackResponse> | null = null;
  let active = 0;
  const poolOf = () =>
    (created ??= new Piscina<PackTask, PackResponse>({
      filename: workerFile(__dirname, 'packing-worker', {
        outfile: () =>
          path.join(
            fs.mkdtempSync(path.join(os.tmpdir(), 'packing-worker-')),
            'packing-worker.cjs',
          ),
      }),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 30_000,
      // Inherit the API's `--conditions=platform-build`, so the built worker loads built files.
      execArgv: process.execArgv,
    }));
  return {
    active: () => active,
    async run(task, { signal, onProgress } = {}) {
      const pool = poolOf();
      active += 1;
      const channel = new MessageChannel();
      channel.port1.on('message', (message: { progress?: number }) => {
        if (typeof message.progress === 'number') onProgress?.(message.progress);
      });
      try {
        return await pool.run(
          { ...task, port: channel.port2 },
          { transferList: [channel.port2], signal },
        );
      } finally {
        active -= 1;
        channel.port1.close();
      }
    },
    close: async () => {
      await created?.destroy();
    },
  };
}

/** The pool of each app (tests look at it through the app's context). */
export const packingPools = new WeakMap<object, PackingPool>();
