#!/usr/bin/env node
// Usage: node scripts/check-precompressed.mjs [dist folder…]
// Every JS and CSS file of each front-end build has a brotli (.br) and a gzip (.gz) copy beside
// it that decodes to the same bytes, so the servers can send it compressed (docs/decisions/143).
// Without arguments it checks the dist folder of the shell and every remote.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PACKAGES } from '../deploy/lib/paths.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECKED = /\.(js|css)$/;
const COPIES = [
  { suffix: '.br', decode: brotliDecompressSync },
  { suffix: '.gz', decode: gunzipSync },
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What is wrong with a build folder's compressed copies: one line per problem, empty when none. */
export function precompressionProblems(dir) {
  if (!existsSync(dir)) return ['no build here'];
  const problems = [];
  for (const file of filesUnder(dir).filter((name) => CHECKED.test(name))) {
    const original = readFileSync(file);
    for (const { suffix, decode } of COPIES) {
      const copy = file + suffix;
      const name = path.relative(dir, copy);
      if (!existsSync(copy)) problems.push(`${name} is missing`);
      else if (!decode(readFileSync(copy)).equals(original)) {
        problems.push(`${name} does not decode to ${path.basename(file)}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dirs = args.length
    ? args
    : Object.keys(PACKAGES).map((pkg) => path.join(ROOT, pkg, 'dist'));
  const problems = dirs.flatMap((dir) =>
    precompressionProblems(dir).map((problem) => `${path.relative(ROOT, dir)}: ${problem}`),
  );
  if (problems.length > 0) {
    console.error(`Precompressed copies are missing or wrong:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Every JS and CSS file of ${dirs.length} builds has its brotli and gzip copy.`);
}
