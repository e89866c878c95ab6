#!/usr/bin/env bash
# Benchmarks that print figures (not timed tests). Each line runs one; append new ones at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every bench appends its figures here (bench/figures.ts); the run ends with them as one table.
export BENCH_FIGURES_FILE="$(mktemp)"
trap 'rm -f "$BENCH_FIGURES_FILE"' EXIT
node -r @swc-node/register bench/admin-users.ts
node --expose-gc -r @swc-node/register bench/draw.ts
node -r @swc-node/register bench/bundle-size.ts
node -r @swc-node/register bench/session-cost.ts
node -r @swc-node/register bench/fuzz.ts
# With Debian's Ceph packages (ceph-mon ceph-osd radosgw ceph-common), the same throughput through RGW too.
if command -v ceph-mon >/dev/null 2>&1 && command -v radosgw >/dev/null 2>&1; then
  node -r @swc-node/register bench/storage.ts --ceph
else
  echo "bench/storage.ts without --ceph: install ceph-mon ceph-osd radosgw ceph-common to measure RGW beside the gateway"
  node -r @swc-node/register bench/storage.ts
fi
node -r @swc-node/register bench/storage-statements.ts
node -r @swc-node/register bench/storage-races.ts
node -r @swc-node/register bench/lighthouse.ts
node -r @swc-node/register bench/s3-fuzz.ts
node -r @swc-node/register bench/graphql-cost.ts
node --expose-gc -r @swc-node/register bench/scale-jobs.ts
node -r @swc-node/register bench/listing-scale.ts
node -r @swc-node/register bench/table.ts "$BENCH_FIGURES_FILE"
