import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the API on a fresh embedded database with the demo seed, and serves the shell and every
 * remote from the published e2e releases, each on its own origin.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // For a developer who already runs `node scripts/serve-all.mjs --env e2e`.
  if (process.env.E2E_EXTERNAL_SERVERS === '1') return async () => undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  const servePath = path.join(__dirname, '..', '..', 'scripts', 'serve-all.mjs');
  const { startPlatform } = (await import(servePath)) as {
    startPlatform: (env: string, options: object) => Promise<{ close: () => Promise<void> }>;
  };
  const platform = await startPlatform('e2e', {
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
  return async () => {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
