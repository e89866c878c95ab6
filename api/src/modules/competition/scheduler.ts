import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { FREEZE_MINUTES_BEFORE_DRAW } from '../../contracts/competition';
import type { AppServices } from '../../app-services';
import { acquireLease, PROCESS_HOLDER, startPeriodicJob } from '../platform';
import { PromotionEntity } from './promotion.entity';
import { pendingRounds, roundOf } from './rounds.query';
import { commitRound, completeRound, MISSED_FREEZE_REASON, voidPeriod } from './rounds.service';
import { currentPeriod, lastClosedPeriod, type Period } from './schedule';

export const TICK_MS = 60_000;
const LEASE = 'competition-scheduler';
const LEASE_TTL_MS = 3 * TICK_MS; // renewed every tick by its holder; another process takes over after 3 missed ticks
/** How far back the scheduler looks for closed periods that were never committed (to record them void). */
const MAX_LATE_HOURS = 48;
const SCHEDULER_ACTOR = { userId: null, ip: null, userAgent: 'competition-scheduler', requestId: null };

export interface TickReport {
  leased: boolean;
  committed: string[];
  drawn: string[];
  voided: string[];
  waiting: string[];
}

/** When a period's entry list is frozen: FREEZE_MINUTES_BEFORE_DRAW before its draw. */
const cutOffOf = (p: Period) => new Date(p.drawAt.getTime() - FREEZE_MINUTES_BEFORE_DRAW * 60_000);

/** Closed periods of a promotion whose draw time fell after `since`, oldest first. */
function closedPeriodsSince(promotion: PromotionEntity, since: Date, now: Date): Period[] {
  const periods: Period[] = [];
  for (let at = now, p = lastClosedPeriod(promotion, at); p && p.drawAt > since && periods.length < 100; at = new Date(p.drawAt.getTime() - 1), p = lastClosedPeriod(promotion, at)) {
    periods.unshift(p);
  }
  return periods;
}

/**
 * One pass of the scheduler, under the database lease (one process works at a time):
 * 1. commit: a period whose cut-off has come (its draw within FREEZE_MINUTES_BEFORE_DRAW) gets its
 *    entry list frozen and committed, with a future block as its randomness;
 * 2. void: a closed period that was never committed (its cut-off was missed, e.g. the server was
 *    down) is recorded void, publicly. It is never drawn from a list frozen after its draw time.
 *    A period whose cut-off passed before the promotion was created is no missed draw: skipped;
 * 3. reveal: every committed round whose block now exists is drawn.
 * Winner notices go to the outbox in the draw's transaction; its sender delivers them.
 */
export async function schedulerTick(db: DataSource, now = new Date(), holder = PROCESS_HOLDER): Promise<TickReport> {
  const report: TickReport = { leased: false, committed: [], drawn: [], voided: [], waiting: [] };
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return report;
  report.leased = true;
  const since = new Date(now.getTime() - MAX_LATE_HOURS * 3_600_000);
  const promotions = await db
    .getRepository(PromotionEntity)
    .createQueryBuilder('p')
    .where('p.is_active = :on', { on: true })
    .andWhere('p.start_date <= :now', { now })
    .andWhere('p.end_date > :since', { since })
    .getMany();
  for (const promotion of promotions) {
    const label = (p: Period) => `${promotion.id}:${p.key}`;
    const open = currentPeriod(promotion, now);
    if (open && cutOffOf(open) <= now && !(await roundOf(db, promotion.id, open.key))) {
      try {
        const round = await commitRound(db, { promotion, period: open, trigger: 'scheduled', actor: SCHEDULER_ACTOR, now });
        (round.status === 'void' ? report.voided : report.committed).push(label(open));
      } catch (e) {
        logger.error({ promotionId: promotion.id, periodKey: open.key, error: (e as Error).message }, 'could not commit a scheduled draw');
      }
    }
    for (const closed of closedPeriodsSince(promotion, new Date(Math.max(since.getTime(), promotion.startDate.getTime())), now)) {
      // A period whose cut-off came before the promotion existed (created with a start date in the
      // past) could never have been frozen: it is no missed draw, and nothing is recorded for it.
      if (cutOffOf(closed) < promotion.createdAt) continue;
      if (await roundOf(db, promotion.id, closed.key)) continue;
      await voidPeriod(db, promotion, closed, MISSED_FREEZE_REASON, now);
      report.voided.push(label(closed));
    }
  }
  for (const round of await pendingRounds(db)) {
    const key = `${round.promotionId}:${round.periodKey}`;
    try {
      const outcome = await completeRound(db, round, SCHEDULER_ACTOR, 'the scheduler', now);
      if (outcome.status === 'complete' && outcome.newlyDrawn) report.drawn.push(key);
      else if (outcome.status === 'pending') report.waiting.push(key);
    } catch (e) {
      report.waiting.push(key);
      logger.error({ roundId: round.id, error: (e as Error).message }, 'could not reveal a committed draw');
    }
  }
  return report;
}

/**
 * Start the scheduler in this API process (every JOBS_TICK_SECONDS, unref'd). Several processes may
 * run it: the database lease lets one of them work per tick. The stop function waits for a tick in
 * progress to finish (graceful shutdown never cuts a draw in half).
 */
export function startScheduler({ db }: AppServices): () => Promise<void> {
  const tick = async () => {
    const r = await schedulerTick(db);
    if (r.drawn.length || r.committed.length || r.voided.length) logger.info({ committed: r.committed, drawn: r.drawn, voided: r.voided, waiting: r.waiting }, 'competition scheduler');
  };
  const tickMs = config().jobsTickSeconds * 1000;
  return startPeriodicJob('competition scheduler tick', tick, { firstMs: Math.min(5_000, tickMs), everyMs: tickMs });
}
