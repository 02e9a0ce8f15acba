// The step timing of scripts/platform.sh: `npm test` and `npm run test:quick` end with the time of
// each step, printed and written to .test-results/steps.json (ADR 207).
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
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

/** Runs `body` in bash with scripts/platform.sh sourced, in a folder with .test-results. */
function inPlatformShell(body, { check = true, jobControl = false, pidNamespace = false } = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-beside-'));
  fs.mkdirSync(path.join(folder, '.test-results'));
  // Job control comes from the calling shell as a runner's CI does it: `set -m` with SHELLOPTS
  // exported (`bash -m -c` alone leaves it off).
  // Without the marks a run of `npm test` leaves in its environment: started in the kernel's root
  // autogroup, as CI's machine starts it, the run exports PLATFORM_OWN_SESSION (ADR 272).
  const env = { ...process.env, ...(jobControl && { SHELLOPTS: 'monitor' }) };
  delete env.PLATFORM_OWN_SESSION;
  delete env.RUN_AUTOGROUP_FILE;
  const shell = ['bash', '-c', `source "$1"; cd "$2"; ${body}`, 'x', SCRIPT, folder];
  // In a PID namespace of its own that keeps its parent's /proc, as CI's machine runs.
  const [command, ...args] = pidNamespace ? ['unshare', '--pid', '--fork', ...shell] : shell;
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  if (check) assert.equal(result.status, 0, result.stderr);
  return { ...result, folder };
}

