import { notFound } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { PUBLIC_LAST_WINNERS } from '../../contracts/competition';
import type { RequestContext } from '../../graphql/context';
import { latestBlockOrFallback } from './beacon-source';
import { runDraw, drawHash } from './draw';
import { periodEntriesFor } from './period-entries';
import { currentCompetition } from './promotions.query';
import { periodProgress } from './schedule';
import { recentWinners } from './winners.query';

/** Public overview: the active promotion with the soonest next draw, its entries and the last winners. */
export async function competitionOverview(ctx: RequestContext) {
  const now = new Date();
  const [current, lastWinners] = await Promise.all([currentCompetition(ctx.db, now), recentWinners(ctx.db, PUBLIC_LAST_WINNERS)]);
  if (!current) {
    return { promotion: null, totalEntries: 0, participantCount: 0, nextDrawAt: null, periodStart: null, periodProgress: 0, entriesCommitment: null, lastWinners };
  }
  const entries = await periodEntriesFor(ctx, current.promotion, current.period);
  return {
    promotion: current.promotion,
    totalEntries: entries.total,
    participantCount: entries.participantCount,
    nextDrawAt: current.period.drawAt,
    periodStart: current.period.start,
    periodProgress: periodProgress(current.period, now),
    entriesCommitment: entries.snapshot?.commitment ?? null,
    lastWinners,
  };
}

/** Total entries of the current draw (0 when no promotion is running). */
export async function currentTotalEntries(ctx: RequestContext): Promise<number> {
  const current = await currentCompetition(ctx.db);
  return current ? (await periodEntriesFor(ctx, current.promotion, current.period)).total : 0;
}

/** Public winners, newest first (1..50). */
export async function publicWinners(ctx: RequestContext, limit?: number | null) {
  return recentWinners(ctx.db, Math.min(Math.max(Math.trunc(limit ?? 10) || 10, 1), 50));
}

/** Simulations per IP (each may read the beacon): 30 per minute. */
export const simulateThrottle = new Throttle({ points: 30, durationSeconds: 60, blockSeconds: 60, message: 'Too many simulations. Please wait a minute.' });

/** A dry run of the draw over the current entries with the latest block and the current time; stores nothing. */
export async function simulateWinnerSelection(ctx: RequestContext) {
  await simulateThrottle.take(ctx.ip);
  const current = await currentCompetition(ctx.db);
  if (!current) throw notFound('Active competition');
  const [entries, beacon] = await Promise.all([periodEntriesFor(ctx, current.promotion, current.period), latestBlockOrFallback()]);
  const timestamp = new Date().toISOString();
  const competitionId = String(current.promotion.id);
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
    winnerCustomerId: String(result.winner.userId),
    totalEntries: entries.total,
  };
}
