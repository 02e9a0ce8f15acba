#!/usr/bin/env node
// Usage: node scripts/serve-all.mjs [--env local]
// Starts the API (embedded database with the demo seed) and serves the shell and every remote of
// the environment from the published releases. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveEnvironment } from '../deploy/serve.mjs';
import { readEnvironment } from '../deploy/lib/paths.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startPlatform(env, options = {}) {
  const environment = readEnvironment(env);
  const apiUrl = new URL(environment.api);
  const api = spawn(process.execPath, ['--conditions=platform-build', 'dist/main.js'], {
    cwd: path.join(ROOT, 'api'),
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: {
      ...process.env,
      PORT: apiUrl.port,
      HOST: '127.0.0.1',
      SEED: '1',
      PUBLIC_URL: environment.shell,
      CORS_ORIGINS: [environment.shell, ...Object.values(environment.remotes)].join(','),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      // With the development tools on, every message is also written to a file on this machine.
      ...(process.env.API_DEV_TOOLS === '1' && !process.env.OUTBOX_LOG
        ? { OUTBOX_LOG: path.join(ROOT, 'api', '.data', 'outbox.jsonl') }
        : {}),
      ...options.apiEnv,
    },
  });
  const servers = await serveEnvironment(env);
  await waitFor(`${environment.api}/health`, 60_000);
  return {
    api,
    close: async () => {
      api.kill('SIGTERM');
      await servers.close();
    },
  };
}

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const env = args.includes('--env') ? args[args.indexOf('--env') + 1] : 'local';
  startPlatform(env)
    .then(({ close }) => {
      const environment = readEnvironment(env);
      const tools =
        process.env.API_DEV_TOOLS === '1'
          ? `Development tools are on: e-mails and text messages go to api/.data/outbox.jsonl, and ${environment.api}/dev/outbox.json answers an administrator's session from this machine.`
          : 'Development tools are off (API_DEV_TOOLS=1 npm start turns them on: sign-in codes and reset links then go to api/.data/outbox.jsonl).';
      console.log(
        `\nThe platform is running: open ${environment.shell}\nAPI: ${environment.api}\n${tools}\n`,
      );
      const stop = () => close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
