import type { Caller } from '../caller';
import { requireAdmin } from '../auth';
import { promotionById } from './promotions.service';
import type { WinnerEntity } from './winner.entity';
import { recentWinners, winnersPage, type WinnerPage } from './winners.query';

export const ADMIN_PAGE_MAX = 100;

/** Admin: winners newest first, keyset-paginated ('first' capped at 100), searchable by promotion name. */
export async function adminWinnersPage(ctx: Caller, args: { first?: number | null; after?: string | null; search?: string | null }): Promise<WinnerPage> {
  requireAdmin(ctx);
  const first = Math.min(Math.max(Math.trunc(args.first ?? 20) || 20, 1), ADMIN_PAGE_MAX);
  return winnersPage(ctx.db, { first, after: args.after, search: args.search });
}

/** Admin: the winners of one promotion, newest first. */
export async function promotionWinners(ctx: Caller, rawPromotionId: string): Promise<WinnerEntity[]> {
  requireAdmin(ctx);
  const promotion = await promotionById(ctx.db, rawPromotionId);
  return recentWinners(ctx.db, 500, promotion.id);
}
