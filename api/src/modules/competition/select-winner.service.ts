import { badInput } from '../../common/errors';
import { actorOf, type RequestContext } from '../../graphql/context';
import { requireAdmin } from '../auth/auth.service';
import { latestBlockOrFallback } from './beacon-source';
import { drawPeriod } from './draw.service';
import { processOutbox } from './notifications.service';
import { promotionById } from './promotions.service';
import { currentPeriod } from './schedule';
import type { WinnerEntity } from './winner.entity';
import { winnerById } from './winners.query';
import { logger } from '../../common/logger';

/**
 * Admin: draw the open period of a promotion now (timestamp = time of the run, beacon = latest
 * block). The period is drawn once; a repeat returns the stored winner with newlyDrawn false.
 */
export async function selectWinner(ctx: RequestContext, rawPromotionId: string): Promise<{ winner: WinnerEntity; newlyDrawn: boolean }> {
  const admin = requireAdmin(ctx);
  const promotion = await promotionById(ctx.db, rawPromotionId);
  const now = new Date();
  if (!promotion.isActive) throw badInput('This promotion is not active', 'promotionId');
  if (now < promotion.startDate) throw badInput('This promotion has not started yet', 'promotionId');
  const period = currentPeriod(promotion, now);
  if (!period) throw badInput('This promotion has no draw left before its end date', 'promotionId');
  const outcome = await drawPeriod(ctx.db, {
    promotion,
    period,
    beacon: () => latestBlockOrFallback(true),
    timestamp: now,
    trigger: 'manual',
    actor: actorOf(ctx),
    runBy: `admin ${admin.username} (#${admin.id})`,
  });
  if (outcome.newlyDrawn) void processOutbox(ctx.db).catch((e) => logger.warn({ error: (e as Error).message }, 'outbox run failed'));
  return { winner: (await winnerById(ctx.db, outcome.winnerId))!, newlyDrawn: outcome.newlyDrawn };
}