test('a step started beside the others is waited for, listed apart and shown by its summary (ADR 260)', () => {
  const { stdout, folder } = inPlatformShell(
    `start_beside "API tests" .test-results/api.log bash -c 'echo PASS one.test.ts; echo "Tests:       3 passed, 3 total"'
     step "Builds"; sleep 3; finish_beside; STEPS_END=$SECONDS; print_step_times`,
  );
  try {
    assert.match(stdout, /== API tests: started beside the next steps/);
    // Its summary, not each file's line.
    assert.match(stdout, /^Tests: {7}3 passed, 3 total$/m);
    assert.doesNotMatch(stdout, /PASS one\.test\.ts/);
    assert.match(stdout, /^ +\d+ s {2}Builds$/m);
    assert.match(stdout, /^ +\d+ s {2}API tests: waiting for the end$/m);
    assert.match(stdout, /^ +\d+ s {2}\(beside the steps above\) API tests$/m);
    const steps = JSON.parse(
      fs.readFileSync(path.join(folder, '.test-results', 'steps.json'), 'utf8'),
    );
    assert.deepEqual(
      steps.map(({ step, beside }) => [step, beside ?? false]),
      [
        ['Builds', false],
        ['API tests: waiting for the end', false],
        ['API tests', true],
      ],
    );
    // Its own time, ended at once: not the three seconds it was waited for.
    const seconds = Object.fromEntries(steps.map(({ step, seconds }) => [step, seconds]));
    assert.ok(seconds.Builds >= 3, `Builds took ${seconds.Builds} s`);
    assert.ok(seconds['API tests'] < 3, `API tests took ${seconds['API tests']} s`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a failed step beside the others fails the run with its whole output', () => {
  const { status, stdout, stderr, folder } = inPlatformShell(
    `start_beside "API tests" .test-results/api.log bash -c 'echo "● a test that failed"; exit 3'
     finish_beside`,
    { check: false },
  );
  fs.rmSync(folder, { recursive: true, force: true });
  assert.equal(status, 3);
  assert.match(stdout, /● a test that failed/);
  assert.match(stderr, /'API tests' failed \(exit 3\)/);
});

test('a run that stops early stops the step beside it, and all it started', async () => {
  const { folder } = inPlatformShell(
    `start_beside "API tests" .test-results/api.log bash -c 'sleep 60 & echo $! > sleeper.pid; wait'
     while [ ! -s sleeper.pid ]; do sleep 0.05; done
     (exit 1) || exit 0`,
  );
  try {
    const sleeper = Number(fs.readFileSync(path.join(folder, 'sleeper.pid'), 'utf8'));
    const alive = () => {
      try {
        process.kill(sleeper, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(alive(), false);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a job of several steps beside the others lists each step with its own time and output (ADR 272)', () => {
  const { stdout, folder } = inPlatformShell(
    `start_beside "Beside" .test-results/beside.log bash -c 'source "$1"
       beside_step summary "API tests" bash -c "echo PASS one.test.ts; echo \\"Tests:       3 passed, 3 total\\"; sleep 2"
       beside_step full "Fuzz" echo "status histogram: 200: 3, 400: 9"' job "$1"
     step "Builds"; finish_beside; STEPS_END=$SECONDS; print_step_times`,
  );
  try {
    // The summary step by its jest summary, the full step whole, each under its own heading.
    // Headings are bold: their terminal codes set aside.
    const plain = stdout.replaceAll('\u001b[1m', '').replaceAll('\u001b[0m', '');
    assert.match(plain, /== API tests \(beside, \d+ s\)\n+Tests: {7}3 passed, 3 total$/m);
    assert.doesNotMatch(stdout, /PASS one\.test\.ts/);
    assert.match(plain, /== Fuzz \(beside, \d+ s\)\n+status histogram: 200: 3, 400: 9$/m);
    assert.match(stdout, /^ +\d+ s {2}\(beside the steps above\) API tests$/m);
    assert.match(stdout, /^ +\d+ s {2}\(beside the steps above\) Fuzz$/m);
    const steps = JSON.parse(
      fs.readFileSync(path.join(folder, '.test-results', 'steps.json'), 'utf8'),
    );
    assert.deepEqual(
      steps.map(({ step, beside }) => [step, beside ?? false]),
      [
        ['Builds', false],
        ['Beside: waiting for the end', false],
        ['API tests', true],
        ['Fuzz', true],
      ],
    );
    const seconds = Object.fromEntries(steps.map(({ step, seconds }) => [step, seconds]));
    assert.ok(seconds['API tests'] >= 2, `API tests took ${seconds['API tests']} s`);
    assert.ok(seconds.Fuzz < 2, `Fuzz took ${seconds.Fuzz} s`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a failed step of a job beside the others ends the job: the steps after it do not run', () => {
  const { status, stdout, stderr, folder } = inPlatformShell(
    `start_beside "Beside" .test-results/beside.log bash -c 'set -e; source "$1"
       beside_step summary "API tests" bash -c "echo \\"● a test that failed\\"; exit 3"
       beside_step full "Fuzz" echo "the fuzz ran"' job "$1"
     finish_beside`,
    { check: false },
  );
  fs.rmSync(folder, { recursive: true, force: true });
  assert.equal(status, 3);
  assert.match(stdout, /● a test that failed/);
  assert.doesNotMatch(stdout, /the fuzz ran/);
  assert.match(stderr, /'Beside' failed \(exit 3\)/);
});

test("npm test's job beside runs the checks of the built API only once the builds are done", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-builds-'));
  const ran = path.join(folder, 'ran');
  const marker = path.join(folder, 'builds.done');
  // Each step only notes its name: the order and the wait are run_beside_steps' own.
  const job = spawn(
    'bash',
    [
      '-c',
      `source "$1"; BUILDS_DONE="$2"; RAN="$3"; beside_step() { echo "$2" >>"$RAN"; }; set -e; run_beside_steps`,
      'x',
      SCRIPT,
      marker,
      ran,
    ],
    { stdio: 'ignore' },
  );
  const names = () =>
    fs.existsSync(ran)
      ? fs
          .readFileSync(ran, 'utf8')
          .trim()
          .split('\n')
          .map((n) => n.split(' (')[0])
      : [];
  try {
    for (let waited = 0; names().length < 2 && waited < 5000; waited += 50) await delay(50);
    await delay(1500);
    assert.deepEqual(names(), ['API tests', 'Fuzz']);
    fs.writeFileSync(marker, '');
    const code = await new Promise((resolve) => job.once('exit', resolve));
    assert.equal(code, 0);
    assert.deepEqual(names(), [
      'API tests',
      'Fuzz',
      'Crash test',
      'Two API processes on one PostgreSQL',
    ]);
  } finally {
    job.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** Whether this machine lets the tests start a PID namespace (root with CAP_SYS_ADMIN). */
const pidNamespaces = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;

for (const [jobControl, pidNamespace, rootAutogroup] of [
  [false, false, false],
  [true, false, false],
  [false, true, false],
  [false, false, true],
]) {
  const how = jobControl
    ? ', with job control on in the calling shell'
    : pidNamespace
      ? ", in a PID namespace that keeps its parent's /proc"
      : rootAutogroup
        ? ", from a run in the kernel's root autogroup (its file empty, as CI's machine starts it)"
        : '';
  test(`the job beside starts at niceness 10 as a session, is set back to 0, and the run keeps its own${how} (ADR 272)`, (t) => {
    if (!fs.existsSync('/proc/self/autogroup')) {
      t.skip('this kernel has no autogroups: the job and the steps share the CPU as equals');
      return;
    }
    if (pidNamespace && !pidNamespaces) {
      t.skip('this machine does not let a test start a PID namespace');
      return;
    }
    // The run's autogroup file as the kernel shows it to a process of its root autogroup: empty.
    const runFile = rootAutogroup
      ? 'RUN_AUTOGROUP_FILE="$PWD/root-autogroup"; : >"$RUN_AUTOGROUP_FILE"; '
      : '';
    const { stdout, folder } = inPlatformShell(
      `${runFile}start_beside "Beside" .test-results/beside.log bash -c 'cat /proc/self/autogroup; until [ -e go ]; do sleep 0.05; done; cat /proc/self/autogroup'
     until [ -s .test-results/beside.log ]; do sleep 0.05; done
     beside_niceness 0; touch go; finish_beside; echo "run: $(cat /proc/self/autogroup)"`,
      { jobControl, pidNamespace },
    );
    try {
      const log = fs.readFileSync(path.join(folder, '.test-results', 'beside.log'), 'utf8');
      const [first, second] = log.trim().split('\n');
      const job = /^(\/autogroup-\d+) nice 10$/.exec(first)?.[1];
      assert.ok(job, `the job's autogroup at its start: ${first}`);
      assert.equal(second, `${job} nice 0`);
      // The run's own: a session's autogroup, or the kernel's root one (empty), never the job's.
      const run = /^run: (.*)$/m.exec(stdout)?.[1];
      assert.match(run ?? '', /^(\/autogroup-\d+ nice -?\d+)?$/);
      assert.ok(!run.startsWith(`${job} `), 'the run is in an autogroup of its own');
      assert.doesNotMatch(run, / nice 10$/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
}

test("npm test started in the kernel's root autogroup runs again as a session of its own, with the command's status (ADR 272)", (t) => {
  if (!fs.existsSync('/proc/self/autogroup')) {
    t.skip('this kernel has no autogroups');
    return;
  }
  // Root: the run's autogroup file reads empty, as a child of PID 1 with no session reads it.
  const { status, stdout, folder } = inPlatformShell(
    `RUN_AUTOGROUP_FILE="$PWD/root-autogroup"; : >"$RUN_AUTOGROUP_FILE"
     echo "caller: $(cat /proc/self/autogroup)"
     own_session bash -c 'echo "command: $(cat /proc/self/autogroup) $PLATFORM_OWN_SESSION"; exit 7'
     echo "not replaced"`,
    { check: false },
  );
  try {
    assert.equal(status, 7, stdout);
    // The caller's own: a session's, or the root one (empty) where the tests run so.
    const caller = /^caller: (\/autogroup-\d+)?/m.exec(stdout);
    const command = /^command: (\/autogroup-\d+) nice 0 1$/m.exec(stdout)?.[1];
    assert.ok(caller && command, stdout);
    assert.notEqual(command, caller[1]);
    assert.doesNotMatch(stdout, /not replaced/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  // A session's autogroup (a terminal's), or a second start: the run goes on where it is.
  for (const setup of [
    '',
    'RUN_AUTOGROUP_FILE="$PWD/root-autogroup"; : >"$RUN_AUTOGROUP_FILE"; PLATFORM_OWN_SESSION=1',
  ]) {
    const inPlace = inPlatformShell(`${setup}
     own_session bash -c 'echo started again'; echo "in place"`);
    try {
      assert.equal(inPlace.stdout.trim(), 'in place');
    } finally {
      fs.rmSync(inPlace.folder, { recursive: true, force: true });
    }
  }
});

/** ensure_chromium in a shell of platform.sh, with stand-ins for the binaries and apt-get. */
function chromiumChoice({ shell = false, full = false, apt = 'absent', chromiumPath = '' } = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-chromium-'));
  const bin = (name) => path.join(folder, name);
  const executable = (name, body) =>
    fs.writeFileSync(bin(name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  if (shell) executable('chromium-headless-shell', '');
  if (full) executable('chromium', '');
  // apt-get: records each call; 'installs' puts the shell in place, 'stale' does only after an update.
  if (apt !== 'absent') {
    const install = `: > "${bin('chromium-headless-shell')}"; chmod +x "${bin('chromium-headless-shell')}"`;
    const script = {
      installs: `echo "$*" >> "${bin('apt.log')}"; [ "$1" = install ] && { ${install}; }; exit 0`,
      stale: `echo "$*" >> "${bin('apt.log')}"; [ "$1" = update ] && : > "${bin('updated')}"; [ "$1" = install ] && [ -e "${bin('updated')}" ] && { ${install}; exit 0; }; [ "$1" = update ]`,
      fails: `echo "$*" >> "${bin('apt.log')}"; exit 100`,
    }[apt];
    executable('apt-get', script);
  }
  const result = spawnSync(
    'bash',
    ['-c', 'source "$1"; ensure_chromium; echo "CHROMIUM_PATH=$CHROMIUM_PATH"', 'x', SCRIPT],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        CHROMIUM_PATH: chromiumPath,
        CHROMIUM_SHELL_BIN: bin('chromium-headless-shell'),
        CHROMIUM_FULL_BIN: bin('chromium'),
        APT_GET: apt === 'absent' ? bin('no-apt-get') : bin('apt-get'),
      },
    },
  );
  const aptCalls = fs.existsSync(bin('apt.log'))
    ? fs.readFileSync(bin('apt.log'), 'utf8').trim().split('\n')
    : [];
  fs.rmSync(folder, { recursive: true, force: true });
  const chosen = /^CHROMIUM_PATH=(.*)$/m.exec(result.stdout)?.[1];
  return {
    status: result.status,
    chosen: chosen ? path.basename(chosen) : chosen,
    aptCalls,
    stderr: result.stderr,
  };
}

test('the end-to-end tests run in the headless shell, installed when missing, else the full Chromium (ADR 275)', (t) => {
  if (process.getuid?.() !== 0) {
    t.skip('installing with apt-get is for root only');
    return;
  }
  assert.deepEqual(chromiumChoice({ shell: true, full: true, apt: 'installs' }), {
    status: 0,
    chosen: 'chromium-headless-shell',
    aptCalls: [],
    stderr: '',
  });
  const installed = chromiumChoice({ full: true, apt: 'installs' });
  assert.equal(installed.chosen, 'chromium-headless-shell');
  assert.deepEqual(installed.aptCalls, ['install -y -qq chromium-headless-shell']);
  // Package lists missing or stale: refreshed once, then installed.
  const refreshed = chromiumChoice({ apt: 'stale' });
  assert.equal(refreshed.chosen, 'chromium-headless-shell');
  assert.deepEqual(refreshed.aptCalls, [
    'install -y -qq chromium-headless-shell',
    'update -qq',
    'install -y -qq chromium-headless-shell',
  ]);
  const fallback = chromiumChoice({ full: true, apt: 'fails' });
  assert.equal(fallback.chosen, 'chromium');
  assert.match(fallback.stderr, /Could not install chromium-headless-shell/);
  assert.equal(chromiumChoice({ full: true }).chosen, 'chromium');
  const none = chromiumChoice();
  assert.equal(none.status, 1);
  assert.match(none.stderr, /need Debian's Chromium/);
  // CHROMIUM_PATH chooses, when it names a program.
  assert.equal(chromiumChoice({ shell: true, chromiumPath: '/bin/sh' }).chosen, 'sh');
});
