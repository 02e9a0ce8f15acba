#!/usr/bin/env node
// Usage: node deploy/rollback.mjs --env E --remote R [--to VERSION] [--force] [--target T]
//        node deploy/rollback.mjs --env E [--force] [--target T]   (the whole manifest, one state back)
// Without --to, one step back along the remote's own publish history (repeat to keep going
// back); `node deploy/versions.mjs --env E --remote R` lists the versions to name with --to.
// Every form runs the compatibility gate; --force is recorded in the journal and cannot override
// a platform contract mismatch. --target (or RELEASE_TARGET): s3://bucket/prefix, else local.
import { DEFAULT_RELEASES_DIR } from './lib/paths.mjs';
import { rollback } from './lib/releases.mjs';
import { openStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
try {
  const manifest = await rollback({
    store: await openStore({ target: value('--target'), releasesDir: DEFAULT_RELEASES_DIR }),
    env: value('--env', 'local'),
    name: value('--remote'),
    to: value('--to'),
    force: args.includes('--force'),
  });
  console.log(JSON.stringify(manifest, null, 2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
