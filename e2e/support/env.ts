import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Environment {
  api: string;
  shell: string;
  remotes: Record<string, string>;
}

/** The e2e environment: its own ports, so a running `npm start` does not get in the way. */
export const E2E_ENV: Environment = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'deploy', 'environments', 'e2e.json'), 'utf8'),
);
export const SHELL_URL = E2E_ENV.shell;
export const API_URL = E2E_ENV.api;
export const REMOTE_URLS = E2E_ENV.remotes;
export const REMOTE_NAMES = Object.keys(E2E_ENV.remotes);
