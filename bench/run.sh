#!/usr/bin/env bash
# Benchmarks that print figures (not timed tests). Each line runs one; append new ones at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
node -r @swc-node/register bench/admin-users.ts
node --expose-gc -r @swc-node/register bench/draw.ts
node -r @swc-node/register bench/bundle-size.ts
node -r @swc-node/register bench/session-cost.ts
node -r @swc-node/register bench/fuzz.ts
node -r @swc-node/register bench/storage.ts
node -r @swc-node/register bench/storage-races.ts
node -r @swc-node/register bench/lighthouse.ts
node -r @swc-node/register bench/s3-fuzz.ts
