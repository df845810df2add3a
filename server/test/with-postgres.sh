#!/usr/bin/env bash
# The server's test suite against a real PostgreSQL (docs/product.md §2): starts a throwaway cluster in a temporary
# folder, runs `jest --selectProjects=server` with DATABASE_URL pointing at it (each test file creates and drops its
# own database, so files may run in parallel), then stops the cluster and deletes the folder. Extra arguments go to
# jest.
#
# Needs PostgreSQL server binaries (Debian: apt-get install -y postgresql; found in /usr/lib/postgresql/*/bin, or set
# PG_BIN). Without them it fails, naming what to install, rather than passing with nothing run: a production API runs
# on a real PostgreSQL (DATABASE_URL, docs/product.md §2), and some tests run only here. A developer without PostgreSQL
# may skip this run on purpose with SKIP_POSTGRES_TESTS=1, which CI (CI=true) ignores.
set -euo pipefail

cd "$(dirname "$0")/../.."

case ${CI:-} in true | 1) ci=true ;; *) ci=false ;; esac
if [ "${SKIP_POSTGRES_TESTS:-}" = 1 ]; then
  if [ "$ci" = true ]; then
    echo "with-postgres: CI ignores SKIP_POSTGRES_TESTS=1; the suite runs on PostgreSQL."
  else
    echo "with-postgres: SKIP_POSTGRES_TESTS=1: the API suite on PostgreSQL was skipped on purpose (CI never skips it)."
    exit 0
  fi
fi

missing() {
  echo "with-postgres: $1" >&2
  echo "  Install PostgreSQL's server (Debian: apt-get install -y postgresql; CI installs it itself), or skip this" >&2
  echo "  run on purpose with SKIP_POSTGRES_TESTS=1 (never in CI)." >&2
  exit 1
}

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  missing "no PostgreSQL server binaries (initdb and pg_ctl in ${PG_BIN:-/usr/lib/postgresql/*/bin}; PG_BIN names another folder)."
fi

# PostgreSQL refuses to run as root: as root, the cluster runs as the postgres user (Debian's package makes it).
as_owner=()
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    missing "running as root, and no postgres user to own the cluster (PostgreSQL refuses to run as root)."
  fi
  as_owner=(runuser -u postgres --)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/overdive-pg.XXXXXX")
chmod 755 "$work"
[ "$(id -u)" = 0 ] && chown postgres "$work"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

started=$(date +%s%N)
"${as_owner[@]}" "$PG_BIN/initdb" -D "$work/data" -A trust -U postgres --no-sync >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log"; exit 1; }
# fsync off: a throwaway cluster does not need durability, and tests run faster without it.
"${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" \
  start >/dev/null || { cat "$work/server.log"; exit 1; }
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" \
  "(ready in $(( ($(date +%s%N) - started) / 1000000 )) ms)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" npx jest --selectProjects=server "$@"
