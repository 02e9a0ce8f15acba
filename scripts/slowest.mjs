#!/usr/bin/env node
// Prints the slowest tests of the last `npm test`, read from the reports the runners wrote into
// .test-results/ (jest --json, Playwright's json reporter). Usage: node scripts/slowest.mjs [count]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, '.test-results');

/** Every test of a jest --json report as { name, ms }. */
export function jestTimings(report, label) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${label} ${path.relative(ROOT, file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** Every test of a Playwright json report as { name, ms } (the slowest attempt of each). */
export function playwrightTimings(report) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        out.push({ name: `e2e ${spec.file} › ${[...trail, spec.title].join(' › ')}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...trail] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

export function slowest(timings, count) {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}

function main() {
  const count = Number(process.argv[2] ?? 10);
  if (!existsSync(RESULTS)) {
    console.log('No test reports in .test-results/ yet.');
    return;
  }
  const timings = [];
  for (const file of readdirSync(RESULTS).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8'));
    const label = path.basename(file, '.json');
    if (Array.isArray(report.testResults)) timings.push(...jestTimings(report, label));
    else if (Array.isArray(report.suites)) timings.push(...playwrightTimings(report));
  }
  console.log(`Slowest ${count} tests:`);
  for (const { name, ms } of slowest(timings, count)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
