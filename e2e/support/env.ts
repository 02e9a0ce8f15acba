import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Environment {
  environment: string;
  api: string;
  shell: string;
  remotes: Record<string, string>;
}

/**
 * The e2e environments, one per Playwright worker (ADR 229): each has its own ports, its own API
 * and its own seeded database, so no journey sees another worker's data, and a running
 * `npm start` does not get in the way. Worker 0 uses `e2e` (3100–3106, API 4100), worker 1 `e2e2`
 * (3200–3206, API 4200).
 */
export const E2E_ENVIRONMENTS = ['e2e', 'e2e2'] as const;

export function readE2eEnvironment(name: string): Environment {
  return JSON.parse(
    readFileSync(
      path.join(__dirname, '..', '..', 'deploy', 'environments', `${name}.json`),
      'utf8',
    ),
  ) as Environment;
}

/** The environment of this worker (`TEST_PARALLEL_INDEX`; 0 outside a worker). */
function environmentName(): string {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const name = E2E_ENVIRONMENTS[index];
  if (!name)
    throw new Error(
      `no e2e environment for worker ${index}: run at most ${E2E_ENVIRONMENTS.length} workers`,
    );
  return name;
}

/** The name of this worker's environment, as deploy/publish.mjs and the others take it (`--env`). */
export const E2E_ENV_NAME = environmentName();
export const E2E_ENV: Environment = readE2eEnvironment(E2E_ENV_NAME);
export const SHELL_URL = E2E_ENV.shell;
export const API_URL = E2E_ENV.api;
export const REMOTE_URLS = E2E_ENV.remotes;
export const REMOTE_NAMES = Object.keys(E2E_ENV.remotes);
