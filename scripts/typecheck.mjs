#!/usr/bin/env node
// Type-checks every package with its own tsconfig (jest runs with isolatedModules, so this is
// where type errors are caught). Two at a time to suit a 2-core machine.
//
// The checker is TypeScript 7, the native compiler (`typescript7`, an alias of typescript@7): it
// checks the ten packages (and the e2e fixture remote) in a fraction of TypeScript 6's time. TypeScript 6.0.3 stays the
// `typescript` package, the JavaScript API typescript-eslint needs (ADR 239).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './packages.mjs';
import { TSC } from './tsc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The e2e fixture remote (ADR 280) too: it is built and run by a journey.
const PACKAGES = ['shared', 'shell', 'api', ...REMOTES, 'e2e', 'e2e/fixtures/antd-rest-remote'];

const check = (pkg) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '--noEmit', '-p', 'tsconfig.json'], {
      cwd: path.join(ROOT, pkg),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ pkg, code, output }));
  });

const queue = [...PACKAGES];
const failures = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const result = await check(queue.shift());
      if (result.code === 0) console.log(`types ok: ${result.pkg}`);
      else failures.push(result);
    }
  }),
);
for (const failure of failures) console.error(`\n${failure.pkg}:\n${failure.output}`);
process.exit(failures.length ? 1 : 0);
