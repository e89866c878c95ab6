import { badInput, conflict } from '../../common/errors';
import { actorOf, type Caller } from '../caller';
import { requireAdmin } from '../auth';
import { wakeOutbox } from '../notifications';
import type { DrawRoundEntity } from './draw-round.entity';
import { promotionById } from './promotions.service';
import { resetCompetitionTotalsCache } from './public.service';
import { commitRound, completeRound } from './rounds.service';
import { currentPeriod } from './schedule';
import type { WinnerEntity } from './winner.entity';
import { winnerById } from './winners.query';

export type SelectWinnerResult = { status: 'complete'; winner: WinnerEntity; newlyDrawn: boolean; round: DrawRoundEntity } | { status: 'pending'; round: DrawRoundEntity };

/**
 * Admin: draw the open period of a promotion now, commit then reveal. The first run freezes and
 * commits the entry list with a future block as its randomness and answers pending ("waiting for
 * block N"); a later run (or the scheduler) reveals it once the block exists. A period is drawn
 * once: every repeat returns the same round or winner.
 */
export async function selectWinner(ctx: Caller, rawPromotionId: string): Promise<SelectWinnerResult> {
  const admin = requireAdmin(ctx);
  const promotion = await promotionById(ctx.db, rawPromotionId);
  const now = new Date();
  if (!promotion.isActive) throw badInput('This promotion is not active', 'promotionId');
  if (now < promotion.startDate) throw badInput('This promotion has not started yet', 'promotionId');
  const period = currentPeriod(promotion, now);
  if (!period) throw badInput('This promotion has no draw left before its end date', 'promotionId');
  const actor = actorOf(ctx);
  const runBy = `admin ${admin.username} (#${admin.id})`;
  const round = await commitRound(ctx.db, { promotion, period, trigger: 'manual', actor, now });
  // The public figures move on to the next period at once (in this process; others within their cache's 15 s).
  resetCompetitionTotalsCache();
  if (round.status === 'void') throw conflict(`This period is void: ${round.voidReason}`);
  const outcome = await completeRound(ctx.db, round, actor, runBy, now);
  if (outcome.status === 'void') throw conflict(`This period is void: ${outcome.round.voidReason}`);
  if (outcome.status === 'pending') return { status: 'pending', round: outcome.round };
  if (outcome.newlyDrawn) wakeOutbox();
  return { status: 'complete', winner: (await winnerById(ctx.db, outcome.winnerId))!, newlyDrawn: outcome.newlyDrawn, round: outcome.round };
}
