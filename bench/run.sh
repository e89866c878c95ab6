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
node -r @swc-node/register bench/storage.ts
node -r @swc-node/register bench/storage-races.ts
node -r @swc-node/register bench/lighthouse.ts
node -r @swc-node/register bench/s3-fuzz.ts
node -r @swc-node/register bench/graphql-cost.ts
node --expose-gc -r @swc-node/register bench/scale-jobs.ts
node -r @swc-node/register bench/listing-scale.ts
node -r @swc-node/register bench/table.ts "$BENCH_FIGURES_FILE"
