#!/usr/bin/env bash
# The two commands of the README:
#   npm start   → bash scripts/platform.sh start   (build everything, start API + shell + remotes)
#   npm test    → bash scripts/platform.sh test    (lint, types, unit tests, builds, end-to-end)
#   npm run start:api → bash scripts/platform.sh start-api (the API alone: API_PROCESSES on DATABASE_URL)
#   npm run test:quick → bash scripts/platform.sh test-quick (the developer loop: lint, types, unit
#                        tests and the API tests on PGlite only; no builds, PostgreSQL or browser)
# Each installs what it needs: pnpm, the dependencies and, for the tests, Debian's Chromium.
set -euo pipefail
# Without job control, whatever the calling shell passes on (a runner's `set -m` comes through an
# exported SHELLOPTS): with it, each job started with & leads a process group of its own, so setsid
# forks and $! is no longer the job beside's session (start_beside), which then can be neither
# reprioritised nor stopped as a whole.
set +m
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PNPM_VERSION=12.21.0

# Each step's name and start, so the end of a run can say where its time went.
STEP_NAMES=()
STEP_STARTS=()
step() {
  STEP_NAMES+=("$*")
  STEP_STARTS+=("$SECONDS")
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

# Steps run beside the others (ADR 260): name and seconds, listed apart from the sequence above.
BESIDE_NAMES=()
BESIDE_SECONDS=()

# Each step as "seconds<TAB>in-sequence|beside<TAB>name", the ones run beside the others last.
step_lines() {
  local i end last_end=$1
  for i in "${!STEP_NAMES[@]}"; do
    end=${STEP_STARTS[$((i + 1))]:-$last_end}
    printf '%s\tin-sequence\t%s\n' "$((end - STEP_STARTS[i]))" "${STEP_NAMES[$i]}"
  done
  for i in "${!BESIDE_NAMES[@]}"; do
    printf '%s\tbeside\t%s\n' "${BESIDE_SECONDS[$i]}" "${BESIDE_NAMES[$i]}"
  done
}

print_step_times() {
  # The end of the last step: now, read once (the two lists below agree), or STEPS_END if given.
  local lines seconds kind name
  lines="$(step_lines "${STEPS_END:-$SECONDS}")"
  printf '\n\033[1m== Time of each step\033[0m\n'
  while IFS=$'\t' read -r seconds kind name; do
    [ -n "$seconds" ] || continue
    [ "$kind" = beside ] && name="(beside the steps above) $name"
    printf '%6d s  %s\n' "$seconds" "$name"
  done <<<"$lines"
  # The same as json, for tools (npm run bench could show them):
  # [{ "step": name, "seconds": n, "beside"?: true }].
  if [ -d .test-results ]; then
    printf '%s\n' "$lines" | node -e "const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
      const steps = lines.map((line) => { const [seconds, kind, ...name] = line.split('\t'); return { step: name.join('\t'), seconds: Number(seconds), ...(kind === 'beside' ? { beside: true } : {}) }; });
      require('fs').writeFileSync('.test-results/steps.json', JSON.stringify(steps, null, 2) + '\n');"
  fi
}

# A job started beside the steps after it (ADR 260): npm test's API tests, which wait on PGlite,
# PostgreSQL and I/O for about a fifth of their time, while the end-to-end step leaves about a
# quarter of the two cores idle, so side by side the two take less than one after the other; then
# the fuzz pass and the checks of the built API (run_beside_steps, ADR 272). Its output goes to a
# log, printed when it is waited for; a run that stops early stops it.
BESIDE_PID=""
# Its CPU priority while the builds run (ADR 272): at niceness 10 it gets about a tenth of the CPU
# against the steps when both want it (measured: two busy loops on each side, 9 % of the work done
# beside), and all they leave idle. The builds are on the run's longest path; the end-to-end tests,
# also on it, take as long beside it at either priority, so the job is back at 0 for them.
BESIDE_NICENESS=10
start_beside() {
  BESIDE_NAME="$1"
  BESIDE_LOG="$2"
  shift 2
  BESIDE_STARTED=$(date +%s)
  printf '\n\033[1m== %s: started beside the next steps (its output comes at the end)\033[0m\n' "$BESIDE_NAME"
  # In a process group of its own (setsid), so stopping it stops all it started (jest's workers,
  # a PostgreSQL server). It notes when it ended: its time is its own, not the wait for it. A job
  # of several steps (beside_step) notes each step's time in $BESIDE_STEPS.
  rm -f "$BESIDE_LOG.ended" "$BESIDE_LOG.proc" "$BESIDE_LOG.steps" "$BESIDE_LOG".step-*
  # It takes its niceness itself, once in its own session, and notes its number in /proc, which
  # beside_niceness changes it by (see there).
  export -f autogroup_niceness
  # The steps' notes by an absolute path: the job may change its folder (platform.sh goes to ROOT).
  # shellcheck disable=SC2016 # $0, $1 and $@ are the inner shell's.
  BESIDE_STEPS="$(cd "$(dirname "$BESIDE_LOG")" && pwd)/$(basename "$BESIDE_LOG").steps" setsid bash -c '
    ended=$0
    autogroup_niceness /proc/self/autogroup "$1"
    read -r pid _ 2>/dev/null </proc/self/stat && echo "$pid" >"${ended%.ended}.proc"
    shift
    "$@"
    status=$?
    date +%s >"$ended"
    exit "$status"' "$BESIDE_LOG.ended" "$BESIDE_NICENESS" "$@" >"$BESIDE_LOG" 2>&1 &
  BESIDE_PID=$!
  trap stop_beside EXIT
}

# Sets the niceness of the job beside, as a whole: that of its session's autogroup. With the
# kernel's autogroups (sched_autogroup_enabled, Linux's default) the CPU is shared between sessions
# first, and the job is a session of its own (setsid), so its processes' own nice values would rank
# them only among themselves. Any user may set 0 to 19, and back (only below 0 needs privileges).
# Without autogroups it does nothing: the job and the steps then share the CPU as equals.
# Only a job in an autogroup other than the run's is changed, never the run's own.
# The job is found by the number it has in /proc, which it notes itself ($BESIDE_LOG.proc), never by
# $!: in a PID namespace whose /proc is its parent's (CI's machine runs so), $! and $$ are numbers
# of the namespace and /proc/$! is another process, or none.
# A run in the kernel's root autogroup, that of a process no session was made for (CI's machine
# starts the run so, as a child of its PID 1), reads its autogroup file empty: the job, a session of
# its own, is never in that one. (RUN_AUTOGROUP_FILE stands for the run's file in the scripts' tests.)
# Without CAP_SYS_ADMIN the kernel takes one such change per 100 ms on the whole machine and refuses
# the others (EAGAIN), so a refused change is tried again, ten times 0.1 s apart.
RUN_AUTOGROUP_FILE=${RUN_AUTOGROUP_FILE:-/proc/self/autogroup}
beside_niceness() {
  [ -n "$BESIDE_PID" ] && [ -s "$BESIDE_LOG.proc" ] || return 0
  local pid job run=""
  read -r pid <"$BESIDE_LOG.proc" || return 0
  [ -w "/proc/$pid/autogroup" ] || return 0
  read -r job _ <"/proc/$pid/autogroup" && [ -n "$job" ] || return 0
  [ -r "$RUN_AUTOGROUP_FILE" ] || return 0
  read -r run _ <"$RUN_AUTOGROUP_FILE" || true
  [ "$job" != "$run" ] || return 0
  autogroup_niceness "/proc/$pid/autogroup" "$1"
}

# Writes a niceness to an autogroup file (beside_niceness): when the kernel refuses it (EAGAIN,
# at most one change per 100 ms without CAP_SYS_ADMIN), ten times, 0.1 s apart. The job beside
# runs it too, in its own shell (exported).
autogroup_niceness() {
  [ -w "$1" ] || return 0
  local _
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    echo "$2" 2>/dev/null >"$1" && return 0
    sleep 0.1
  done
}

# Starts npm test again as a session of its own when it runs in the kernel's root autogroup (CI's
# machine starts it as a child of its PID 1, with no session made for it). There each of the run's
# processes weighs as much to the scheduler as the whole job beside, an autogroup, so the job got
# a third or less of the CPU while the end-to-end tests ran; as two sessions, as on a terminal, the
# two share it as the run was measured (ADR 272). The command's status is the run's. Nothing
# changes in a session's autogroup, without autogroups, or without `setsid --wait`.
own_session() {
  local group=""
  [ -z "${PLATFORM_OWN_SESSION:-}" ] && [ -r "$RUN_AUTOGROUP_FILE" ] || return 0
  read -r group _ <"$RUN_AUTOGROUP_FILE" || true
  [ -z "$group" ] && setsid --wait true 2>/dev/null || return 0
  export PLATFORM_OWN_SESSION=1
  exec setsid --wait "$@"
}

stop_beside() {
  if [ -n "$BESIDE_PID" ] && kill -0 "$BESIDE_PID" 2>/dev/null; then
    echo "Stopping '$BESIDE_NAME', which ran beside the steps (its output: $BESIDE_LOG)." >&2
    kill -TERM -- "-$BESIDE_PID" 2>/dev/null || true
  fi
}

# One step of a job run beside the others, in that job's shell (run_beside_steps). Its output goes
# to a log of its own and then to the job's; "seconds<TAB>summary|full<TAB>name<TAB>log" goes to
# $BESIDE_STEPS for finish_beside, which shows a passed `summary` step by its jest summary and a
# passed `full` step whole. A step that fails ends the job with its status.
beside_step() {
  local show=$1 name=$2 started=$SECONDS status=0
  shift 2
  BESIDE_STEP_COUNT=$((${BESIDE_STEP_COUNT:-0} + 1))
  local log="$BESIDE_STEPS.step-$BESIDE_STEP_COUNT"
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@" >"$log" 2>&1 || status=$?
  cat "$log"
  printf '%s\t%s\t%s\t%s\n' "$((SECONDS - started))" "$show" "$name" "$log" >>"$BESIDE_STEPS"
  return "$status"
}

# The jest summary of a log: suites, tests, time and the databases used.
jest_summary() {
  grep -E '^(Test Suites|Tests|Snapshots|Time):|^\[with-postgres\]' "$1" || true
}

# Waits for the job started beside: its summary when it passed, all of its output when not. A job
# of several steps is listed step by step.
finish_beside() {
  step "$BESIDE_NAME: waiting for the end"
  local status=0 ended seconds show name log
  wait "$BESIDE_PID" || status=$?
  BESIDE_PID=""
  local steps="$BESIDE_LOG.steps"
  if [ -s "$steps" ]; then
    while IFS=$'\t' read -r seconds show name log; do
      BESIDE_NAMES+=("$name")
      BESIDE_SECONDS+=("$seconds")
    done <"$steps"
  else
    ended=$(cat "$BESIDE_LOG.ended" 2>/dev/null || date +%s)
    BESIDE_NAMES+=("$BESIDE_NAME")
    BESIDE_SECONDS+=("$((ended - BESIDE_STARTED))")
  fi
  rm -f "$BESIDE_LOG.ended" "$BESIDE_LOG.proc"
  if [ "$status" -ne 0 ]; then
    cat "$BESIDE_LOG"
    echo "'$BESIDE_NAME' failed (exit $status); its whole output is above." >&2
    return "$status"
  fi
  if [ ! -s "$steps" ]; then
    jest_summary "$BESIDE_LOG"
    return
  fi
  while IFS=$'\t' read -r seconds show name log; do
    printf '\n\033[1m== %s (beside, %d s)\033[0m\n' "$name" "$seconds"
    if [ "$show" = summary ]; then jest_summary "$log"; else cat "$log"; fi
  done <"$steps"
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    PNPM=(pnpm)
    return
  fi
  if [ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ]; then
    step "Installing pnpm $PNPM_VERSION into .tools/"
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  PNPM=("$ROOT/.tools/node_modules/.bin/pnpm")
}

ensure_dependencies() {
  step "Installing dependencies"
  "${PNPM[@]}" install --frozen-lockfile --reporter=append-only 2>&1 | grep -v -i 'unsupported engine' | tail -n 5
}

# The end-to-end tests run in Debian's headless shell of Chromium (chromium-headless-shell, the
# same Blink and V8 without the browser's windows and their compositing): the whole suite took
# less CPU and time in it than in the full browser (ADR 275). Without it, and when it cannot be
# installed, they run in Debian's full Chromium. CHROMIUM_PATH, when set, chooses.
# The binaries and the package tool, overridable for the scripts' own tests.
CHROMIUM_SHELL_BIN=${CHROMIUM_SHELL_BIN:-/usr/bin/chromium-headless-shell}
CHROMIUM_FULL_BIN=${CHROMIUM_FULL_BIN:-/usr/bin/chromium}
APT_GET=${APT_GET:-apt-get}
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if [ ! -x "$CHROMIUM_SHELL_BIN" ] && [ "$(id -u)" = 0 ] && command -v "$APT_GET" >/dev/null 2>&1; then
    step "Installing Debian's Chromium headless shell (apt)"
    # From the package lists already on the machine; refreshed only when that fails.
    DEBIAN_FRONTEND=noninteractive "$APT_GET" install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
      { DEBIAN_FRONTEND=noninteractive "$APT_GET" update -qq >/dev/null &&
        DEBIAN_FRONTEND=noninteractive "$APT_GET" install -y -qq chromium-headless-shell >/dev/null; } ||
      echo "Could not install chromium-headless-shell: the tests run in the full Chromium." >&2
  fi
  if [ -x "$CHROMIUM_SHELL_BIN" ]; then export CHROMIUM_PATH=$CHROMIUM_SHELL_BIN; return; fi
  if [ -x "$CHROMIUM_FULL_BIN" ]; then export CHROMIUM_PATH=$CHROMIUM_FULL_BIN; return; fi
  echo "The end-to-end tests need Debian's Chromium: chromium-headless-shell or chromium." >&2
  echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
  echo "(or set CHROMIUM_PATH to a Chromium binary) and run the tests again." >&2
  exit 1
}

