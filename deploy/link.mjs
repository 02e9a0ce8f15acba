#!/usr/bin/env node
// Usage: node deploy/link.mjs <package-folder> [--env local]
// Points one remote of a running environment at the package's own dist/ folder (served by
// deploy/serve.mjs under /_local/ with no-cache), while every other remote stays as published.
// Pair it with `npx webpack --mode production --watch` in the package; reload to see changes.
// `node deploy/rollback.mjs --env local --remote <name>` puts the published version back.
import path from 'node:path';
import { DEFAULT_RELEASES_DIR, PACKAGES, readEnvironment } from './lib/paths.mjs';
import { newChange } from './lib/journal.mjs';
import { localStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const env = args.includes('--env') ? args[args.indexOf('--env') + 1] : 'local';
const pkg = path.basename(
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--env') ?? '',
);
const name = PACKAGES[pkg];
if (!name || name === 'shell') {
  console.error(
    `usage: node deploy/link.mjs <${Object.keys(PACKAGES)
      .filter((p) => p !== 'shell')
      .join('|')}> [--env local]`,
  );
  process.exit(2);
}
const origin = readEnvironment(env).remotes[name];
await localStore(DEFAULT_RELEASES_DIR).commit(
  env,
  newChange({
    action: 'link',
    name,
    version: 'local',
    entry: { entry: `${origin}/_local/mf-manifest.json`, version: 'local' },
  }),
);
console.log(
  `${name} in ${env} now loads ${pkg}/dist (${origin}/_local/). Build it with: cd ${pkg} && npx webpack --mode production --watch`,
);
