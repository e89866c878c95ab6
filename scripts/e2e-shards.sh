#!/usr/bin/env bash
# The end-to-end suite as N jest processes at once (default 2), each with its own built server,
# SMTP relay and beacon (e2e/support/global-setup.ts) and its share of the files
# (e2e/support/sequencer.cjs balances them by their usual duration). A browser test spends most of
# its time waiting on the page (one process keeps about half a core busy), so on this 2-core
# machine two shards take a little over half the time of one. Each shard's output is printed whole
# when it ends; the step fails when any shard fails.
set -uo pipefail
cd "$(dirname "$0")/.."
n=${1:-2}
logs=$(mktemp -d)
pids=()
for i in $(seq 1 "$n"); do
  npx jest --config e2e/jest.config.ts --runInBand --ci --shard="$i/$n" "${@:2}" >"$logs/shard-$i.log" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 "$n"); do
  if wait "${pids[$((i - 1))]}"; then result=passed; else result=FAILED; status=1; fi
  printf '\n---- e2e shard %s/%s: %s ----\n' "$i" "$n" "$result"
  cat "$logs/shard-$i.log"
done
rm -rf "$logs"
exit $status
