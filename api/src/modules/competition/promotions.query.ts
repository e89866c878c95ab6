import type { Db } from '../../db/db';
import { PromotionEntity } from './promotion.entity';
import { settledAheadKeys } from './rounds.query';
import { upcomingPeriod, type Period } from './schedule';

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

/** Each active promotion with the period whose draw is next (past periods drawn ahead of time by a manual run). */
export async function upcomingPeriods(db: Db, active: PromotionEntity[], now: Date): Promise<CurrentCompetition[]> {
  const settled = await settledAheadKeys(db, active.map((p) => p.id), now);
  return active.flatMap((promotion) => {
    const period = upcomingPeriod(promotion, now, settled.get(promotion.id) ?? new Set());
    return period ? [{ promotion, period }] : [];
  });
}

/** "The current competition": the active promotion with the soonest next draw (ties: lowest id). */
export function currentCompetitionPromotion(candidates: CurrentCompetition[]): CurrentCompetition | null {
  let best: CurrentCompetition | null = null;
  for (const c of candidates) if (!best || c.period.drawAt < best.period.drawAt) best = c;
  return best;
}

/** The current competition read from the database. */
export async function currentCompetition(db: Db, now = new Date()): Promise<CurrentCompetition | null> {
  return currentCompetitionPromotion(await upcomingPeriods(db, await activePromotions(db, now), now));
}

/** Every active promotion with a draw still to come, soonest next draw first (ties: lowest id). */
export async function activePromotionsByNextDraw(db: Db, now = new Date()): Promise<PromotionEntity[]> {
  const withPeriods = await upcomingPeriods(db, await activePromotions(db, now), now);
  withPeriods.sort((a, b) => a.period.drawAt.getTime() - b.period.drawAt.getTime() || a.promotion.id - b.promotion.id);
  return withPeriods.map((p) => p.promotion);
}

/** The period of each active promotion that a join enters now (the next one to be drawn). */
export async function periodsToEnter(db: Db, now = new Date()): Promise<CurrentCompetition[]> {
  return upcomingPeriods(db, await activePromotions(db, now), now);
}
