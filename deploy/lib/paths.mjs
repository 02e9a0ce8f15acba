import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

export const DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(DEPLOY_DIR, '..');
export const DEFAULT_RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(DEPLOY_DIR, 'releases');

/** Package folder → federation container name. */
export const PACKAGES = {
  shell: 'shell',
  'mf-auth': 'mf_auth',
  'mf-views': 'mf_views',
  'mf-timesheet': 'mf_timesheet',
  'mf-quoting': 'mf_quoting',
  'mf-fabrication': 'mf_fabrication',
  'mf-wholesale': 'mf_wholesale',
};

export function readEnvironment(name) {
  const file = path.join(DEPLOY_DIR, 'environments', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function manifestPath(releasesDir, env) {
  return path.join(releasesDir, `remotes.${env}.json`);
}
