// Usage: node scripts/bench/ab-shell.mjs A B [--pairs 10] [--row typed|at-once]
//
// Two published versions of the shell (`node deploy/versions.mjs --env local --remote shell` lists
// them), measured in turns on the sign-in row (throttled, as `npm run bench`'s): A B, B A, A B…,
// each run beside the other's, on one platform started once. On this shared machine one run moves
// by ±150 ms and the machine's speed drifts over minutes, so rounds of five runs of each version
// one after the other said one thing and its opposite (ADR 279); pairs run next to each other see
// the same machine. Prints each version's runs and median, and the median of the pairs'
// differences (B − A).
//
// The shell's server reads the manifest at each request, so the local manifest's shell version is
// switched between runs and put back as it was at the end. Nothing is published or recorded in the
// release history. Needs `node scripts/build-all.mjs` (or a publish of each version) first.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RELEASES_DIR, manifestPath } from '../../deploy/lib/paths.mjs';
import { startPlatform } from '../serve-all.mjs';
import { launchChromium } from './chromium.mjs';
import { measureSignInToDashboard, warmUpApi } from './dashboard.mjs';
import { median } from './stats.mjs';

const args = process.argv.slice(2);
const option = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
const [a, b] = args.filter(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);
const pairs = Number(option('--pairs', 10));
const typingMs = option('--row', 'typed') === 'at-once' ? 0 : 5000;

if (!a || !b || !(pairs > 0)) {
  console.error('Usage: node scripts/bench/ab-shell.mjs A B [--pairs 10] [--row typed|at-once]');
  process.exit(2);
}
for (const version of [a, b]) {
  if (!existsSync(path.join(DEFAULT_RELEASES_DIR, 'shell', version, 'index.html'))) {
    console.error(`No published shell ${version} in deploy/releases/shell.`);
    process.exit(2);
  }
}

const manifestFile = manifestPath(DEFAULT_RELEASES_DIR, 'local');
const original = readFileSync(manifestFile, 'utf8');
// Written whole and renamed into place, as the release store writes it: the shell's server reads
// the manifest at each request and never sees half of one.
const writeManifest = (text) => {
  const temp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, manifestFile);
};
const useShell = (version) => {
  const manifest = JSON.parse(original);
  writeManifest(JSON.stringify({ ...manifest, shell: { ...manifest.shell, version } }, null, 2));
};
const restore = () => writeManifest(original);
process.once('SIGINT', () => {
  restore();
  process.exit(130);
});

// A seed of its own, as the bench's: the demo data as a first start has it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ab-'));
const platform = await startPlatform('local', { quiet: true, dataDir });
const browser = await launchChromium();
// By slot, not by version: A and B may be the same version (an A/A run shows the noise alone).
const runs = { A: [], B: [] };
try {
  await warmUpApi('http://localhost:4000', 3);
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const slot of pair % 2 ? ['B', 'A'] : ['A', 'B']) {
      useShell(slot === 'A' ? a : b);
      const { toDashboard } = await measureSignInToDashboard(browser, 'http://localhost:3000', {
        typingMs,
      });
      runs[slot].push(Math.round(toDashboard));
    }
    console.log(`pair ${pair + 1}: A ${runs.A.at(-1)} ms, B ${runs.B.at(-1)} ms`);
  }
} finally {
  restore();
  await browser.close();
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
const differences = runs.A.map((ms, index) => runs.B[index] - ms);
console.log(`\nA ${a}: median ${median(runs.A)} ms (${runs.A.join(', ')})`);
console.log(`B ${b}: median ${median(runs.B)} ms (${runs.B.join(', ')})`);
console.log(
  `B − A, median of the pairs: ${median(differences)} ms; B faster in ${differences.filter((d) => d < 0).length} of ${pairs} pairs`,
);
