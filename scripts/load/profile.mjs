#!/usr/bin/env node
// Part of `npm run load --cpu-prof DIR` (ADR 228): where an API process's CPU time went, from node's
// .cpuprofile files: self time by kind (idle, garbage collection, PGlite's WebAssembly, its
// JavaScript, kysely, fastify, pino, node internals, the API's own code) and the heaviest functions.
//   node scripts/load/profile.mjs DIR_OR_FILE… [--top 25]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const TOP = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 25;
const inputs = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--top');
const files = inputs.flatMap((input) =>
  fs.statSync(input).isDirectory()
    ? fs
        .readdirSync(input)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(input, name))
    : [input],
);

function kind(frame) {
  const { functionName: name, url } = frame;
  if (name === '(idle)') return 'idle';
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)') return 'program (native, unattributed)';
  if (url.includes('wasm') || /^\$|^wasm-function/.test(name)) return 'PGlite WebAssembly';
  if (url.includes('@electric-sql/pglite')) return 'PGlite JavaScript';
  if (url.includes('/kysely/')) return 'kysely';
  if (url.includes('/fastify') || url.includes('/find-my-way/') || url.includes('/avvio/'))
    return 'fastify';
  if (url.includes('/pino')) return 'pino (log)';
  if (url.includes('node_modules')) return 'other packages';
  if (url.startsWith('node:') || url === '') return 'node internals';
  return 'API code';
}

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const kinds = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame;
    total += micros;
    const k = kind(frame);
    kinds.set(k, (kinds.get(k) ?? 0) + micros);
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const busy = total - (kinds.get('idle') ?? 0);
  const line = (label, micros) =>
    `  ${label.padEnd(60)} ${(micros / 1e6).toFixed(2).padStart(7)} s ${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
  console.log(
    `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (% of busy)`,
  );
  for (const [k, micros] of [...kinds].sort((a, b) => b[1] - a[1]))
    if (k !== 'idle') console.log(line(k, micros));
  console.log('  heaviest functions (self time):');
  for (const [key, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    if (!key.startsWith('(idle)')) console.log(line(key.slice(0, 60), micros));
}
