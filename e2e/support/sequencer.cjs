/* eslint-disable */
// The e2e suite's order and its split over parallel jest processes (scripts/e2e-shards.sh).
// jest's own --shard splits by a hash of each path, which left one shard with 28 minutes of work
// and the other with 22; this one balances the files by how long each usually takes (greedy: the
// longest file goes to the shard with the least work so far), and each shard runs its longest
// files first. Plain CommonJS: jest loads a sequencer without transforming it.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

// Seconds per file, two shards at once on the 2-core CI machine kind with CI set (no screenshots),
// 2 Dec 2026. A file not listed counts as one minute; re-measure after adding a long file (the
// shard lines print them).
const SECONDS = {
  'public-site.e2e.test.ts': 459,
  'prerender.e2e.test.ts': 381,
  'public-language.e2e.test.ts': 368,
  'first-hour.e2e.test.ts': 263,
  'ceph-console.e2e.test.ts': 164,
  'dashboard.e2e.test.ts': 159,
  'competition.e2e.test.ts': 148,
  'account.e2e.test.ts': 114,
  'recovery.e2e.test.ts': 108,
  'admin.e2e.test.ts': 102,
  'auth.e2e.test.ts': 82,
  'words.e2e.test.ts': 78,
  'versioning.e2e.test.ts': 67,
  'figures.e2e.test.ts': 65,
  'backup-retention.e2e.test.ts': 57,
  'api-explorer.e2e.test.ts': 54,
  'preferences.e2e.test.ts': 47,
  'object-lock.e2e.test.ts': 46,
  'bucket-cors.e2e.test.ts': 41,
  'docs-sample.e2e.test.ts': 40,
  'daily-snapshots.e2e.test.ts': 39,
  'cancel-service.e2e.test.ts': 38,
  'object-tags.e2e.test.ts': 36,
  'billing.e2e.test.ts': 34,
  'public-bucket.e2e.test.ts': 33,
  'point-in-time-restore.e2e.test.ts': 30,
  'lifecycle-rules.e2e.test.ts': 29,
  'scoped-keys.e2e.test.ts': 25,
  'storage.e2e.test.ts': 24,
  'session-hint.e2e.test.ts': 21,
  'dashboard-language.e2e.test.ts': 20,
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
