import type { Db } from '../../db/db';
import { DrawRoundEntity } from './draw-round.entity';
import type { Period } from './schedule';

export const roundOf = (db: Db, promotionId: number, periodKey: string) => db.getRepository(DrawRoundEntity).findOneBy({ promotionId, periodKey });

/**
 * A round of the same promotion whose time window overlaps this period's (another period key):
 * after a draw type or date change, a new period may cover time that was already committed or drawn.
 */
export async function overlappingRound(db: Db, promotionId: number, period: Period): Promise<DrawRoundEntity | null> {
  return db
    .getRepository(DrawRoundEntity)
    .createQueryBuilder('r')
    .where('r.promotion_id = :promotionId', { promotionId })
    .andWhere('r.period_key <> :key', { key: period.key })
    .andWhere('r.period_start < :drawAt AND r.draw_at > :start', { drawAt: period.drawAt, start: period.start })
    .orderBy('r.id', 'ASC')
    .getOne();
}

/**
 * Per promotion, the keys of periods whose draw time is still ahead but which are settled already:
 * drawn ahead of time by a manual run (pending or complete) or void. A scheduled round that waits
 * for its draw time is not settled: its draw is still the next one. One statement for any number
 * of promotions.
 */
export async function settledAheadKeys(db: Db, promotionIds: readonly number[], now: Date): Promise<Map<number, Set<string>>> {
  const map = new Map<number, Set<string>>(promotionIds.map((id) => [id, new Set<string>()]));
  if (!promotionIds.length) return map;
  const rows = await db
    .getRepository(DrawRoundEntity)
    .createQueryBuilder('r')
    .select(['r.promotionId', 'r.periodKey'])
    .where('r.promotion_id IN (:...ids)', { ids: [...promotionIds] })
    .andWhere('r.draw_at > :now', { now })
    .andWhere("NOT (r.trigger = 'scheduled' AND r.status = 'pending')")
    .getMany();
  for (const r of rows) map.get(r.promotionId)?.add(r.periodKey);
  return map;
}

export const pendingRounds = (db: Db) => db.getRepository(DrawRoundEntity).find({ where: { status: 'pending' }, order: { id: 'ASC' }, take: 100 });
