#!/usr/bin/env bash
# A throw-away single-node Ceph for the tests and CI: one mon, one OSD on memstore (RAM, no disk),
# and radosgw (S3 + Admin Ops) on 127.0.0.1. cephx is off; nothing listens beyond loopback.
#
#   scripts/ceph-test-cluster.sh start DIR RGW_PORT   # prints the env lines the portal/tests need
#   scripts/ceph-test-cluster.sh stop DIR
#   scripts/ceph-test-cluster.sh stop-rgw DIR / start-rgw DIR   # an RGW outage, for the tests
#
# Needs Debian's ceph-mon ceph-osd radosgw ceph-common (apt-get install -y --no-install-recommends).
# It answers S3 in a few seconds from an empty folder and uses about 150 MB of RAM.
# CEPH_OBJECTSTORE=bluestore puts the OSD on a sparse 8 GiB file in DIR instead (for bench/storage.ts:
# a disk, as the embedded gateway's). Pitfalls met (see issue #28): with auth off radosgw needs `ms mon client mode = crc`; quota sync
# interval 0 spins the CPU; deleted data stays in memstore until `radosgw-admin gc process`.
set -euo pipefail

cmd=${1:-}
dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start DIR RGW_PORT | stop DIR | stop-rgw DIR | start-rgw DIR" >&2; exit 2; }

stop() {
  local pids=()
  for pidfile in "$dir"/run/*.pid; do
    [ -f "$pidfile" ] || continue
    pids+=("$(cat "$pidfile" 2>/dev/null || true)")
    rm -f "$pidfile"
  done
  for pid in "${pids[@]}"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    [ -n "$pid" ] || continue
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
}

# radosgw answers S3 from RADOS: an anonymous GET of a bucket that does not exist is 404
# NoSuchBucket only once it can read the bucket index (an anonymous GET / answers before that, and
# right after a restart the first real requests then timed out).
answers() {
  python3 - "$1" >/dev/null 2>&1 <<'PY'
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(f'http://127.0.0.1:{sys.argv[1]}/mw-ready-probe', timeout=2)
except urllib.error.HTTPError as e:
    sys.exit(0 if e.code == 404 else 1)
sys.exit(1)
PY
}
start_rgw() {
  local port=$1
  radosgw -c "$dir/ceph.conf" -n client.rgw
  for _ in $(seq 1 600); do
    if answers "$port"; then return 0; fi
    sleep 0.1
  done
  echo "radosgw did not answer on 127.0.0.1:$port; logs in $dir/log" >&2
  return 1
}
rgw_port_of() { sed -n 's/^rgw frontends = beast endpoint=127.0.0.1:\([0-9]*\)$/\1/p' "$dir/ceph.conf"; }

case "$cmd" in
  stop) stop; exit 0 ;;
  stop-rgw)
    # radosgw may take many seconds to finish a graceful stop; one still holding the port would
    # answer for the next start-rgw and then vanish (an outage test saw RGW "back" and then gone).
    pid=$(cat "$dir/run/client.rgw.pid" 2>/dev/null || true)
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 30); do [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill -9 "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$dir/run/client.rgw.pid"
    exit 0 ;;
  start-rgw) start_rgw "$(rgw_port_of)"; exit $? ;;
esac
[ "$cmd" = start ] || { echo "unknown command: $cmd" >&2; exit 2; }

rgw_port=${3:?RGW_PORT}
for tool in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw ceph-common" >&2; exit 1; }
done

# A free port for the monitor (the kernel picks it).
mon_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
dir=$(mkdir -p "$dir" && cd "$dir" && pwd)
stop
rm -rf "$dir"/{mon,osd,run,log,rgw,monmap,keyring,env,ceph.conf}
mkdir -p "$dir"/{mon,osd,run,log,rgw}
fsid=$(cat /proc/sys/kernel/random/uuid)
conf="$dir/ceph.conf"
cat > "$conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
mon initial members = a
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
keyring = $dir/keyring
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
paxos propose interval = 0.1

[mon]
mon data = $dir/mon/\$id

[osd]
osd data = $dir/osd/\$id
osd objectstore = ${CEPH_OBJECTSTORE:-memstore}
memstore device bytes = 4294967296
bluestore block create = true
bluestore block size = 8589934592
osd max object size = 134217728

[client.rgw]
rgw data = $dir/rgw
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw enable usage log = true
rgw usage log flush threshold = 1
rgw usage log tick interval = 1
rgw user quota bucket sync interval = 1
rgw user quota sync interval = 1
rgw bucket quota ttl = 1
rgw dns name = 127.0.0.1
EOF

ceph-authtool --create-keyring "$dir/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" >/dev/null
ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/keyring"
ceph-mon -c "$conf" -i a

osd_uuid=$(cat /proc/sys/kernel/random/uuid)
ceph -c "$conf" osd new "$osd_uuid" >/dev/null
mkdir -p "$dir/osd/0"
ceph-osd -c "$conf" -i 0 --mkfs --osd-uuid "$osd_uuid" 2>>"$dir/log/mkfs.log"
ceph-osd -c "$conf" -i 0 2>>"$dir/log/osd-start.log"

start_rgw "$rgw_port"
# The region customers' tools send (LocationConstraint nbo1), as a provider names its zonegroup:
# RGW made the default zonegroup at its first start; it reads the new name when it starts again.
radosgw-admin -c "$conf" zonegroup modify --rgw-zonegroup=default --api-name="${CEPH_REGION:-nbo1}" >/dev/null 2>>"$dir/log/admin.log"
bash "$0" stop-rgw "$dir"
start_rgw "$rgw_port"

# The portal's own RGW user, with the caps docs/storage.md lists.
access=$(head -c 15 /dev/urandom | base32 | tr -d '=' | head -c 20)
secret=$(head -c 30 /dev/urandom | base64 | tr -d '=+/' | head -c 40)
radosgw-admin -c "$conf" user create --uid=portal-admin --display-name="Portal control plane" \
  --caps="users=*;buckets=*;usage=read;metadata=read,write" --access-key="$access" --secret="$secret" >/dev/null 2>>"$dir/log/admin.log"

cat > "$dir/env" <<EOF
CEPH_CONF=$conf
CEPH_RGW_URL=http://127.0.0.1:$rgw_port
CEPH_RGW_ADMIN_ACCESS_KEY=$access
CEPH_RGW_ADMIN_SECRET_KEY=$secret
EOF
cat "$dir/env"
