#!/usr/bin/env node
// Usage: node deploy/rollback.mjs [--env local] [--remote mf_auth]
import { DEFAULT_RELEASES_DIR } from './lib/paths.mjs';
import { rollback } from './lib/releases.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
try {
  const manifest = rollback({
    releasesDir: DEFAULT_RELEASES_DIR,
    env: value('--env', 'local'),
    name: value('--remote'),
  });
  console.log(JSON.stringify(manifest, null, 2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
