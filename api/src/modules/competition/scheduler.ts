import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import { FREEZE_MINUTES_BEFORE_DRAW } from '../../contracts/competition';
import type { AppServices } from '../../app-services';
import { scheduledBlockOrFallback } from './beacon-source';
import { DrawEntity } from './draw.entity';
import { drawPeriod } from './draw.service';
import { entriesOfPeriod } from './entries.service';
import { freezePeriod } from './freeze.service';
import { acquireLease, PROCESS_HOLDER } from './lease';
import { processOutbox } from './notifications.service';
import { PromotionEntity } from './promotion.entity';
import { currentPeriod, lastClosedPeriod } from './schedule';

export const TICK_MS = 60_000;
const LEASE = 'competition-scheduler';
const LEASE_TTL_MS = 3 * TICK_MS;
/** A period missed by longer than this (server down) is not drawn late. */
const MAX_LATE_HOURS = 48;
const SCHEDULER_ACTOR = { userId: null, ip: null, userAgent: 'competition-scheduler', requestId: null };

export interface TickReport {
  leased: boolean;
  frozen: string[];
  drawn: string[];
  waiting: string[];
  notified: number;
}

/**
 * One pass of the scheduler: under the database lease, freeze periods about to close (publishing
 * their commitment), draw periods whose time has passed (scheduled time as timestamp, first block
 * at or after it), then send pending winner notifications.
 */
export async function schedulerTick(db: DataSource, now = new Date(), holder = PROCESS_HOLDER): Promise<TickReport> {
  const report: TickReport = { leased: false, frozen: [], drawn: [], waiting: [], notified: 0 };
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
    const open = currentPeriod(promotion, now);
    if (open && open.drawAt.getTime() - now.getTime() <= FREEZE_MINUTES_BEFORE_DRAW * 60_000) {
      if ((await freezePeriod(db, promotion.id, open, now)).created) report.frozen.push(`${promotion.id}:${open.key}`);
    }
    const closed = lastClosedPeriod(promotion, now);
    if (!closed || closed.drawAt < since) continue;
    const label = `${promotion.id}:${closed.key}`;
    if (await db.getRepository(DrawEntity).existsBy({ promotionId: promotion.id, periodKey: closed.key })) continue;
    if ((await entriesOfPeriod(db, promotion, closed)).total === 0) continue;
    const beacon = await scheduledBlockOrFallback(closed.drawAt, now);
    if (beacon === 'wait') {
      report.waiting.push(label);
      continue;
    }
    const outcome = await drawPeriod(db, {
      promotion,
      period: closed,
      beacon: async () => beacon,
      timestamp: closed.drawAt,
      trigger: 'scheduled',
      actor: SCHEDULER_ACTOR,
      runBy: 'the scheduler',
    });
    if (outcome.newlyDrawn) report.drawn.push(label);
  }
  report.notified = await processOutbox(db);
  return report;
}

/** Start the scheduler in this API process (every minute, unref'd). Returns the stop function. */
export function startScheduler({ db }: AppServices): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    schedulerTick(db)
      .then((r) => {
        if (r.drawn.length || r.frozen.length) logger.info({ drawn: r.drawn, frozen: r.frozen, waiting: r.waiting }, 'competition scheduler');
      })
      .catch((e) => logger.error({ error: (e as Error).message }, 'competition scheduler tick failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, TICK_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
