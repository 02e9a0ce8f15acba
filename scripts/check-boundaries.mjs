#!/usr/bin/env node
// Fails when a remote imports another remote's code: remotes talk through the bus, the widget
// registry and the server, and import only from the kernel (@platform/shared).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = [
  'mf-auth',
  'mf-views',
  'mf-timesheet',
  'mf-quoting',
  'mf-fabrication',
  'mf-wholesale',
];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs|js)$/.test(entry)) yield full;
  }
}

export function violations(root = ROOT) {
  const found = [];
  for (const remote of REMOTES) {
    const dir = path.join(root, remote);
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const others = REMOTES.filter((other) => other !== remote);
        const resolved = specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null;
        const crossesByPath =
          resolved &&
          others.some(
            (other) =>
              resolved.startsWith(path.join(root, other) + path.sep) ||
              resolved === path.join(root, other),
          );
        const crossesByName = others.some(
          (other) =>
            specifier === `@platform/${other}` || specifier.startsWith(`@platform/${other}/`),
        );
        const reachesOutside =
          resolved &&
          !resolved.startsWith(dir + path.sep) &&
          !resolved.startsWith(path.join(root, 'scripts') + path.sep);
        if (crossesByPath || crossesByName || reachesOutside) {
          found.push(`${path.relative(root, file)} imports "${specifier}"`);
        }
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = violations();
  if (found.length) {
    console.error(
      `Remotes may import only from @platform/shared and npm packages:\n  ${found.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('boundaries: every remote imports only the kernel and npm packages');
}
