import type { Db } from '../../db/db';
import { PromotionEntity } from './promotion.entity';
import { currentPeriod, type Period } from './schedule';

/** Promotions switched on whose dates include `now`. */
export async function activePromotions(db: Db, now: Date): Promise<PromotionEntity[]> {
  return db
    .getRepository(PromotionEntity)
    .createQueryBuilder('p')
    .where('p.is_active = :on', { on: true })
    .andWhere('p.start_date <= :now', { now })
    .andWhere('p.end_date > :now', { now })
    .orderBy('p.id', 'ASC')
    .getMany();
}

export interface CurrentCompetition {
  promotion: PromotionEntity;
  period: Period;
}

/** "The current competition": the active promotion with the soonest next draw (ties: lowest id). */
export function currentCompetitionPromotion(active: PromotionEntity[], now: Date): CurrentCompetition | null {
  let best: CurrentCompetition | null = null;
  for (const promotion of active) {
    const period = currentPeriod(promotion, now);
    if (period && (!best || period.drawAt < best.period.drawAt)) best = { promotion, period };
  }
  return best;
}

/** The current competition read from the database. */
export async function currentCompetition(db: Db, now = new Date()): Promise<CurrentCompetition | null> {
  return currentCompetitionPromotion(await activePromotions(db, now), now);
}

/** Every active promotion with a draw still to come, soonest next draw first (ties: lowest id). */
export async function activePromotionsByNextDraw(db: Db, now = new Date()): Promise<PromotionEntity[]> {
  const withPeriods = (await activePromotions(db, now))
    .map((promotion) => ({ promotion, period: currentPeriod(promotion, now) }))
    .filter((p): p is { promotion: PromotionEntity; period: Period } => p.period !== null);
  withPeriods.sort((a, b) => a.period.drawAt.getTime() - b.period.drawAt.getTime() || a.promotion.id - b.promotion.id);
  return withPeriods.map((p) => p.promotion);
}
