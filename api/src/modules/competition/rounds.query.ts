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

export const pendingRounds = (db: Db) => db.getRepository(DrawRoundEntity).find({ where: { status: 'pending' }, order: { id: 'ASC' }, take: 100 });
