#!/usr/bin/env node
// Usage: node scripts/build-all.mjs [package…] [--env local,e2e,e2e2]
// Builds the API and the front-end packages in production mode (two at a time on this 2-core
// machine), then publishes each front-end build into deploy/releases for the given environments
// (by default `local` and the two e2e environments, one per Playwright worker: ADR 229).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishSet } from '../deploy/lib/releases.mjs';
import { DEFAULT_RELEASES_DIR, PACKAGES } from '../deploy/lib/paths.mjs';
import { TSC } from './tsc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const envArg = args.includes('--env') ? args[args.indexOf('--env') + 1] : 'local,e2e,e2e2';
const envs = envArg.split(',').filter(Boolean);
const requested = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--env');
const all = ['api', ...Object.keys(PACKAGES)];
const targets = requested.length ? requested : all;

for (const target of targets) {
  if (!all.includes(target)) {
    console.error(`Unknown package "${target}". Known: ${all.join(', ')}`);
    process.exit(2);
  }
}

function run(command, commandArgs, cwd) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(seconds);
      else reject(new Error(`${path.basename(cwd)} failed to build (exit ${code}):\n${output}`));
    });
  });
}

function build(target) {
  const cwd = path.join(ROOT, target);
  if (target === 'api') {
    // The API runs plain JavaScript: the kernel's pricing core is compiled for it first
    // (shared/dist, loaded through the 'platform-build' export condition; docs/decisions/100).
    return run(process.execPath, [TSC, '-p', '../shared/tsconfig.pricing.json'], cwd).then(() =>
      run(process.execPath, [TSC, '-p', 'tsconfig.build.json'], cwd),
    );
  }
  return run('npx', ['webpack', '--mode', 'production'], cwd);
}

async function main() {
  const queue = [...targets];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const target = queue.shift();
      try {
        const seconds = await build(target);
        console.log(`built ${target} in ${seconds}s`);
      } catch (error) {
        failures.push(error.message);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  // One release per environment: the builds are checked together against what stays live
  // (a change of the shared modules needs the shell and the remotes at once, ADR 169).
  const frontEnd = Object.keys(PACKAGES).filter((pkg) => targets.includes(pkg));
  for (const env of envs) {
    const published = await publishSet({
      packageDirs: frontEnd.map((pkg) => path.join(ROOT, pkg)),
      releasesDir: DEFAULT_RELEASES_DIR,
      env,
    });
    for (const { name, version } of published)
      console.log(`published ${name} ${version} to ${env}`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
