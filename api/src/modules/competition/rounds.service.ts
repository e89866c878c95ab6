import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { conflict } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Actor } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { BeaconError, localFallback, type BeaconValue } from './beacon';
import { configuredBeacon, fallbackOrRefuse, SCHEDULED_BEACON_GRACE_MINUTES } from './beacon-source';
import { lockPromotion, revealRound, serialised, winnerOfDraw } from './draw.service';
import { DrawRoundEntity, type BeaconPlan } from './draw-round.entity';
import type { DrawTrigger } from './draw.entity';
import { freezePeriod } from './freeze.service';
import type { PromotionEntity } from './promotion.entity';
import { overlappingRound, roundOf } from './rounds.query';
import type { Period } from './schedule';

/**
 * Commit, then reveal (docs/verify-draw.md). A round is COMMITTED when its entry list is frozen and
 * its SHA-256 commitment stored, together with everything else the draw will hash (the timestamp)
 * and the future randomness it will use (a block that does not exist yet). It is REVEALED when that
 * block exists. No draw ever uses randomness that was public when its inputs were fixed.
 */

export type RoundOutcome =
  | { status: 'complete'; winnerId: number; newlyDrawn: boolean; round: DrawRoundEntity }
  | { status: 'pending'; round: DrawRoundEntity }
  | { status: 'void'; round: DrawRoundEntity };

export const MISSED_FREEZE_REASON = 'The entry list was not frozen before the cut-off (the server was unavailable), so this period is not drawn';
export const NO_ENTRIES_REASON = 'No customer had metered storage in this period';

export interface CommitRequest {
  promotion: PromotionEntity;
  period: Period;
  trigger: DrawTrigger;
  actor: Actor;
  now: Date;
}

/**
 * Where a new round's randomness will come from (reads the beacon's tip: call outside any
 * transaction). Always a block that does not exist yet: the block `drawTargetBlocksAhead` above the
 * tip at commit time (a block's timestamp can be set up to two hours ahead by its miner, so "the
 * first block after time T" could already be mined when the list is frozen; a height cannot).
 */
async function planFor(): Promise<{ plan: BeaconPlan; targetHeight: number | null }> {
  const beacon = configuredBeacon();
  if (beacon) {
    try {
      return { plan: 'block-height', targetHeight: (await beacon.tipHeight()) + config().drawTargetBlocksAhead };
    } catch (e) {
      if (!(e instanceof BeaconError)) throw e;
      fallbackOrRefuse('The Bitcoin beacon is unreachable');
      return { plan: 'local-fallback', targetHeight: null };
    }
  }
  fallbackOrRefuse('No randomness beacon is configured');
  return { plan: 'local-fallback', targetHeight: null };
}

/**
 * Commit a period's round (once: a later call returns the stored round). Freezes the entry list
 * NOW, so it must run before the randomness exists: at the cut-off for a scheduled draw, at the
 * click for a manual one. A window that overlaps another round of the promotion is refused
 * (manual) or recorded void (scheduled): no time window is drawn twice.
 */
export async function commitRound(db: DataSource, req: CommitRequest): Promise<DrawRoundEntity> {
  const existing = await roundOf(db, req.promotion.id, req.period.key);
  if (existing) return existing;
  const target = await planFor();
  return serialised(() =>
    db.transaction(async (m) => {
      await lockPromotion(m, req.promotion.id);
      const raced = await roundOf(m, req.promotion.id, req.period.key);
      if (raced) return raced;
      const repo = m.getRepository(DrawRoundEntity);
      const base = { promotionId: req.promotion.id, periodKey: req.period.key, periodStart: req.period.start, drawAt: req.period.drawAt, trigger: req.trigger, committedAt: req.now, committedBy: req.trigger === 'manual' ? req.actor.userId : null };
      const overlap = await overlappingRound(m, req.promotion.id, req.period);
      if (overlap) {
        const reason = `This period overlaps period ${overlap.periodKey}, which was already committed or drawn`;
        if (req.trigger === 'manual') throw conflict(reason);
        return repo.save(repo.create({ ...base, status: 'void', voidReason: reason, totalEntries: 0 }));
      }
      const frozen = await freezePeriod(m, req.promotion.id, req.period, req.now);
      if (frozen.list.total === 0) {
        if (req.trigger === 'manual') throw conflict('There are no entries in this draw period yet: no customer has metered storage in it');
        return repo.save(repo.create({ ...base, status: 'void', voidReason: NO_ENTRIES_REASON, snapshotId: frozen.snapshotId, entriesCommitment: frozen.commitment, totalEntries: 0 }));
      }
      const drawTimestamp = (req.trigger === 'scheduled' ? req.period.drawAt : req.now).toISOString();
      const round = await repo.save(
        repo.create({ ...base, status: 'pending', snapshotId: frozen.snapshotId, entriesCommitment: frozen.commitment, totalEntries: frozen.list.total, drawTimestamp, beaconPlan: target.plan, targetHeight: target.targetHeight, targetTime: null }),
      );
      const targetText = target.plan === 'block-height' ? `Bitcoin block ${target.targetHeight}` : 'local randomness drawn after the commitment';
      await recordSecurityEvent(m, req.actor, {
        type: 'competition_draw',
        action: `Draw ${req.promotion.name} ${req.period.key} committed (${req.trigger}): ${frozen.list.total} entries, commitment ${frozen.commitment.slice(0, 16)}…, randomness from ${targetText}`,
        severity: 'medium',
      });
      await recordAdminAction(m, req.actor, {
        action: 'draw_committed',
        summary: `Committed the ${req.promotion.name} draw of ${req.period.key} (${req.trigger === 'manual' ? 'run by hand' : 'scheduled'}): ${frozen.list.total} entries frozen, randomness from ${targetText}`,
        target: { type: 'draw_round', id: round.id },
        system: 'Scheduler',
      });
      return round;
    }),
  );
}

