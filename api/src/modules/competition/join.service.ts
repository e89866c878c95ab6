import { AppError, forbidden } from '../../common/errors';
import { sourceKey } from '../../common/client-ip';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { joinCompetitionSchema } from '../../contracts/competition';
import type { Caller } from '../caller';
import { requireUser, UserEntity } from '../auth';
import { customerStanding } from './entries.service';
import { ParticipationEntity } from './participation.entity';
import { currentCompetition, periodsToEnter, type CurrentCompetition } from './promotions.query';
import { drawPseudonym } from './pseudonym';
import { previousDrawTime } from './schedule';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { joinDetailsMessage } from './join-mail';

/**
 * The window a customer's entries are measured in: the current draw period, or, when no promotion
 * runs, since the last daily draw time (what a daily draw would count now).
 */
const standingWindow = (current: CurrentCompetition | null, now: Date) => current?.period ?? { start: previousDrawTime('daily', now) };

/** Joins per IP (the form is public; each join may e-mail an account's owner): 20 per 10 minutes. */
export const joinThrottle = new Throttle('competition-join', {
  points: 20,
  durationSeconds: 10 * 60,
  blockSeconds: 10 * 60,
  message: 'Too many competition entries from this network. Please try again in a few minutes.',
});

export const ACCOUNT_NOT_FOUND = 'Account not found. Please create an account to participate in competitions.';
export const NO_ACTIVE_SERVICE = 'You need an active cloud storage service to participate.';
/** The public form's answer to anyone but the signed-in account holder: the same whatever the account. */
export const JOIN_NEUTRAL = 'If this account has an active storage service, it is entered; we e-mailed the details to its owner';

export interface JoinResult {
  success: true;
  user: { firstName: string };
  totalEntries: number;
  activeServices: number;
}

export interface NeutralJoinResult {
  success: true;
  message: string;
}

/** Record one participation row per active promotion, in the period to be drawn next (idempotent). */
async function enter(ctx: Caller, userId: number, now: Date): Promise<void> {
  const rows = (await periodsToEnter(ctx.db, now)).map(({ promotion, period }) => ({ promotionId: promotion.id, periodKey: period.key, userId, joinedAt: now }));
  if (rows.length) await ctx.db.getRepository(ParticipationEntity).createQueryBuilder().insert().values(rows).orIgnore().execute();
}

/**
 * Join the current competition by e-mail or username (public), throttled per IP either way.
 * - The signed-in customer joining as themselves gets the spec's answers: 'Welcome {name}! You have
 *   {n} entries across {n} services.' (entries now and active services), or the spec's errors
 *   (active service required).
 * - Anyone else (a visitor, or someone typing another account) gets one neutral answer whatever the
 *   account: no first name, no counts, not even whether it exists. A customer's account is entered
 *   as above and its owner gets the details by e-mail (join-mail.ts, at most hourly).
 * An administrator account is never entered, and is answered like no account at all.
 */
export async function joinCompetition(ctx: Caller, raw: unknown): Promise<JoinResult | NeutralJoinResult> {
  await joinThrottle.take(sourceKey(ctx.ip));
  const input = parseInput(joinCompetitionSchema, raw);
  const repo = ctx.db.getRepository(UserEntity);
  const found = 'email' in input ? await repo.findOneBy({ email: input.email }) : await repo.findOneBy({ usernameKey: input.username.toLowerCase() });
  const user = found && !found.deletedAt && found.userType === 'user' ? found : null;
  const self = !!ctx.user && ctx.user.id === found?.id;
  const now = new Date();
  if (!self) {
    if (user) {
      const standing = await customerStanding(ctx.db, user.id, standingWindow(await currentCompetition(ctx.db, now), now), now);
      if (standing.activeServices > 0) await enter(ctx, user.id, now);
      await enqueueMessages(ctx.db, [joinDetailsMessage(user, standing, now)]);
      wakeOutbox();
    }
    return { success: true, message: JOIN_NEUTRAL };
  }
  if (!user) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const current = await currentCompetition(ctx.db, now);
  const standing = await customerStanding(ctx.db, user.id, standingWindow(current, now), now);
  if (standing.activeServices === 0) throw forbidden(NO_ACTIVE_SERVICE);
  await enter(ctx, user.id, now);
  return { success: true, user: { firstName: user.firstName }, totalEntries: standing.entries, activeServices: standing.activeServices };
}

/**
 * The signed-in customer's standing in the current draw period: entries from the storage they
 * actually hold (metered), and their pseudonym in the current promotion's published entry lists.
 */
export async function myCompetitionStatus(ctx: Caller) {
  const user = requireUser(ctx);
  const now = new Date();
  const current = await currentCompetition(ctx.db, now);
  const s = await customerStanding(ctx.db, user.id, standingWindow(current, now), now);
  const customer = user.userType === 'user';
  // Why the customer is not in the draws, for the status card (only ever told to the customer themselves).
  const ineligibleReason: 'staff' | 'no_active_service' | 'overdue_invoice' | null = !customer ? 'staff' : s.activeServices === 0 ? 'no_active_service' : s.overdue.length ? 'overdue_invoice' : null;
  return {
    entries: customer ? s.entries : 0,
    activeServices: s.activeServices,
    activeStorageGB: s.activeStorageGB,
    eligible: ineligibleReason === null,
    ineligibleReason,
    overdueInvoices: customer ? s.overdue.map((i) => i.number) : [],
    pseudonym: customer && current ? drawPseudonym(current.promotion.id, user.id) : null,
  };
}