# jest workers of the API step: two on this two-core machine (jest's default would be one). The API
# files mostly wait on PostgreSQL, PGlite's start and I/O, so two halve the step (ADR 222).
API_JEST_WORKERS=2
# And of the unit step: jest's default on two cores is one worker, run in band, which leaves a core
# idle; two workers took the step from 316 to 174 s on a quiet clean clone (ADR 225).
UNIT_JEST_WORKERS=2
# And of the tooling tests: node --test runs one file at a time on two cores (its default is the
# cores less one); two at a time took them from 33.5 to 13.4 s on a quiet machine (ADR 271).
TOOLING_TEST_CONCURRENCY=2

# The checks both tiers run: lint, types, boundaries, the unit tests and the tooling tests.
run_static_and_unit() {
  step "Lint (ESLint) and format (Prettier)"
  # Each is one thread: run side by side, they take the longer one's time, not the sum (ADR 234).
  npx prettier --check . --log-level warn &
  local prettier=$!
  npx eslint . --max-warnings=0 || { wait "$prettier" || true; return 1; }
  wait "$prettier"
  step "Type check"
  node scripts/typecheck.mjs
  step "Remote boundaries"
  node scripts/check-boundaries.mjs
  # Each runner also writes a json report here, read at the end for the slowest tests.
  rm -rf .test-results && mkdir -p .test-results
  step "Unit and component tests (jest: kernel, shell and the six remotes)"
  npx jest --ci --selectProjects shared shell mf-auth mf-views mf-timesheet mf-quoting mf-fabrication mf-wholesale \
    --maxWorkers="$UNIT_JEST_WORKERS" --json --outputFile=.test-results/unit.json
  step "Deploy and tooling tests (node --test)"
  node --test --test-concurrency="$TOOLING_TEST_CONCURRENCY" deploy/lib/ scripts/
}