/** Record that a period is not drawn, and why (once). */
export async function voidPeriod(db: DataSource, promotion: PromotionEntity, period: Period, reason: string, now: Date): Promise<DrawRoundEntity> {
  return serialised(() =>
    db.transaction(async (m) => {
      await lockPromotion(m, promotion.id);
      const existing = await roundOf(m, promotion.id, period.key);
      if (existing) return existing;
      const repo = m.getRepository(DrawRoundEntity);
      logger.warn({ promotionId: promotion.id, periodKey: period.key, reason }, 'draw period void');
      return repo.save(repo.create({ promotionId: promotion.id, periodKey: period.key, periodStart: period.start, drawAt: period.drawAt, trigger: 'scheduled', status: 'void', voidReason: reason, totalEntries: 0, committedAt: now, committedBy: null }));
    }),
  );
}

/** The randomness of a committed round, if it exists yet ('wait' otherwise). Network only, no transaction. */
async function revealValue(round: DrawRoundEntity, now: Date): Promise<BeaconValue | 'wait'> {
  if (round.beaconPlan === 'local-fallback') return fallbackOrRefuse('This round was committed to local randomness');
  const beacon = configuredBeacon();
  const since = round.targetTime ?? round.committedAt;
  const overdue = now.getTime() - since.getTime() > SCHEDULED_BEACON_GRACE_MINUTES * 60_000;
  if (beacon) {
    try {
      if (round.beaconPlan === 'block-height') {
        if ((await beacon.tipHeight()) < round.targetHeight!) return 'wait';
        return await beacon.blockAtHeight(round.targetHeight!);
      }
      const block = await beacon.firstAtOrAfter(round.targetTime!);
      if (block) return block;
    } catch (e) {
      if (!(e instanceof BeaconError)) throw e;
      logger.warn({ roundId: round.id, error: e.message }, 'beacon unavailable for a committed draw');
    }
  }
  // A round whose block is long overdue (the beacon is gone) may finish on the labelled fallback,
  // where allowed: random bytes drawn now, after the commitment, so still unknowable when it was made.
  if (overdue && config().allowLocalBeacon) return localFallback();
  return 'wait';
}

/**
 * Try to reveal a committed round: when its block exists, run the draw (once, whoever asks).
 * Pending rounds stay pending; void rounds stay void.
 */
export async function completeRound(db: DataSource, round: DrawRoundEntity, actor: Actor, runBy: string, now = new Date()): Promise<RoundOutcome> {
  if (round.status === 'complete') return { status: 'complete', winnerId: await winnerOfDraw(db, round.drawId!), newlyDrawn: false, round };
  if (round.status === 'void') return { status: 'void', round };
  // A scheduled draw is revealed at its announced time, never before (its block is later anyway).
  if (round.trigger === 'scheduled' && now < round.drawAt) return { status: 'pending', round };
  const value = await revealValue(round, now);
  if (value === 'wait') return { status: 'pending', round };
  return serialised(() =>
    db.transaction(async (m) => {
      await lockPromotion(m, round.promotionId);
      const current = await m.getRepository(DrawRoundEntity).findOneByOrFail({ id: round.id });
      if (current.status === 'complete') return { status: 'complete' as const, winnerId: await winnerOfDraw(m, current.drawId!), newlyDrawn: false, round: current };
      if (current.status === 'void') return { status: 'void' as const, round: current };
      const winnerId = await revealRound(m, current, value, actor, runBy);
      const done = await m.getRepository(DrawRoundEntity).findOneByOrFail({ id: round.id });
      return { status: 'complete' as const, winnerId, newlyDrawn: true, round: done };
    }),
  );
}
