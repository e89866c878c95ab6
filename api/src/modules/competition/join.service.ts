import { AppError, forbidden, badInput } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { joinCompetitionSchema } from '../../contracts/competition';
import type { RequestContext } from '../../graphql/context';
import { requireUser } from '../auth/auth.service';
import { UserEntity } from '../auth/user.entity';
import { customerStanding } from './entries.service';
import { ParticipationEntity } from './participation.entity';
import { activePromotions } from './promotions.query';
import { currentPeriod } from './schedule';

/** Joins per IP (the form is public and reveals a first name): 20 per 10 minutes. */
export const joinThrottle = new Throttle({
  points: 20,
  durationSeconds: 10 * 60,
  blockSeconds: 10 * 60,
  message: 'Too many competition entries from this network. Please try again in a few minutes.',
});

export const ACCOUNT_NOT_FOUND = 'Account not found. Please create an account to participate in competitions.';
export const NO_ACTIVE_SERVICE = 'You need an active cloud storage service to participate.';

export interface JoinResult {
  success: true;
  user: { firstName: string };
  totalEntries: number;
  activeServices: number;
}

/**
 * Join the current competition by e-mail or username (public). Records one participation row per
 * active promotion period (idempotent); answers the customer's entries now and active services.
 */
export async function joinCompetition(ctx: RequestContext, raw: unknown): Promise<JoinResult> {
  await joinThrottle.take(ctx.ip);
  const input = parseInput(joinCompetitionSchema, raw);
  const repo = ctx.db.getRepository(UserEntity);
  const user = 'email' in input ? await repo.findOneBy({ email: input.email }) : await repo.findOneBy({ usernameKey: input.username.toLowerCase() });
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  if (user.userType !== 'user') throw badInput('Administrator accounts cannot take part in the competition');
  const standing = await customerStanding(ctx.db, user.id);
  if (standing.activeServices === 0) throw forbidden(NO_ACTIVE_SERVICE);
  const now = new Date();
  const rows = (await activePromotions(ctx.db, now)).flatMap((p) => {
    const period = currentPeriod(p, now);
    return period ? [{ promotionId: p.id, periodKey: period.key, userId: user.id, joinedAt: now }] : [];
  });
  if (rows.length) await ctx.db.getRepository(ParticipationEntity).createQueryBuilder().insert().values(rows).orIgnore().execute();
  return { success: true, user: { firstName: user.firstName }, totalEntries: standing.entries, activeServices: standing.activeServices };
}

/** The signed-in customer's standing in the competition. */
export async function myCompetitionStatus(ctx: RequestContext) {
  const user = requireUser(ctx);
  const s = await customerStanding(ctx.db, user.id);
  return { entries: user.userType === 'user' ? s.entries : 0, activeServices: s.activeServices, activeStorageGB: s.activeStorageGB, eligible: user.userType === 'user' && s.activeServices > 0 };
}
