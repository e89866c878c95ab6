#!/usr/bin/env bash
# The operators' commands on a production install (issue #31, item 13): `npm run create-admin`,
# `npm run verify-draw` and `npm run rotate-secrets` run the compiled scripts (dist/api), so they
# need no development dependency. This copies the tracked files and the compiled API into a temp
# folder, installs the dependencies and prunes them to production (`npm prune --omit=dev`: no
# @swc-node/register, no TypeScript compiler of ours), then, against a demo server started from
# that folder, verifies a real draw with verify-draw, creates an admin with create-admin and signs
# in as that admin, and re-seals the secrets with rotate-secrets. About 30 s.
#
# Usage: bash scripts/production-install-check.sh   (builds the API first when dist/api is missing
# or older than its sources; scripts/test-all.sh runs it after the production build).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

fail() { echo "production-install-check: $*" >&2; exit 1; }

# 1. Build with the development dependencies (tsc), unless the build is current.
if [ ! -f dist/api/src/main.js ] || [ -n "$(find api/src ormconfig.ts -name '*.ts' -not -name '*.test.ts' -newer dist/api/src/main.js -print -quit 2>/dev/null)" ]; then
  echo "building the API (npm run build:api)"
  npm run build:api --silent
fi

work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# 2. A release: the tracked files and the compiled API.
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
mkdir -p "$work/dist"
cp -r dist/api dist/ormconfig.js "$work/dist/"

# 3. Dependencies: this checkout's full install, hard-linked (no download, seconds), then pruned to
#    production. npm rewrites node_modules/.package-lock.json in place, and a hard link would carry
#    that write back into this checkout (and every tree linked to it): give the copy its own file.
stamp="$work/.stamp"
touch "$stamp"
cp -al node_modules "$work/node_modules"
rm -f "$work/node_modules/.package-lock.json"
(cd "$work" && npm prune --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
changed=$(find "$repo/node_modules" -maxdepth 3 -newer "$stamp" -type f -print -quit)
[ -z "$changed" ] || fail "pruning the copy changed this checkout's $changed (a hard-linked file written in place)"
[ ! -e "$work/node_modules/@swc-node/register" ] || fail "@swc-node/register is still installed after npm prune --omit=dev"
[ ! -e "$work/node_modules/jest" ] || fail "jest is still installed after npm prune --omit=dev"

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
port=$(free_port)
s3_port=$(free_port)
data="$work/data"
export NODE_ENV=development DATA_DIR="$data" PORT="$port" S3_PORT="$s3_port" SEED_DEMO=true LOG_LEVEL=warn
cd "$work"

# 4. A demo server from the production install (the demo seeds past draws).
node dist/api/src/main.js >"$work/server.log" 2>&1 &
server_pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -fs "$base/readyz" >/dev/null 2>&1; then break; fi
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "the server stopped"; }
  sleep 0.5
done
curl -fs "$base/readyz" >/dev/null || { cat "$work/server.log" >&2; fail "the server did not become ready"; }

# 5. verify-draw on a real winner of the demo (docs/verify-draw.md: npm run verify-draw -- <id> --url …).
winner=$(curl -fs "$base/api/competition/winners" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const w=JSON.parse(s);if(!w.length)process.exit(1);console.log(w[0].id)})') || fail "the demo has no winner"
out=$(npm run --silent verify-draw -- "$winner" --url "$base") || { echo "$out" >&2; fail "npm run verify-draw -- $winner failed"; }
echo "$out" | grep -q '^OK   winner holds the index' || { echo "$out" >&2; fail "verify-draw printed no winner check"; }
! echo "$out" | grep -q '^FAIL' || { echo "$out" >&2; fail "verify-draw reported a failed check"; }
echo "ok: npm run verify-draw -- $winner ($(echo "$out" | grep -c '^OK') checks OK)"

# 6. create-admin on the server's database, then that admin signs in and reads an admin path.
email="ops-$port@example.co.ke"
password='S0me!Strong#Pass-2026'
out=$(npm run --silent create-admin -- "$email" "$password") || { echo "$out" >&2; fail "npm run create-admin failed"; }
echo "$out" | grep -q "Admin account created for $email" || { echo "$out" >&2; fail "create-admin did not say it created the admin"; }
jar="$work/cookies"
curl -fs -c "$jar" -H 'content-type: application/json' -d "{\"identifier\":\"$email\",\"password\":\"$password\"}" "$base/api/auth/login" | grep -q '"userType":"admin"' || fail "the new admin cannot sign in"
curl -fs -b "$jar" "$base/api/admin/dashboard-stats" | grep -q '"totalUsers"' || fail "the new admin cannot read /api/admin/dashboard-stats"
echo "ok: npm run create-admin (the admin signs in and reads /api/admin/dashboard-stats)"

# 7. rotate-secrets runs too (same kind of command, same fix).
out=$(npm run --silent rotate-secrets 2>&1) || { echo "$out" >&2; fail "npm run rotate-secrets failed"; }
echo "$out" | grep -q 'Every stored secret is sealed' || { echo "$out" >&2; fail "rotate-secrets did not finish"; }
echo "ok: npm run rotate-secrets"
echo "The operators' commands work on a production install."
