// The step timing of scripts/platform.sh: `npm test` and `npm run test:quick` end with the time of
// each step, printed and written to .test-results/steps.json (ADR 207).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'platform.sh');

test('the end of a run prints each step with its seconds and writes them to .test-results/steps.json', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-steps-'));
  try {
    fs.mkdirSync(path.join(folder, '.test-results'));
    const output = execFileSync(
      'bash',
      [
        '-c',
        `source "$1"; cd "$2"; step "Type check"; SECONDS=0; STEP_STARTS[0]=0; step "Unit tests (jest)"; STEP_STARTS[1]=3; STEPS_END=10; print_step_times`,
        'platform-test',
        SCRIPT,
        folder,
      ],
      { encoding: 'utf8' },
    );
    assert.match(output, /^ +3 s {2}Type check$/m);
    assert.match(output, /^ +7 s {2}Unit tests \(jest\)$/m);
    const steps = JSON.parse(
      fs.readFileSync(path.join(folder, '.test-results', 'steps.json'), 'utf8'),
    );
    assert.deepEqual(steps, [
      { step: 'Type check', seconds: 3 },
      { step: 'Unit tests (jest)', seconds: 7 },
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('npm run test:quick runs the quick tier of scripts/platform.sh', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(SCRIPT, '..', '..', 'package.json'), 'utf8'),
  );
  assert.equal(manifest.scripts['test:quick'], 'bash scripts/platform.sh test-quick');
  const defined = execFileSync(
    'bash',
    ['-c', 'source "$1"; declare -F run_quick_tests', 'x', SCRIPT],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(defined.trim(), 'run_quick_tests');
});

test('both tiers run the API tests on two jest workers', () => {
  const workers = execFileSync(
    'bash',
    ['-c', 'source "$1"; echo "$API_JEST_WORKERS"', 'x', SCRIPT],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(workers.trim(), '2');
  const text = fs.readFileSync(SCRIPT, 'utf8').replace(/\\\n\s*/g, ' ');
  const apiRuns = text.split('\n').filter((line) => /npx jest .*--selectProjects api\b/.test(line));
  assert.equal(apiRuns.length, 2);
  for (const line of apiRuns) assert.match(line, /--maxWorkers="\$API_JEST_WORKERS"/);
});
