import type { DataSource, EntityManager } from 'typeorm';
import { badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Actor } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { UserEntity } from '../auth/user.entity';
import type { BeaconValue } from './beacon';
import { runDraw } from './draw';
import { DrawEntity, type DrawTrigger } from './draw.entity';
import { freezePeriod } from './freeze.service';
import { queueWinnerNotifications } from './notifications.service';
import type { PromotionEntity } from './promotion.entity';
import type { Period } from './schedule';
import { WinnerEntity } from './winner.entity';

export interface DrawRequest {
  promotion: PromotionEntity;
  period: Period;
  /** Read the beacon only when the period has not been drawn yet. */
  beacon: () => Promise<BeaconValue>;
  /** The timestamp hashed: the scheduled time, or the time of a manual run. */
  timestamp: Date;
  trigger: DrawTrigger;
  actor: Actor;
  /** Who ran it, for the audit log: e.g. "admin baraka (#2)" or "the scheduler". */
  runBy: string;
}

export interface DrawOutcome {
  winnerId: number;
  newlyDrawn: boolean;
}

/** Draws in this process run one at a time (SQLite has one connection; PostgreSQL adds an advisory lock). */
let queue: Promise<unknown> = Promise.resolve();
function serialised<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

async function storedOutcome(db: DataSource | EntityManager, promotionId: number, periodKey: string): Promise<DrawOutcome | null> {
  const draw = await db.getRepository(DrawEntity).findOneBy({ promotionId, periodKey });
  if (!draw) return null;
  const winner = await db.getRepository(WinnerEntity).findOneByOrFail({ drawId: draw.id });
  return { winnerId: winner.id, newlyDrawn: false };
}

const isUniqueViolation = (e: unknown) => /unique|duplicate/i.test(String((e as Error)?.message ?? e));

/**
 * Draw one promotion period, once. A repeat (or a concurrent request that lost the race) returns the
 * stored winner with newlyDrawn false. Everything is written in one transaction: the frozen entry
 * list, the draw's inputs and outputs, the winner, the notification outbox and the audit event.
 */
export async function drawPeriod(db: DataSource, req: DrawRequest): Promise<DrawOutcome> {
  const { promotion, period } = req;
  const stored = await storedOutcome(db, promotion.id, period.key);
  if (stored) return stored;
  return serialised(async () => {
    const again = await storedOutcome(db, promotion.id, period.key);
    if (again) return again;
    const beacon = await req.beacon();
    try {
      return await db.transaction(async (m) => {
        if (db.options.type === 'postgres') await m.query('SELECT pg_advisory_xact_lock($1, $2)', [17638300, promotion.id]);
        const raced = await storedOutcome(m, promotion.id, period.key);
        if (raced) return raced;
        return insertDraw(m, req, beacon);
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        const winner = await storedOutcome(db, promotion.id, period.key);
        if (winner) return winner;
      }
      throw e;
    }
  });
}

async function insertDraw(m: EntityManager, req: DrawRequest, beacon: BeaconValue): Promise<DrawOutcome> {
  const { promotion, period, actor } = req;
  const frozen = await freezePeriod(m, promotion.id, period, new Date());
  const list = frozen.list;
  if (list.total === 0) throw badInput('There are no entries in this draw period yet', 'promotionId');
  const drawTimestamp = req.timestamp.toISOString();
  const result = runDraw(promotion.id, beacon.btcBlockHash, drawTimestamp, list);
  const drawInsert = await m.getRepository(DrawEntity).insert({
    promotionId: promotion.id,
    periodKey: period.key,
    snapshotId: frozen.snapshotId,
    trigger: req.trigger,
    drawnBy: req.trigger === 'manual' ? actor.userId : null,
    totalEntries: list.total,
    entriesCommitment: frozen.commitment,
    btcBlockHash: beacon.btcBlockHash,
    beaconSource: beacon.source,
    beaconHeight: beacon.height,
    beaconTime: beacon.time,
    drawTimestamp,
    generatedHash: result.generatedHash,
    winnerEntryIndex: result.winnerEntryIndex,
    winnerUserId: result.winner.userId,
    createdAt: new Date(),
  });
  const winnerRow = {
    drawId: Number(drawInsert.identifiers[0]!.id),
    promotionId: promotion.id,
    userId: result.winner.userId,
    periodKey: period.key,
    prizeDescription: promotion.prizeDescription,
    prizeValue: promotion.prizeValue,
    claimStatus: 'pending',
    winDate: req.timestamp,
  };
  const winnerInsert = await m.getRepository(WinnerEntity).insert(winnerRow);
  const winner = Object.assign(new WinnerEntity(), winnerRow, { id: Number(winnerInsert.identifiers[0]!.id) });
  const user = await m.getRepository(UserEntity).findOneByOrFail({ id: result.winner.userId });
  await queueWinnerNotifications(m, winner, user, promotion);
  await recordSecurityEvent(m, actor, {
    type: 'competition_draw',
    action: `Draw ${promotion.name} ${period.key} run by ${req.runBy}: winner #${winner.id} (entry ${result.winnerEntryIndex} of ${list.total}, ${beacon.source})`,
    severity: 'medium',
  });
  logger.info({ promotionId: promotion.id, periodKey: period.key, winnerId: winner.id, beaconSource: beacon.source }, 'competition draw stored');
  return { winnerId: winner.id, newlyDrawn: true };
}
