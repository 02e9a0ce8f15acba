#!/usr/bin/env bash
# Runs the API and unit suites under faketime at many moments of a week, in two time zones, and
# prints a table moment × zone → pass/fail. Exits non-zero when any run fails.
#
#   bash scripts/any-day.sh                       # every moment, API and unit suites (hours)
#   bash scripts/any-day.sh --api timesheet       # only API test files matching "timesheet"
#   bash scripts/any-day.sh --unit mf-timesheet   # only unit test files matching "mf-timesheet"
#   bash scripts/any-day.sh --moments 'Mon 00:30,Sun 23:30'
#   bash scripts/any-day.sh --resume              # skip moments already passed on this commit
#   ANY_DAY_WORKERS=1 bash scripts/any-day.sh     # jest workers (default: every core)
#
# Every finished moment is recorded in .any-day/results (not committed) with the commit it ran
# on; --resume reports a moment that passed on the same commit, with the same suites, from that
# record instead of running it again, so the table (hours) can be completed over several runs.
# Nothing is recorded while the working tree has changes: the commit would not say what ran.
# The moments: Monday to Sunday of a week that crosses a month end, at 00:30 and 23:30, in UTC and
# in Australia/Sydney, plus the two days Sydney changes to and from daylight saving time (at 02:30,
# inside the hour that is skipped or repeated). Tests must not depend on the day they run on: they
# fix their own clock. This script is the proof; it is not part of `npm test` (it takes hours).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

API_PATTERN=""
UNIT_PATTERN=""
RUN_API=1
RUN_UNIT=1
ONLY_MOMENTS=""
RESUME=0
while [ $# -gt 0 ]; do
  case "$1" in
    --api) RUN_UNIT=0; API_PATTERN="${2:-}"; shift 2 ;;
    --unit) RUN_API=0; UNIT_PATTERN="${2:-}"; shift 2 ;;
    --moments) ONLY_MOMENTS="$2"; shift 2 ;;
    --resume) RESUME=1; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "unknown option: $1 (see --help)" >&2; exit 2 ;;
  esac
done

if ! command -v faketime >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing faketime (apt)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    echo "SKIPPED: scripts/any-day.sh needs faketime. Install it with:"
    echo "  sudo apt-get update && sudo apt-get install -y faketime"
    exit 0
  fi
fi

# A week from Monday 30 November to Sunday 6 December 2026: it crosses a month end.
DAYS=(
  "Mon 2026-11-30" "Tue 2026-12-01" "Wed 2026-12-02" "Thu 2026-12-03"
  "Fri 2026-12-04" "Sat 2026-12-05" "Sun 2026-12-06"
)
ZONES=(UTC Australia/Sydney)
MOMENTS=()
for day in "${DAYS[@]}"; do
  for time in 00:30 23:30; do
    for zone in "${ZONES[@]}"; do MOMENTS+=("$day $time|$zone"); done
  done
done
# Sydney's daylight saving days of 2026: clocks go back on 5 April, forward on 4 October.
MOMENTS+=("Sun 2026-04-05 02:30|Australia/Sydney" "Sun 2026-10-04 02:30|Australia/Sydney")

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/any-day.XXXXXX")"
declare -A RESULT
declare -A RECORDED

# The record: one line per finished moment, "<key>\t<moment>|<zone>\t<pass|FAIL>\t<seconds>\t<when>".
# The key names the commit and the suites, so a record never stands for other code or tests.
RECORD_DIR="$ROOT/.any-day"
RECORD="$RECORD_DIR/results"
KEY=""
if git -C "$ROOT" rev-parse HEAD >/dev/null 2>&1; then
  if [ -z "$(git -C "$ROOT" status --porcelain --untracked-files=no)" ]; then
    KEY="$(git -C "$ROOT" rev-parse HEAD) api=$RUN_API:$API_PATTERN unit=$RUN_UNIT:$UNIT_PATTERN"
  else
    echo "The working tree has changes: this run is not recorded (and --resume has nothing to go on)."
  fi
