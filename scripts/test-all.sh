#!/usr/bin/env bash
# All tests: codegen freshness, types, unit + API on SQLite, API on PostgreSQL (when
# TEST_DATABASE_URL is set), production build, and the chromium end-to-end suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==== %s ====\n' "$*"; }

step "codegen is up to date"
npx graphql-codegen --config codegen.ts >/dev/null
if ! git diff --quiet -- schema.graphql api/src/generated web/src/gql 2>/dev/null; then
  echo "Generated files are stale: run npm run codegen and commit the result." >&2
  git --no-pager diff --stat -- schema.graphql api/src/generated web/src/gql >&2
  exit 1
fi

# Runs each command in the background, its output kept apart and printed whole once all have ended;
# fails when any failed.
at_once() {
  local dir pids=() status=0 i
  dir=$(mktemp -d)
  i=0
  for cmd in "$@"; do
    bash -c "$cmd" >"$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    if ! wait "${pids[$i]}"; then status=1; echo "FAILED: $cmd"; fi
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $status
}

step "typecheck (api, web) and the API's production build"
# Three single-threaded tsc programs at once: 47 s on two cores, 66 s one after the other (2 Dec 2026).
# The third is the production build's own program (no jest types, test kits left out), compiled here
# (what npm run build:api runs) rather than after the suites: a test helper that leaked into it once
# failed a run at minute 27.
at_once "npx tsc -p tsconfig.json --noEmit" "npx tsc -p web/tsconfig.json --noEmit" "npm run build:api --silent"

# Two workers: jest's default on a 2-core machine is cores - 1 = one, and half of these suites wait
# on child processes (the AWS CLI, s3cmd, restic, chromium) or the network. 31 min on one, 13 on two.
step "web components (jsdom)"
# In worker processes of their own: a clean-clone run once hung the jsdom suite (noEnglishLeaks,
# every page blank until its timeout) in a worker that had run API and Ceph suites before it.
# (Its cause, found and fixed since: the schema mocks gave `me` a new id in every answer, so the
# security page's two queries refetched each other forever when they answered in one order.)
npx jest --selectProjects web --ci --maxWorkers=2
step "unit + API suite on SQLite; the S3 client suites again on Ceph RGW"
npx jest --selectProjects api api-ceph --ci --maxWorkers=2

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API suite on PostgreSQL"
  # Each worker on a database of its own (api/src/test/pg-worker-databases.ts).
  npx jest --selectProjects api-postgres --ci --maxWorkers=2
else
  echo "TEST_DATABASE_URL not set: skipping the PostgreSQL run (.ci/run sets it)."
fi

step "production build (the web app; the API was compiled with the typecheck)"
npm run build:web --silent

step "operators' commands on a production install"
# create-admin, verify-draw and rotate-secrets from the compiled API, with the dependencies pruned to
# production (npm prune --omit=dev), against a demo server started from that install (about 1 minute).
bash scripts/production-install-check.sh

# The home page's JavaScript budget (<= 150 KiB gzipped by network idle, bench/README.md) is
# asserted by the end-to-end suite below (e2e/prerender.e2e.test.ts, the same measure on the same
# build: e2e/support/scriptBytes.ts, 390 px, no interaction); a failure there lists each script.
# It is no longer a step of its own, which started a second demo server and browser for the same figure.

# Two processes at once, each with its own server and half the files by duration (31 minutes in
# one process; about 25 in two: the browser waits on pages much of the time).
step "end-to-end suite in chromium (two shards at once)"
bash scripts/e2e-shards.sh 2

echo
echo "All test stages passed."
