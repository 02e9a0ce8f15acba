#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server, so the API
# tests run on PostgreSQL as well as on PGlite. When PostgreSQL cannot be had (not root, no
# apt-get, install failed) the command still runs, on PGlite only, and says so.
#
#   bash api/scripts/with-postgres.sh npx jest --selectProjects api
set -uo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

say() { echo "[with-postgres] $*"; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  say "TEST_DATABASE_URL is already set: API tests run on PGlite and that PostgreSQL server."
  exec "$@"
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "$BIN" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  say "installing postgresql with apt-get (one time)..."
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null 2>&1; then
    apt-get update -q >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null 2>&1 || true
  fi
  BIN="$(find_bin)"
fi

if [ -z "$BIN" ]; then
  say "PostgreSQL is not available here: the API tests run on PGlite only."
  "$@"
  status=$?
  say "API tests ran against: PGlite only."
  exit "$status"
fi

# initdb refuses to run as root, so a root caller runs the server as the postgres user.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

DIR="$(mktemp -d -t api-pg-XXXXXX)"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_server() {
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop_server EXIT

if ! as_owner "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1; then
  say "initdb failed (see below): the API tests run on PGlite only."
  cat "$DIR/initdb.log"
  "$@"
  exit $?
fi

# A test server: durability switched off, it is thrown away afterwards.
OPTIONS="-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" -o "$OPTIONS" -l "$DIR/server.log" -w -t 60 start >/dev/null; then
  say "the PostgreSQL server did not start: the API tests run on PGlite only."
  cat "$DIR/server.log"
  "$@"
  exit $?
fi

VERSION="$("$BIN/postgres" --version | awk '{print $3}')"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
say "PostgreSQL $VERSION started on 127.0.0.1:$PORT (temporary cluster)."

"$@"
status=$?
say "API tests ran against: PGlite and PostgreSQL $VERSION."
exit "$status"
