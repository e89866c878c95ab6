import { sourceKey } from '../../common/client-ip';
import { badInput } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { INVALID_LINK_MESSAGE, verifyEmailSchema } from '../../contracts/auth';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { verificationMessage } from './account-mail';
import { findLiveToken, issueToken, useToken } from './account-tokens';
import { requireUser } from './auth.service';
import { UserEntity } from './user.entity';

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified.';
export const VERIFICATION_SENT_MESSAGE = 'Check your e-mail: we sent a link to verify your address.';

/** Wrong or stale link tokens per source (verification and reset): no use guessing 256-bit tokens, but no free database load either. */
export const linkTokenThrottle = new Throttle('link-token', { points: 20, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many invalid links from this network. Please try again later.' });
/** Verification e-mails a signed-in user can ask for. */
export const resendThrottle = new Throttle('verify-resend', { points: 3, durationSeconds: 60 * 60, blockSeconds: 60 * 60, message: 'We have sent several verification e-mails already. Please check your inbox (and spam folder) or try again later.' });

/** Queue a verification link for the user's current address, in the caller's transaction. */
export async function sendVerification(m: Db, user: UserEntity): Promise<void> {
  const token = await issueToken(m, user, 'verify-email');
  await enqueueMessages(m, [verificationMessage(user, token)]);
}

/** Open a verification link (signed in or not): the address counts as verified if it is still the account's. */
export async function verifyEmail(ctx: Caller, raw: unknown): Promise<{ success: true; message: string }> {
  const source = sourceKey(ctx.ip);
  await linkTokenThrottle.consume(source);
  const { token } = parseInput(verifyEmailSchema, raw);
  const row = await findLiveToken(ctx.db, token, 'verify-email');
  const user = row ? await ctx.db.getRepository(UserEntity).findOneBy({ id: row.userId }) : null;
  // A link for an address the account no longer has (changed since) proves nothing about the new one.
  if (!row || !user || user.deletedAt || user.email !== row.email) throw badInput(INVALID_LINK_MESSAGE, 'token');
  await ctx.db.transaction(async (m) => {
    if (!(await useToken(m, row))) throw badInput(INVALID_LINK_MESSAGE, 'token');
    await m.getRepository(UserEntity).update(user.id, { emailVerifiedAt: new Date() });
    await recordSecurityEvent(m, { ...actorOf(ctx), userId: user.id }, { type: 'account', action: 'E-mail address verified', severity: 'low', userId: user.id });
  });
  await linkTokenThrottle.refund(source);
  if (ctx.user?.id === user.id) ctx.user.emailVerifiedAt = new Date();
  return { success: true, message: EMAIL_VERIFIED_MESSAGE };
}

/** Send the signed-in user a new verification link (the previous one stops working). */
export async function resendVerification(ctx: Caller): Promise<{ success: true; message: string }> {
  const signedIn = requireUser(ctx);
  if (signedIn.emailVerifiedAt) return { success: true, message: EMAIL_VERIFIED_MESSAGE };
  await resendThrottle.consume(`user:${signedIn.id}`);
  await ctx.db.transaction(async (m) => {
    const user = await m.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
    await sendVerification(m, user);
  });
  wakeOutbox();
  return { success: true, message: VERIFICATION_SENT_MESSAGE };
}
