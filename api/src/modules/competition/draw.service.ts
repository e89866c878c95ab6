import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import type { Actor } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { UserEntity } from '../auth';
import type { BeaconValue } from './beacon';
import { parseEntryList, runDraw } from './draw';
import { DrawEntity } from './draw.entity';
import { DrawRoundEntity } from './draw-round.entity';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { queueWinnerNotifications } from './notifications.service';
import { PromotionEntity } from './promotion.entity';
import { WinnerEntity } from './winner.entity';

/** Draw work in this process runs one at a time (SQLite has one connection; PostgreSQL adds an advisory lock). */
let queue: Promise<unknown> = Promise.resolve();
export function serialised<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

/** Inside a transaction: on PostgreSQL, one draw operation per promotion at a time across processes. */
export async function lockPromotion(m: EntityManager, promotionId: number): Promise<void> {
  if (m.connection.options.type === 'postgres') await m.query('SELECT pg_advisory_xact_lock($1, $2)', [17638300, promotionId]);
}

export const winnerOfDraw = async (db: DataSource | EntityManager, drawId: number) => (await db.getRepository(WinnerEntity).findOneByOrFail({ drawId })).id;

/** 'the scheduler' → 'Scheduler': who acted, when no admin did, as the audit log names it. */
const systemName = (runBy: string) => {
  const name = runBy.replace(/^the /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Reveal: run the draw of a committed round with its beacon value, in the caller's transaction.
 * Every input was fixed at commit time (the frozen list and its commitment, the timestamp, the
 * target block); only the block hash is new. Writes the draw record, the winner, the winner's
 * notices (outbox) and the audit event, and marks the round complete.
 */
export async function revealRound(m: EntityManager, round: DrawRoundEntity, beacon: BeaconValue, actor: Actor, runBy: string): Promise<number> {
  const snapshot = await m.getRepository(EntrySnapshotEntity).findOneByOrFail({ id: round.snapshotId! });
  const promotion = await m.getRepository(PromotionEntity).findOneByOrFail({ id: round.promotionId });
  const list = parseEntryList(snapshot.entries);
  const result = runDraw(promotion.id, beacon.btcBlockHash, round.drawTimestamp!, list);
  const now = new Date();
  const drawInsert = await m.getRepository(DrawEntity).insert({
    promotionId: promotion.id,
    periodKey: round.periodKey,
    snapshotId: snapshot.id,
    trigger: round.trigger,
    drawnBy: round.committedBy,
    totalEntries: list.total,
    entriesCommitment: snapshot.commitment,
    btcBlockHash: beacon.btcBlockHash,
    beaconSource: beacon.source,
    beaconHeight: beacon.height,
    beaconTime: beacon.time,
    drawTimestamp: round.drawTimestamp!,
    generatedHash: result.generatedHash,
    winnerEntryIndex: result.winnerEntryIndex,
    winnerUserId: result.winner.userId,
    createdAt: now,
  });
  const drawId = Number(drawInsert.identifiers[0]!.id);
  const winnerRow = {
    drawId,
    promotionId: promotion.id,
    userId: result.winner.userId,
    periodKey: round.periodKey,
    prizeDescription: promotion.prizeDescription,
    prizeValue: promotion.prizeValue,
    claimStatus: 'pending',
    winDate: new Date(round.drawTimestamp!),
  };
  const winnerInsert = await m.getRepository(WinnerEntity).insert(winnerRow);
  const winner = Object.assign(new WinnerEntity(), winnerRow, { id: Number(winnerInsert.identifiers[0]!.id) });
  await m.getRepository(DrawRoundEntity).update(round.id, { status: 'complete', drawId, completedAt: now });
  const user = await m.getRepository(UserEntity).findOneByOrFail({ id: result.winner.userId });
  await queueWinnerNotifications(m, winner, user, promotion);
  await recordSecurityEvent(m, actor, {
    type: 'competition_draw',
    action: `Draw ${promotion.name} ${round.periodKey} revealed by ${runBy}: winner #${winner.id} (entry ${result.winnerEntryIndex} of ${list.total}, ${beacon.source}${beacon.height !== null ? ` block ${beacon.height}` : ''})`,
    severity: 'medium',
  });
  await recordAdminAction(m, actor, {
    action: 'draw_revealed',
    summary: `Revealed the ${promotion.name} draw of ${round.periodKey}: winner #${winner.id}, entry ${result.winnerEntryIndex} of ${list.total} (${beacon.source === 'bitcoin-esplora' ? `Bitcoin block ${beacon.height ?? beacon.btcBlockHash.slice(0, 16)}` : 'local fallback beacon'})`,
    target: { type: 'draw_round', id: round.id },
    system: systemName(runBy),
  });
  logger.info({ promotionId: promotion.id, periodKey: round.periodKey, winnerId: winner.id, beaconSource: beacon.source }, 'competition draw revealed');
  return winner.id;
}
