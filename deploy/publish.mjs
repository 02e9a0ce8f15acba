#!/usr/bin/env node
// Usage: node deploy/publish.mjs <package-folder>… [--env local] [--force] [--target s3://bucket/prefix]
//        [--canary PERCENT]   (a remote goes to PERCENT of users; deploy/promote.mjs ends it)
// Publishes already-built packages (run their build first). Several packages are one release,
// checked together; the shell goes first when present.
// --target (or RELEASE_TARGET) publishes to an S3-compatible store instead of deploy/releases/.
import path from 'node:path';
import { DEFAULT_RELEASES_DIR, REPO_DIR } from './lib/paths.mjs';
import { publish, publishSet } from './lib/releases.mjs';
import { openStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
const env = value('--env', 'local');
const force = args.includes('--force');
const packages = args.filter(
  (arg, i) => !arg.startsWith('--') && !['--env', '--target', '--canary'].includes(args[i - 1]),
);
packages.sort((a, b) => (path.basename(a) === 'shell' ? -1 : path.basename(b) === 'shell' ? 1 : 0));

try {
  const store = await openStore({ target: value('--target'), releasesDir: DEFAULT_RELEASES_DIR });
  if (packages.length > 1 && !args.includes('--canary')) {
    // Several packages are one release, checked together (ADR 169).
    const published = await publishSet({
      packageDirs: packages.map((pkg) => path.resolve(REPO_DIR, pkg)),
      store,
      env,
      force,
    });
    for (const { name, version } of published) {
      console.log(`published ${name} ${version} to ${env} (${store.describe()})`);
    }
  } else {
    for (const pkg of packages) {
      const { name, version } = await publish({
        packageDir: path.resolve(REPO_DIR, pkg),
        store,
        env,
        force,
        canary: args.includes('--canary') ? Number(value('--canary')) : undefined,
      });
      const how = args.includes('--canary')
        ? ` as a canary for ${value('--canary')} % of users`
        : '';
      console.log(`published ${name} ${version} to ${env}${how} (${store.describe()})`);
    }
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
