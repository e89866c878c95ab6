import crypto from 'node:crypto';
import { config } from '../config/config';

/**
 * npm run verify-draw -- <winner id> [--url http://host:port] [--beacon https://blockstream.info/api]
 *
 * Recomputes a winner from public data only (GET /api/competition/winners/<id>/draw on the running
 * server), with its own independent implementation of the documented formulas (docs/verify-draw.md):
 *   1. the entry-list commitment  = SHA-256("{competitionId}:{periodKey}:{pseudonym:entries,…}")
 *   2. the hash                   = SHA-256("{competitionId}:{btcBlockHash}:{timestamp}")
 *   3. the index                  = hash as a 256-bit big-endian integer mod totalEntries
 *   4. the winner                 = the participant whose range [from, to) holds the index
 * With --beacon, also checks that the block hash exists on that Esplora API at the stored height.
 * Exit code 0 when every check passes, 1 otherwise.
 */

interface Range {
  customerId: string;
  displayName: string;
  entries: number;
  from: number;
  to: number;
}
interface Record {
  promotionId: string;
  periodKey: string;
  totalEntries: number;
  entriesCommitment: string;
  ranges: Range[];
  btcBlockHash: string;
  beaconSource: string;
  beaconHeight: number | null;
  drawTimestamp: string;
  generatedHash: string;
  winnerEntryIndex: number;
  winner: { id: string; displayName: string; promotionName: string };
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function run() {
  const winnerId = process.argv.slice(2).find((a, i, all) => /^\d+$/.test(a) && !['--url', '--beacon'].includes(all[i - 1] ?? ''));
  if (!winnerId) {
    console.error('usage: npm run verify-draw -- <winner id> [--url http://localhost:4000] [--beacon https://blockstream.info/api]');
    process.exit(2);
  }
  const base = (arg('--url') ?? config().publicUrl ?? `http://localhost:${config().port}`).replace(/\/+$/, '');
  const res = await fetch(`${base}/api/competition/winners/${winnerId}/draw`);
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  const r = (await res.json()) as Record;

  const checks: [string, boolean, string][] = [];
  const check = (label: string, ok: boolean, detail: string) => checks.push([label, ok, detail]);

  // 1. ranges are contiguous, each participant once (by pseudonym), and add up to the total
  let expectedFrom = 0;
  let contiguous = true;
  const seen = new Set<string>();
  for (const range of r.ranges) {
    if (range.from !== expectedFrom || range.to - range.from !== range.entries || range.entries < 1) contiguous = false;
    if (!/^[0-9a-f]{16}$/.test(range.customerId) || seen.has(range.customerId)) contiguous = false;
    seen.add(range.customerId);
    expectedFrom = range.to;
  }
  check('entry ranges contiguous, one per participant pseudonym', contiguous, `${r.ranges.length} participants`);
  check('ranges add up to totalEntries', expectedFrom === r.totalEntries, `${expectedFrom} vs ${r.totalEntries}`);

  // 2. commitment over the canonical entry list
  const canonical = r.ranges.map((x) => `${x.customerId}:${x.entries}`).join(',');
  const commitment = sha256(`${r.promotionId}:${r.periodKey}:${canonical}`);
  check('entries commitment', commitment === r.entriesCommitment, commitment);

  // 3. hash and index
  const hash = sha256(`${r.promotionId}:${r.btcBlockHash}:${r.drawTimestamp}`);
  check('generatedHash', hash === r.generatedHash, hash);
  const index = BigInt(`0x${hash}`) % BigInt(r.totalEntries);
  check('winnerEntryIndex', index === BigInt(r.winnerEntryIndex), index.toString());

  // 4. the range holding the index belongs to the winner
  const holder = r.ranges.find((x) => BigInt(x.from) <= index && index < BigInt(x.to));
  check('winner holds the index', !!holder && holder.displayName === r.winner.displayName, holder ? `participant ${holder.customerId} [${holder.from}, ${holder.to})` : 'no range');

  // 5. optional: the block exists on an independent Esplora API at the stored height
  const beacon = arg('--beacon');
  if (beacon && r.beaconSource === 'bitcoin-esplora' && r.beaconHeight !== null) {
    const atHeight = await (await fetch(`${beacon.replace(/\/+$/, '')}/block-height/${r.beaconHeight}`)).text();
    check('block hash at the stored height', atHeight.trim() === r.btcBlockHash, `height ${r.beaconHeight}`);
  }

  console.log(`Winner #${r.winner.id} (${r.winner.displayName}) of ${r.winner.promotionName}, period ${r.periodKey}`);
  console.log(`Beacon: ${r.beaconSource}${r.beaconHeight !== null ? ` block ${r.beaconHeight}` : ''} ${r.btcBlockHash}`);
  if (r.beaconSource === 'local-fallback') console.log('Note: no Bitcoin beacon was reachable for this draw; the stored random bytes were used instead.');
  console.log(`Hash input: "${r.promotionId}:${r.btcBlockHash}:${r.drawTimestamp}"`);
  for (const [label, ok, detail] of checks) console.log(`${ok ? 'OK  ' : 'FAIL'} ${label}: ${detail}`);
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}

run().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