# npm run test:quick: what a developer waits for between edits. CI and `npm test` run everything.
run_quick_tests() {
  local started=$SECONDS
  run_static_and_unit
  step "API tests (jest, on PGlite only: npm test runs them on PostgreSQL too)"
  env -u TEST_DATABASE_URL npx jest --ci --selectProjects api --maxWorkers="$API_JEST_WORKERS" --json --outputFile=.test-results/api.json
  step "Slowest tests"
  node scripts/slowest.mjs 10
  print_step_times
  echo "Quick checks passed in $((SECONDS - started)) s (not run: PostgreSQL, fuzz, builds, crash, two-process, Playwright)"
}

# The job npm test runs beside its sequence (ADRs 260, 272), one step after the other: the API tests,
# the fuzz pass, then, once the builds step has built the API ($BUILDS_DONE), the crash test and the
# two-process check. These three used to run in the sequence, before the end-to-end tests; here they
# use the CPU that the end-to-end tests leave idle once the API tests are done.
run_beside_steps() {
  beside_step summary "API tests (jest, on PGlite and, when it can be installed, on PostgreSQL)" \
    bash api/scripts/with-postgres.sh npx jest --ci --selectProjects api --maxWorkers="$API_JEST_WORKERS" \
    --json --outputFile=.test-results/api.json
  # The API tests include a short fuzz pass; this one sends 1,000 random requests (plus
  # the targeted ones) and prints the report. npm run fuzz sends 10,000 (a few minutes).
  beside_step full "Fuzz (FUZZ_REQUESTS=1000: status histogram, accepted requests judged, violations)" \
    env FUZZ_REQUESTS=1000 node scripts/fuzz.mjs
  until [ -e "$BUILDS_DONE" ]; do sleep 1; done
  beside_step full "Crash test (SIGKILL during a burst of writes, restart: every acknowledged write kept)" \
    bash api/scripts/with-postgres.sh node scripts/crash-check.mjs
  beside_step full "Two API processes on one PostgreSQL (each step made on one, checked on the other)" \
    bash api/scripts/with-postgres.sh node scripts/two-processes.mjs
}

