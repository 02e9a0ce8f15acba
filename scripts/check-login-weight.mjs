#!/usr/bin/env node
// Usage: node scripts/check-login-weight.mjs
// The JavaScript the sign-in page (/login) needs, followed through the production builds' chunk
// graphs (scripts/webpack/create-config.mjs writes them to <package>/.build/chunk-graph.json), and
// its gzip size against a budget (docs/decisions/167). It follows what a browser loads before the
// form shows: the shell's entry and its async bootstrap, the shared modules they consume (from the
// build that provides them), mf-auth's container entry and its exposed ./app. Code behind a further
// import() is on demand and not counted; e2e/tests/platform/login-bundle.spec.ts measures the same
// page in Chromium, so an on-demand chunk loaded at once still counts there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Issue 18's goal, 180 KB gzip, is the budget: the sign-in page draws without antd, the kernel's
 * antd part is its own shared module, and the remotes use the shell's federation runtime (ADR 169).
 */
export const LOGIN_JS_GZIP_BUDGET = 180 * 1024;

/** The area that owns /login (shell/src/routes.ts) and the module the shell mounts from it. */
export const LOGIN_AREA = { dir: 'mf-auth', expose: 'app' };

/**
 * @typedef {{ kind: 'import', request: string | null } | { kind: 'consume' | 'provide', shareKey: string }} Origin
 * @typedef {{ name: string | null, entry: boolean, origins: Origin[], files: string[], children: number[] }} Group
 * @typedef {{ groups: Group[] }} ChunkGraph
 */

const consumedKey = (group) => group.origins.find((origin) => origin.kind === 'consume')?.shareKey;

/**
 * The files the sign-in page loads, as `{ build, file }` (build is 'host' or 'remote').
 * @param {{ host: ChunkGraph, remote: ChunkGraph, expose: string }} graphs
 */
export function loginFiles({ host, remote, expose }) {
  const files = new Map();
  const seen = new Set();
  const sharedKeys = [];

  /** A group's files, and the shared modules it consumes; `follow` picks the imports to follow. */
  const visit = (build, graph, index, follow) => {
    const id = `${build}:${index}`;
    if (seen.has(id)) return;
    seen.add(id);
    const group = graph.groups[index];
    for (const file of group.files) files.set(`${build}:${file}`, { build, file });
    for (const childIndex of group.children) {
      const child = graph.groups[childIndex];
      const key = consumedKey(child);
      if (key !== undefined) sharedKeys.push(key);
      else if (follow(child)) visit(build, graph, childIndex, () => false);
    }
  };

  // The shell's entry holds only the async boundary (import('./bootstrap')): follow it, and no
  // further import(): those are pages and chrome loaded on demand.
  const hostEntry = host.groups.findIndex((group) => group.entry && group.name === 'main');
  if (hostEntry < 0) throw new Error('the shell build has no "main" entry');
  visit('host', host, hostEntry, (child) =>
    child.origins.some((origin) => origin.kind === 'import'),
  );

  // The remote's container entry (remoteEntry.js) and the exposed module the shell mounts.
  const remoteEntry = remote.groups.findIndex(
    (group) => group.entry && group.files.includes('remoteEntry.js'),
  );
  if (remoteEntry < 0) throw new Error('the remote build has no container entry (remoteEntry.js)');
  const exposeName = `__federation_expose_${expose}`;
  visit('remote', remote, remoteEntry, (child) => child.name === exposeName);
  if (!remote.groups.some((group) => group.name === exposeName)) {
    throw new Error(`the remote build exposes no ./${expose}`);
  }

  // Shared singletons come from the shell, which registers them first; from the remote only when
  // the shell does not provide them. A shared module's own consumptions are followed too.
  while (sharedKeys.length > 0) {
    const key = sharedKeys.shift();
    const provider = [
      ['host', host],
      ['remote', remote],
    ].find(([, graph]) => providedGroup(graph, key) >= 0);
    if (!provider) throw new Error(`no build provides the shared module ${key}`);
    const [build, graph] = provider;
    visit(build, graph, providedGroup(graph, key), () => false);
  }
  return [...files.values()];
}

function providedGroup(graph, key) {
  return graph.groups.findIndex((group) =>
    group.origins.some((origin) => origin.kind === 'provide' && origin.shareKey === key),
  );
}

/**
 * Gzip size (level 9, as the build's .gz copies) of each file the sign-in page loads.
 * @param {{ hostDir: string, remoteDir: string, expose: string }} builds package folders
 */
export function measureLogin({ hostDir, remoteDir, expose }) {
  const readGraph = (dir) => {
    const file = path.join(dir, '.build', 'chunk-graph.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: build the package first`);
    return JSON.parse(readFileSync(file, 'utf8'));
  };
  const dirs = { host: hostDir, remote: remoteDir };
  const files = loginFiles({ host: readGraph(hostDir), remote: readGraph(remoteDir), expose });
  return files
    .map(({ build, file }) => {
      const name = path.join(path.basename(dirs[build]), 'dist', file);
      const gzip = gzipSync(readFileSync(path.join(dirs[build], 'dist', file)), { level: 9 });
      return { name, gzip: gzip.length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The report, and whether the total stays within the budget. */
export function judge(files, budget = LOGIN_JS_GZIP_BUDGET) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.name}`);
  const summary = `The sign-in page's JavaScript: ${files.length} files, ${kb(total)} gzip (budget ${kb(budget)}).`;
  return { ok: total <= budget, total, report: [summary, ...lines].join('\n') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const files = measureLogin({
      hostDir: path.join(ROOT, 'shell'),
      remoteDir: path.join(ROOT, LOGIN_AREA.dir),
      expose: LOGIN_AREA.expose,
    });
    const { ok, report } = judge(files);
    if (ok) console.log(report);
    else {
      console.error(`${report}\nThe sign-in page's JavaScript is over its budget (ADR 167).`);
      process.exit(1);
    }
  } catch (error) {
    console.error(`Could not measure the sign-in page's JavaScript: ${error.message}`);
    process.exit(1);
  }
}
