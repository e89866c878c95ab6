import type { Db } from '../../db/db';
import { activePromotions, currentCompetitionPromotion, upcomingPeriods } from './promotions.query';
import { entriesOfPeriod } from './entries.service';

/**
 * Headline competition figures for the admin dashboard: entries of the current competition period
 * (the active promotion with the soonest next draw) and the number of active promotions.
 */
export async function competitionStats(db: Db): Promise<{ competitionEntries: number; activePromotions: number }> {
  const now = new Date();
  const active = await activePromotions(db, now);
  const current = currentCompetitionPromotion(await upcomingPeriods(db, active, now));
  if (!current) return { competitionEntries: 0, activePromotions: active.length };
  const { total } = await entriesOfPeriod(db, current.promotion, current.period);
  return { competitionEntries: total, activePromotions: active.length };
}
