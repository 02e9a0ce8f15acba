#!/usr/bin/env node
// Usage: node deploy/versions.mjs --env E [--remote R] [--json] [--target s3://bucket/prefix]
// Every version published to the environment, per package: when it went out, the commit it was
// built from, the platform contract and singleton ranges it requires, and which one is live.
import { DEFAULT_RELEASES_DIR } from './lib/paths.mjs';
import { listVersions } from './lib/releases.mjs';
import { openStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
const env = value('--env', 'local');
const store = await openStore({ target: value('--target'), releasesDir: DEFAULT_RELEASES_DIR });
const packages = await listVersions({ store, env, name: value('--remote') });

if (args.includes('--json')) {
  console.log(JSON.stringify(packages, null, 2));
} else {
  for (const { name, live, versions } of packages) {
    console.log(`${name} (live: ${live ?? 'none'})`);
    if (versions.length === 0) console.log('  no version published to this environment');
    for (const row of versions) {
      const requires = Object.entries(row.requires)
        .filter(([pkg]) => ['react', 'antd', '@platform/shared'].includes(pkg))
        .map(([pkg, range]) => `${pkg} ${range}`)
        .join(', ');
      console.log(
        `  ${row.live ? '*' : ' '} ${row.version.padEnd(20)} ${row.lastPublishedAt}  ` +
          `commit ${row.commit ?? '-'}  contract ${row.contractVersion ?? '-'}  ${requires}` +
          (row.forced ? '  (forced)' : ''),
      );
    }
  }
}
