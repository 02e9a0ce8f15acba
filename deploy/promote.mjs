#!/usr/bin/env node
// Usage: node deploy/promote.mjs --env E --remote R [--abort] [--force] [--target T]
// Ends a remote's canary (publish.mjs --canary N): its version goes to everyone, or with --abort
// everyone stays on the stable version. --target (or RELEASE_TARGET): s3://bucket/prefix, else local.
import { DEFAULT_RELEASES_DIR } from './lib/paths.mjs';
import { promote } from './lib/releases.mjs';
import { openStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
try {
  const manifest = await promote({
    store: await openStore({ target: value('--target'), releasesDir: DEFAULT_RELEASES_DIR }),
    env: value('--env', 'local'),
    name: value('--remote'),
    abort: args.includes('--abort'),
    force: args.includes('--force'),
  });
  console.log(JSON.stringify(manifest, null, 2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
