import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_ENVIRONMENTS } from './env';

/**
 * Starts one complete environment per worker (ADR 229): the API on a fresh embedded database with
 * the demo seed, and the shell and every remote served from the environment's published releases,
 * each on its own origin. Worker 0 uses `e2e`, worker 1 `e2e2`.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // For a developer who already runs `node scripts/serve-all.mjs --env e2e` (and `--env e2e2`).
  if (process.env.E2E_EXTERNAL_SERVERS === '1') return async () => undefined;
  const count = Math.min(Math.max(config.workers, 1), E2E_ENVIRONMENTS.length);
  const servePath = path.join(__dirname, '..', '..', 'scripts', 'serve-all.mjs');
  const { startPlatform } = (await import(servePath)) as {
    startPlatform: (env: string, options: object) => Promise<{ close: () => Promise<void> }>;
  };
  const results = await Promise.allSettled(
    E2E_ENVIRONMENTS.slice(0, count).map(async (env) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `platform-${env}-`));
      const platform = await startPlatform(env, {
        dataDir,
        quiet: true,
        apiEnv: {
          NODE_ENV: 'test',
          MIN_CLIENT_VERSION: '0.0.0',
          UPLOAD_DIR: path.join(dataDir, 'uploads'),
          RATE_LIMIT_SCALE: '20',
          // The tests read codes and links from the outbox (as an administrator, on this machine).
          API_DEV_TOOLS: '1',
        },
      });
      return { platform, dataDir };
    }),
  );
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const close = async () => {
    for (const { platform, dataDir } of started) {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    // One environment did not come up: stop the other rather than leave it holding its ports.
    await close();
    throw failed.reason;
  }
  return close;
}
