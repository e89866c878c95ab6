import { notFound } from '../../common/errors';
import { sourceKey } from '../../common/client-ip';
import { Throttle } from '../../common/throttle';
import { PUBLIC_LAST_WINNERS } from '../../contracts/competition';
import type { Caller } from '../caller';
import { beaconMode, latestBlockForSimulation } from './beacon-source';
import { drawHash, runDraw } from './draw';
import { periodEntriesFor } from './period-entries';
import { currentCompetition, type CurrentCompetition } from './promotions.query';
import { drawPseudonym } from './pseudonym';
import { recentRoundViews } from './rounds.view';
import { periodProgress } from './schedule';
import { publicWinner } from './views';
import { recentWinners } from './winners.query';
import { parseRowId } from '../../common/ids';

/** Rounds on the public live dashboard. */
const PUBLIC_RECENT_ROUNDS = 6;
/** How long the public totals may be reused: they are read on every page view and by every visitor. */
const TOTALS_TTL_MS = 15_000;

interface CurrentTotals {
  current: CurrentCompetition | null;
  total: number;
  participantCount: number;
  commitment: string | null;
}

let totalsCache: { at: number; value: Promise<CurrentTotals> } | null = null;

/**
 * The current competition's entry totals, computed at most once per TOTALS_TTL_MS per process
 * (a short cache: the live list is an aggregate over every customer's metered storage, and a
 * busy public page must not recompute it per request).
 */
function currentTotals(ctx: Caller): Promise<CurrentTotals> {
  const now = Date.now();
  if (totalsCache && now - totalsCache.at < TOTALS_TTL_MS) return totalsCache.value;
  const value = (async () => {
    const current = await currentCompetition(ctx.db);
    if (!current) return { current: null, total: 0, participantCount: 0, commitment: null };
    const entries = await periodEntriesFor(ctx, current.promotion, current.period);
    return { current, total: entries.total, participantCount: entries.participantCount, commitment: entries.snapshot?.commitment ?? null };
  })();
  totalsCache = { at: now, value };
  value.catch(() => (totalsCache = null));
  return value;
}

/** Forget the cached totals (tests, and after an admin changes promotions). */
export const resetCompetitionTotalsCache = () => (totalsCache = null);

/** Public overview: the active promotion with the soonest next draw, its entries, the last winners and rounds. */
export async function competitionOverview(ctx: Caller) {
  const now = new Date();
  const [totals, lastWinners, recentRounds] = await Promise.all([currentTotals(ctx), recentWinners(ctx.db, PUBLIC_LAST_WINNERS), recentRoundViews(ctx.db, { limit: PUBLIC_RECENT_ROUNDS })]);
  const common = { lastWinners: lastWinners.map(publicWinner), beaconMode: beaconMode(), recentRounds };
  if (!totals.current) return { promotion: null, totalEntries: 0, participantCount: 0, nextDrawAt: null, periodStart: null, periodProgress: 0, entriesCommitment: null, ...common };
  const { period, promotion } = totals.current;
  return {
    promotion,
    totalEntries: totals.total,
    participantCount: totals.participantCount,
    nextDrawAt: period.drawAt,
    periodStart: period.start,
    periodProgress: periodProgress(period, now),
    entriesCommitment: totals.commitment,
    ...common,
  };
}

/** Total entries of the current draw (0 when no promotion is running). */
export async function currentTotalEntries(ctx: Caller): Promise<number> {
  return (await currentTotals(ctx)).total;
}

/** Public winners, newest first (1..50): first names and initials only. */
export async function publicWinners(ctx: Caller, limit?: number | null) {
  return (await recentWinners(ctx.db, Math.min(Math.max(Math.trunc(limit ?? 10) || 10, 1), 50))).map(publicWinner);
}

/** Public draw rounds, newest first (1..50), optionally of one promotion. */
export async function publicRounds(ctx: Caller, args: { promotionId?: string | null; limit?: number | null }) {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? 20) || 20, 1), 50);
  if (args.promotionId === undefined || args.promotionId === null) return recentRoundViews(ctx.db, { limit });
  const promotionId = parseRowId(args.promotionId);
  if (!promotionId) throw notFound('Promotion');
  return recentRoundViews(ctx.db, { promotionId, limit });
}

/** Simulations per IP (each may read the beacon): 30 per minute. */
export const simulateThrottle = new Throttle('competition-simulate', { points: 30, durationSeconds: 60, blockSeconds: 60, message: 'Too many simulations. Please wait a minute.' });

/**
 * A dry run of the draw over the current entries with the latest block and the current time;
 * stores nothing (so it may use a block that is already public). The winner is named by pseudonym.
 */
export async function simulateWinnerSelection(ctx: Caller) {
  await simulateThrottle.take(sourceKey(ctx.ip));
  const totals = await currentTotals(ctx);
  if (!totals.current) throw notFound('Active competition');
  const { promotion, period } = totals.current;
  const [entries, beacon] = await Promise.all([periodEntriesFor(ctx, promotion, period), latestBlockForSimulation()]);
  const timestamp = new Date().toISOString();
  const competitionId = String(promotion.id);
  if (entries.total === 0) {
    return { competitionId, btcBlockHash: beacon.btcBlockHash, beaconSource: beacon.source, timestamp, generatedHash: drawHash(competitionId, beacon.btcBlockHash, timestamp), winnerEntryIndex: 0, winnerCustomerId: null, totalEntries: 0 };
  }
  const result = runDraw(competitionId, beacon.btcBlockHash, timestamp, entries.list);
  return {
    competitionId,
    btcBlockHash: beacon.btcBlockHash,
    beaconSource: beacon.source,
    timestamp,
    generatedHash: result.generatedHash,
    winnerEntryIndex: result.winnerEntryIndex,
    winnerCustomerId: drawPseudonym(promotion.id, result.winner.userId),
    totalEntries: entries.total,
  };
}
