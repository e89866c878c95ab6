import { In } from 'typeorm';
import type { Caller } from '../caller';
import { requireAdmin, UserEntity } from '../auth';
import { CloudStorageServiceEntity } from '../services';
import { ParticipationEntity } from './participation.entity';
import { periodEntriesFor } from './period-entries';
import { promotionById } from './promotions.service';
import { lastClosedPeriod, upcomingPeriod } from './schedule';

/** At most this many participants are listed (most entries first). */
export const PARTICIPANTS_LIMIT = 500;

export interface ParticipantView {
  id: string;
  user: UserEntity;
  entryDate: Date;
  entries: number;
  joinedExplicitly: boolean;
}

/**
 * Admin: the customers with entries in a promotion's open period (or its last period once ended),
 * most entries first. A constant number of statements whatever the size.
 */
export async function promotionParticipants(ctx: Caller, rawPromotionId: string): Promise<ParticipantView[]> {
  requireAdmin(ctx);
  const promotion = await promotionById(ctx.db, rawPromotionId);
  const now = new Date();
  // The period whose entries count now (past one a manual run drew early), else the last one once ended.
  const period = upcomingPeriod(promotion, now, await ctx.loaders.settledAheadByPromotionId.load(promotion.id)) ?? lastClosedPeriod(promotion, now);
  if (!period) return [];
  const { list } = await periodEntriesFor(ctx, promotion, period);
  const order = list.userIds.map((_, i) => i).sort((a, b) => list.entries[b]! - list.entries[a]! || list.userIds[a]! - list.userIds[b]!);
  const top = order.slice(0, PARTICIPANTS_LIMIT).map((i) => ({ userId: list.userIds[i]!, entries: list.entries[i]! }));
  if (top.length === 0) return [];
  const ids = top.map((t) => t.userId);
  const [users, joins, firstServices] = await Promise.all([
    ctx.db.getRepository(UserEntity).findBy({ id: In(ids) }),
    ctx.db.getRepository(ParticipationEntity).findBy({ promotionId: promotion.id, periodKey: period.key, userId: In(ids) }),
    ctx.db
      .getRepository(CloudStorageServiceEntity)
      .createQueryBuilder('s')
      .select('s.user_id', 'userId')
      .addSelect('MIN(s.start_date)', 'first')
      .where("s.status = 'active'")
      .andWhere({ userId: In(ids) })
      .groupBy('s.user_id')
      .getRawMany<{ userId: number | string; first: string | Date }>(),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const joinByUser = new Map(joins.map((j) => [j.userId, j]));
  const firstByUser = new Map(firstServices.map((r) => [Number(r.userId), asDate(r.first)]));
  return top.flatMap(({ userId, entries }) => {
    const user = userById.get(userId);
    if (!user) return [];
    const join = joinByUser.get(userId);
    const first = firstByUser.get(userId);
    const auto = first && first > period.start ? first : period.start;
    return [{ id: `${promotion.id}:${period.key}:${userId}`, user, entryDate: join?.joinedAt ?? auto, entries, joinedExplicitly: !!join }];
  });
}

/** Raw date values: Date on PostgreSQL, 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) text on SQLite. */
function asDate(v: string | Date): Date {
  if (v instanceof Date) return v;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);
}
