#!/usr/bin/env node
// Fails when a remote imports another remote's code (remotes talk through the bus, the widget
// registry and the server, and import only from the kernel, @platform/shared), or when a
// package's modules import each other in a cycle (a cycle makes load order matter and keeps
// the bundler from splitting; lazily imported modules, `import()`, are not part of the graph).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The specifiers a source file imports: static imports and re-exports, type-only ones only with
 * `types`, and with `dynamic` also `import()` and `require()`.
 */
export function importsOf(text, { types = false, dynamic = false } = {}) {
  const found = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    if (types || !match[1]) found.push(match[2] ?? match[3]);
  }
  if (dynamic) for (const match of text.matchAll(DYNAMIC_IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

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
      // A type from another remote couples them as much as a value does.
      for (const specifier of importsOf(readFileSync(file, 'utf8'), {
        types: true,
        dynamic: true,
      })) {
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

/**
 * The kernel has two shared modules (ADR 169): '@platform/shared' (src/, no antd) and
 * '@platform/shared/ui' (src/ui/, antd). The ui module reaches the rest of the kernel only as
 * '@platform/shared' (a relative import would bundle a second copy of the kernel's state into
 * it), and the rest never imports the ui module statically (it would pull antd into the
 * kernel's first import). Tests are exempt: they run in one module registry.
 */
export function kernelLayerViolations(root = ROOT) {
  const found = [];
  const src = path.join(root, 'shared', 'src');
  const ui = path.join(src, 'ui');
  let files;
  try {
    files = [...sourceFiles(src)].filter((file) => !/\.test\.tsx?$/.test(file));
  } catch {
    return found;
  }
  for (const file of files) {
    const inUi = file.startsWith(ui + path.sep);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const resolved = specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
      const intoUi =
        specifier === '@platform/shared/ui' ||
        (resolved !== null && (resolved === ui || resolved.startsWith(ui + path.sep)));
      const outOfUi = resolved !== null && resolved !== ui && !resolved.startsWith(ui + path.sep);
      if (inUi ? outOfUi : intoUi) {
        found.push(`${path.relative(root, file)} imports "${specifier}"`);
      }
    }
  }
  return found;
}

const PACKAGES = ['shared', 'shell', 'api', ...REMOTES];

function resolveModule(from, specifier, files) {
  // The API's ES modules import './x.js' for './x.ts'.
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * Cycles of static imports, type-only ones included, inside each package's src (tests excluded),
 * one line per cycle.
 */
export function cycles(root = ROOT) {
  const found = [];
  for (const name of PACKAGES) {
    const dir = path.join(root, name, 'src');
    let files;
    try {
      files = new Set([...sourceFiles(dir)].filter((file) => !/\.test\.tsx?$/.test(file)));
    } catch {
      continue;
    }
    const graph = new Map();
    for (const file of files) {
      const deps = [];
      // Type-only imports count: a loop of types still ties the two modules' meaning together.
      for (const specifier of importsOf(readFileSync(file, 'utf8'), { types: true })) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveModule(file, specifier, files);
        if (target) deps.push(target);
      }
      graph.set(file, deps);
    }
    // Tarjan's strongly connected components, iteratively.
    let counter = 0;
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    for (const start of graph.keys()) {
      if (index.has(start)) continue;
      const work = [[start, 0]];
      while (work.length) {
        const frame = work[work.length - 1];
        const [node, next] = frame;
        if (next === 0) {
          index.set(node, counter);
          low.set(node, counter++);
          stack.push(node);
          onStack.add(node);
        }
        const deps = graph.get(node);
        if (next < deps.length) {
          frame[1]++;
          const dep = deps[next];
          if (!index.has(dep)) work.push([dep, 0]);
          else if (onStack.has(dep)) low.set(node, Math.min(low.get(node), index.get(dep)));
          continue;
        }
        work.pop();
        if (work.length) {
          const parent = work[work.length - 1][0];
          low.set(parent, Math.min(low.get(parent), low.get(node)));
        }
        if (low.get(node) === index.get(node)) {
          const component = [];
          let member;
          do {
            member = stack.pop();
            onStack.delete(member);
            component.push(path.relative(root, member));
          } while (member !== node);
          if (component.length > 1) found.push(component.sort().join(' ↔ '));
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
  const layers = kernelLayerViolations();
  if (layers.length) {
    console.error(
      `The kernel's ui module imports the rest only as '@platform/shared', and the rest never imports the ui module (ADR 169):\n  ${layers.join('\n  ')}`,
    );
    process.exit(1);
  }
  const loops = cycles();
  if (loops.length) {
    console.error(
      `Import cycles (break them with context or a leaf module):\n  ${loops.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    'boundaries: every remote imports only the kernel and npm packages; no import cycles',
  );
}
