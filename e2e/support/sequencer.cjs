/* eslint-disable */
// The e2e suite's order and its split over parallel jest processes (scripts/e2e-shards.sh).
// jest's own --shard splits by a hash of each path, which left one shard with 28 minutes of work
// and the other with 22; this one balances the files by how long each usually takes (greedy: the
// longest file goes to the shard with the least work so far), and each shard runs its longest
// files first. Plain CommonJS: jest loads a sequencer without transforming it.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

// Seconds per file, two shards at once on the 2-core CI machine kind (30 Nov 2026). A file not
// listed counts as one minute; re-measure after adding a long file (the shard lines print them).
const SECONDS = {
  'public-language.e2e.test.ts': 348,
  'prerender.e2e.test.ts': 343,
  'first-hour.e2e.test.ts': 271,
  'public-site.e2e.test.ts': 216,
  'competition.e2e.test.ts': 203,
  'dashboard.e2e.test.ts': 188,
  'recovery.e2e.test.ts': 137,
  'account.e2e.test.ts': 127,
  'admin.e2e.test.ts': 123,
  'words.e2e.test.ts': 92,
  'ceph-console.e2e.test.ts': 86,
  'versioning.e2e.test.ts': 83,
  'api-explorer.e2e.test.ts': 68,
  'auth.e2e.test.ts': 62,
  'object-lock.e2e.test.ts': 56,
  'scoped-keys.e2e.test.ts': 53,
  'figures.e2e.test.ts': 51,
  'preferences.e2e.test.ts': 50,
  'bucket-cors.e2e.test.ts': 45,
  'public-bucket.e2e.test.ts': 43,
  'storage.e2e.test.ts': 42,
  'object-tags.e2e.test.ts': 42,
  'backup-retention.e2e.test.ts': 42,
  'cancel-service.e2e.test.ts': 40,
  'docs-sample.e2e.test.ts': 35,
  'billing.e2e.test.ts': 33,
  'lifecycle-rules.e2e.test.ts': 30,
  'point-in-time-restore.e2e.test.ts': 20,
  'daily-snapshots.e2e.test.ts': 20,
  'dashboard-language.e2e.test.ts': 18,
  'session-hint.e2e.test.ts': 13,
};
const weight = (test) => SECONDS[path.basename(test.path)] ?? 60;
const longestFirst = (a, b) => weight(b) - weight(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = new Array(shardCount).fill(0);
    const shards = Array.from({ length: shardCount }, () => []);
    for (const test of [...tests].sort(longestFirst)) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += weight(test);
      shards[lightest].push(test);
    }
    return shards[shardIndex - 1];
  }

  sort(tests) {
    return [...tests].sort(longestFirst);
  }
}

module.exports = BalancedSequencer;
