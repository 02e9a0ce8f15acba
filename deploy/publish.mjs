#!/usr/bin/env node
// Usage: node deploy/publish.mjs <package-folder>… [--env local] [--force]
// Publishes already-built packages (run their build first). The shell goes first when present.
import path from 'node:path';
import { DEFAULT_RELEASES_DIR, REPO_DIR } from './lib/paths.mjs';
import { publish } from './lib/releases.mjs';

const args = process.argv.slice(2);
const envIndex = args.indexOf('--env');
const env = envIndex >= 0 ? args[envIndex + 1] : 'local';
const force = args.includes('--force');
const packages = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--env');
packages.sort((a, b) => (path.basename(a) === 'shell' ? -1 : path.basename(b) === 'shell' ? 1 : 0));

try {
  for (const pkg of packages) {
    const { name, version } = publish({
      packageDir: path.resolve(REPO_DIR, pkg),
      releasesDir: DEFAULT_RELEASES_DIR,
      env,
      force,
    });
    console.log(`published ${name} ${version} to ${env}`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