# Touched once the builds step is done: the job beside waits for it before it runs the built API.
BUILDS_DONE=.test-results/builds.done

run_tests() {
  local started=$SECONDS
  run_static_and_unit
  rm -f "$BUILDS_DONE"
  start_beside "API tests, fuzz, crash test and two API processes" \
    .test-results/beside.log bash scripts/platform.sh beside-steps
  step "Production builds (shell, API and six remotes)"
  node scripts/build-all.mjs
  node scripts/check-precompressed.mjs
  touch "$BUILDS_DONE"
  beside_niceness 0
  step "Sign-in page weight (its JavaScript, gzip, followed through the builds' chunk graphs)"
  node scripts/check-login-weight.mjs
  step "End-to-end tests (Playwright, Debian Chromium, each remote on its own origin)"
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=../.test-results/e2e.json npx playwright test)
  finish_beside
  step "Slowest tests"
  node scripts/slowest.mjs 10
  print_step_times
  echo "All checks passed in $((SECONDS - started)) s"
}

main() {
  local command="${1:-}"
  if [ "$command" = beside-steps ]; then
    # npm test's job beside its sequence (run_tests starts it): installs nothing.
    run_beside_steps
    return
  fi
  if [ "$command" = test ]; then own_session bash "$ROOT/scripts/platform.sh" test; fi
  ensure_pnpm
  case "$command" in
    start)
      ensure_dependencies
      step "Building the platform"
      node scripts/build-all.mjs --env local
      step "Starting the platform"
      exec node scripts/serve-all.mjs --env local
      ;;
    start-api)
      # The API alone, as production runs it: API_PROCESSES processes on DATABASE_URL (ADR 195).
      ensure_dependencies
      step "Building the API"
      "${PNPM[@]}" --filter @platform/api build
      step "Starting ${API_PROCESSES:-1} API process(es)"
      exec node --conditions=platform-build api/dist/serve.js
      ;;
    test)
      ensure_chromium
      ensure_dependencies
      run_tests
      ;;
    test-quick)
      ensure_dependencies
      run_quick_tests
      ;;
    *)
      echo "usage: bash scripts/platform.sh start|start-api|test|test-quick" >&2
      exit 2
      ;;
  esac
}

# Sourced (scripts/platform.test.mjs) it only defines the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  main "$@"
fi