fi
if [ -n "$KEY" ] && [ "$RESUME" = 1 ] && [ -f "$RECORD" ]; then
  while IFS=$'\t' read -r key moment result _rest; do
    [ "$key" = "$KEY" ] && [ "$result" = pass ] && RECORDED["$moment"]=1
  done <"$RECORD"
fi
record() {
  [ -n "$KEY" ] || return 0
  mkdir -p "$RECORD_DIR"
  printf '%s\t%s\t%s\t%s\t%s\n' "$KEY" "$1" "$2" "$3" "$(date -u +%FT%TZ)" >>"$RECORD"
}
failed=0
started=$SECONDS

# --moments 'Mon 00:30,Sun 23:30': a day name and a time pick moments (in both zones).
selected() {
  [ -z "$ONLY_MOMENTS" ] && return 0
  local label="$1" wanted list
  IFS=',' read -ra list <<<"$ONLY_MOMENTS"
  for wanted in "${list[@]}"; do
    wanted="$(echo "$wanted" | xargs)"
    [[ "$label" == "${wanted%% *} "* && "$label" == *" ${wanted##* }" ]] && return 0
  done
  return 1
}

run_suites() {
  local when="$1" zone="$2" log="$3"
  # Every core: jest's default leaves one free, which on a two-core machine halves the speed.
  local jest=(npx jest --ci --silent "--maxWorkers=${ANY_DAY_WORKERS:-100%}")
  local status=0
  export TZ="$zone" FAKETIME_DONT_FAKE_MONOTONIC=1 CI=true
  if [ "$RUN_UNIT" = 1 ]; then
    # The path pattern goes first: --selectProjects takes every name after it.
    faketime -f "@$when:00" "${jest[@]}" ${UNIT_PATTERN:+"$UNIT_PATTERN"} \
      --selectProjects shared shell mf-auth mf-views mf-timesheet mf-quoting mf-fabrication mf-wholesale \
      >>"$log" 2>&1 || status=1
  fi
  if [ "$RUN_API" = 1 ]; then
    # PGlite only: a PostgreSQL server keeps the machine's real clock.
    env -u TEST_DATABASE_URL faketime -f "@$when:00" "${jest[@]}" ${API_PATTERN:+"$API_PATTERN"} \
      --selectProjects api >>"$log" 2>&1 || status=1
  fi
  return $status
}

for entry in "${MOMENTS[@]}"; do
  label="${entry%|*}"
  zone="${entry#*|}"
  selected "$label" || continue
  when="${label#* }"
  log="$LOGS/$(echo "$label $zone" | tr ' /:' '___').log"
  printf '%-22s %-18s ' "$label" "$zone"
  if [ -n "${RECORDED["$label|$zone"]:-}" ]; then
    RESULT["$label|$zone"]=pass
    echo "pass (recorded on this commit)"
    continue
  fi
  moment_started=$SECONDS
  if run_suites "$when" "$zone" "$log"; then
    RESULT["$label|$zone"]=pass
    echo "pass ($((SECONDS - moment_started)) s)"
  else
    RESULT["$label|$zone"]=FAIL
    failed=1
    echo "FAIL (log: $log)"
  fi
  record "$label|$zone" "${RESULT["$label|$zone"]}" "$((SECONDS - moment_started))"
done

echo
printf '%-22s' "moment"
for zone in "${ZONES[@]}"; do printf ' %-18s' "$zone"; done
echo
seen=""
for entry in "${MOMENTS[@]}"; do
  label="${entry%|*}"
  case "$seen" in *"[$label]"*) continue ;; esac
  seen="$seen[$label]"
  ran=0
  for zone in "${ZONES[@]}"; do [ -n "${RESULT["$label|$zone"]:-}" ] && ran=1; done
  [ "$ran" = 1 ] || continue
  printf '%-22s' "$label"
  for zone in "${ZONES[@]}"; do printf ' %-18s' "${RESULT["$label|$zone"]:--}"; done
  echo
done
echo "($((SECONDS - started)) s; logs in $LOGS)"
[ -n "$KEY" ] && echo "Recorded in .any-day/results for ${KEY%% *}."
exit $failed
