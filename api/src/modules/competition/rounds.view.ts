import { In } from 'typeorm';
import type { Db } from '../../db/db';
import { DrawRoundEntity } from './draw-round.entity';
import { PromotionEntity } from './promotion.entity';
import { publicWinner } from './views';
import type { WinnerEntity } from './winner.entity';
import { winnersQuery } from './winners.query';

/** A draw round as published: the round, its promotion's name and (once complete) its public winner. */
export interface DrawRoundView {
  round: DrawRoundEntity;
  promotionName: string;
  winner: WinnerEntity | null;
}

/** Views of rounds in three statements whatever their number (rounds, their promotions, their winners). */
export async function roundViews(db: Db, rounds: DrawRoundEntity[]): Promise<DrawRoundView[]> {
  if (!rounds.length) return [];
  const promotionIds = [...new Set(rounds.map((r) => r.promotionId))];
  const drawIds = rounds.map((r) => r.drawId).filter((id): id is number => id !== null);
  const [promotions, winners] = await Promise.all([
    db.getRepository(PromotionEntity).find({ where: { id: In(promotionIds) }, select: { id: true, name: true } }),
    drawIds.length ? winnersQuery(db).where('w.draw_id IN (:...drawIds)', { drawIds }).getMany() : Promise.resolve([]),
  ]);
  const names = new Map(promotions.map((p) => [p.id, p.name]));
  const byDraw = new Map(winners.map((w) => [w.drawId, publicWinner(w)]));
  return rounds.map((round) => ({ round, promotionName: names.get(round.promotionId) ?? '', winner: round.drawId ? (byDraw.get(round.drawId) ?? null) : null }));
}

/** Public: rounds newest first (by draw time), optionally of one promotion. */
export async function recentRoundViews(db: Db, opts: { promotionId?: number; limit: number }): Promise<DrawRoundView[]> {
  const q = db.getRepository(DrawRoundEntity).createQueryBuilder('r').orderBy('r.draw_at', 'DESC').addOrderBy('r.id', 'DESC').limit(opts.limit);
  if (opts.promotionId !== undefined) q.where('r.promotion_id = :promotionId', { promotionId: opts.promotionId });
  return roundViews(db, await q.getMany());
}

/** JSON of a round for the REST shims (the same fields as the GraphQL DrawRound type). */
export function roundJson(v: DrawRoundView, winnerJson: (w: WinnerEntity) => unknown) {
  const r = v.round;
  return {
    id: String(r.id),
    promotionId: String(r.promotionId),
    promotionName: v.promotionName,
    periodKey: r.periodKey,
    periodStart: r.periodStart.toISOString(),
    drawAt: r.drawAt.toISOString(),
    trigger: r.trigger,
    status: r.status,
    committedAt: r.committedAt.toISOString(),
    entriesCommitment: r.entriesCommitment,
    totalEntries: r.totalEntries,
    drawTimestamp: r.drawTimestamp,
    beaconPlan: r.beaconPlan,
    targetBlockHeight: r.targetHeight,
    voidReason: r.voidReason,
    winner: v.winner ? winnerJson(v.winner) : null,
  };
}
