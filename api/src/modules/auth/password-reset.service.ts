import { sourceKey } from '../../common/client-ip';
import { badInput } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { INVALID_LINK_MESSAGE, requestPasswordResetSchema, resetPasswordSchema } from '../../contracts/auth';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { revokeCredentials } from '../account';
import { passwordResetMessage, takeoverNoticeMessage } from './account-mail';
import { findLiveToken, issueToken, revokeTokens, useToken } from './account-tokens';
import { revokeSessions } from './auth.service';
import { linkTokenThrottle } from './email-verification.service';
import { hashPassword } from './password';
import { acceptablePassword } from './password-policy';
import { UserEntity } from './user.entity';
import { withUserLock } from './user-lock';

export const RESET_REQUESTED_MESSAGE = 'If an account uses this address, we have sent it a link to choose a new password. Check your e-mail.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed and every session signed out. Sign in with your new password.';

/** Reset e-mails per source, and per address (so no one can flood an inbox from many networks). */
export const resetRequestThrottles = {
  source: new Throttle('reset-request-source', { points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60, message: 'Too many password reset requests from this network. Please try again later.' }),
  address: new Throttle('reset-request-address', { points: 3, durationSeconds: 60 * 60, blockSeconds: 60 * 60, message: 'Too many password reset requests for this address. Please check your e-mail or try again later.' }),
};

/**
 * "Forgot password?": e-mail a single-use reset link if an account has this address. The answer is
 * the same whether or not one does; both limits are taken before the lookup, so even the 429s are
 * the same for a known and an unknown address. The mail leaves through the outbox.
 */
export async function requestPasswordReset(ctx: Caller, raw: unknown): Promise<{ success: true; message: string }> {
  const source = sourceKey(ctx.ip);
  await resetRequestThrottles.source.check(source);
  const { email } = parseInput(requestPasswordResetSchema, raw);
  await resetRequestThrottles.source.consume(source);
  await resetRequestThrottles.address.consume(`email:${email}`);
  const user = await ctx.db.getRepository(UserEntity).findOneBy({ email });
  if (user && !user.deletedAt) {
    await ctx.db.transaction(async (m) => {
      const token = await issueToken(m, user, 'password-reset');
      await enqueueMessages(m, [passwordResetMessage(user, token)]);
      await recordSecurityEvent(m, { ...actorOf(ctx), userId: user.id }, { type: 'password', action: 'Password reset link requested', severity: 'medium', userId: user.id });
    });
    wakeOutbox();
  }
  return { success: true, message: RESET_REQUESTED_MESSAGE };
}

/**
 * Choose a new password with a reset link. The new password is checked first (a weak one does not
 * use up the link); then, in one transaction holding the user's lock: the link is used (once,
 * atomically), the password changes, EVERY session ends, other reset links die, the console's links
 * end, and (unless the person unticked it) personal access tokens are revoked and S3 access keys
 * deactivated; the address counts as verified (the link reached its inbox), and the owner is told
 * by e-mail exactly what was taken back. A second factor stays on: the next sign-in still asks for it.
 */
export async function resetPassword(ctx: Caller, raw: unknown): Promise<{ success: true; message: string }> {
  const source = sourceKey(ctx.ip);
  await linkTokenThrottle.consume(source);
  const input = parseInput(resetPasswordSchema, raw);
  const row = await findLiveToken(ctx.db, input.token, 'password-reset');
  const user = row ? await ctx.db.getRepository(UserEntity).findOneBy({ id: row.userId }) : null;
  if (!row || !user || user.deletedAt) throw badInput(INVALID_LINK_MESSAGE, 'token');
  await linkTokenThrottle.refund(source); // a real link: its password mistakes are not guesses
  const password = acceptablePassword(input.password, user, 'password');
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const actor = { ...actorOf(ctx), userId: user.id };
  await withUserLock(ctx.db, user.id, async (m) => {
    if (!(await useToken(m, row, now))) throw badInput(INVALID_LINK_MESSAGE, 'token');
    await m.getRepository(UserEntity).update(user.id, { passwordHash, ...(row.email === user.email ? { emailVerifiedAt: user.emailVerifiedAt ?? now } : {}) });
    await revokeSessions(m, user.id);
    await revokeTokens(m, user.id, 'password-reset', now);
    await recordSecurityEvent(m, actor, { type: 'password', action: 'Password reset with an e-mail link; every session signed out', severity: 'high', userId: user.id });
    const taken = await revokeCredentials(m, actor, user.id, { tokensAndKeys: input.revokeTokensAndKeys }, now);
    await enqueueMessages(m, [takeoverNoticeMessage(user, 'Your Mawingu Cloud password was changed', 'The password of your Mawingu Cloud account was just reset with a link sent to this address.', 'every', taken)]);
  });
  wakeOutbox();
  return { success: true, message: PASSWORD_RESET_MESSAGE };
}
