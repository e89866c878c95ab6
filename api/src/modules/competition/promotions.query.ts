import type { Db } from '../../graphql/context';
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
