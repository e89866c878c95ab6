import { badInput, conflict } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { profileSchema } from '../../contracts/account';
import { takeoverOptionSchema } from '../../contracts/auth';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { acceptablePassword, hashPassword, requireLiveSession, requireSessionUser, requireUser, revokeSessions, securityNoticeMessage, sendVerification, takeoverNoticeMessage, UserEntity, verifyPassword, withUserLock } from '../auth';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { revokeCredentials } from './revoke-credentials';
import { requireSecondFactor } from './second-factor';

/** Wrong current passwords on the account pages (e-mail change, password change, deletion, 2FA off). */
export const passwordCheckThrottle = new Throttle('password-check', { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many wrong passwords. Please try again in 15 minutes.' });
/** E-mail changes per user: each one sends mail, and a taken address is answered (signed in only). */
export const emailChangeThrottle = new Throttle('email-change', { points: 5, durationSeconds: 60 * 60, blockSeconds: 60 * 60, message: 'Too many e-mail address changes. Please try again later.' });

/** Verify the signed-in user's current password; the attempt is counted before argon2 runs and refunded when right. */
export async function checkCurrentPassword(ctx: Caller, user: UserEntity, password: unknown, field = 'currentPassword'): Promise<void> {
  if (typeof password !== 'string' || !password) throw badInput('Current password is required', field);
  const key = `user:${user.id}`;
  await passwordCheckThrottle.consume(key);
  if (!(await verifyPassword(user.passwordHash, password))) throw badInput('Current password is incorrect', field);
  await passwordCheckThrottle.refund(key);
}

/**
 * Profile fields. A new e-mail address needs the current password and, when 2FA is on, a code; it
 * starts unverified (a link goes to it), the old address is told, and every other session ends.
 * Never userType, username or ids.
 */
export async function updateProfile(ctx: Caller, raw: unknown): Promise<UserEntity> {
  const user = requireUser(ctx);
  const input = parseInput(profileSchema, raw);
  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    requireSessionUser(ctx);
    await checkCurrentPassword(ctx, user, input.currentPassword);
    await requireSecondFactor(ctx, user, input.code);
    await emailChangeThrottle.consume(`user:${user.id}`);
  }
  const oldEmail = user.email;
  const saved = await ctx.db.transaction(async (m) => {
    const repo = m.getRepository(UserEntity);
    if (emailChanged && (await repo.existsBy({ email: input.email }))) throw conflict('An account with this email already exists', 'email');
    const change = { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, company: input.company, kraPin: input.kraPin, bio: input.bio };
    await repo.update(user.id, emailChanged ? { ...change, emailVerifiedAt: null } : change);
    await recordSecurityEvent(m, actorOf(ctx), {
      type: 'settings',
      action: emailChanged ? 'Profile updated (e-mail address changed; other sessions signed out)' : 'Profile updated',
      severity: emailChanged ? 'medium' : 'low',
    });
    const fresh = await repo.findOneByOrFail({ id: user.id });
    if (emailChanged) {
      await revokeSessions(m, user.id, ctx.session?.id);
      await sendVerification(m, fresh);
      await enqueueMessages(m, [
        securityNoticeMessage(fresh, 'Your e-mail address was changed', `The e-mail address of your Mawingu Cloud account was changed from this address to ${input.email}. Every other session was signed out.`, oldEmail),
      ]);
    }
    return fresh;
  });
  if (emailChanged) wakeOutbox();
  Object.assign(user, saved);
  return saved;
}

/**
 * Change the password (current password, and a code when 2FA is on): every other session ends, the
 * console's links end, and (unless unticked) personal access tokens are revoked and S3 access keys
 * deactivated, in one transaction holding the user's lock. The notice lists what was taken back.
 */
export async function changePassword(ctx: Caller, raw: { currentPassword?: unknown; newPassword?: unknown; code?: unknown; revokeTokensAndKeys?: unknown }) {
  const user = requireSessionUser(ctx);
  const { revokeTokensAndKeys } = parseInput(takeoverOptionSchema, raw);
  await checkCurrentPassword(ctx, user, raw.currentPassword);
  const newPassword = acceptablePassword(raw.newPassword, user, 'newPassword');
  await requireSecondFactor(ctx, user, raw.code);
  if (await verifyPassword(user.passwordHash, newPassword)) throw badInput('The new password must be different from the current one', 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await withUserLock(ctx.db, user.id, async (m) => {
    await requireLiveSession(m, ctx);
    await m.getRepository(UserEntity).update(user.id, { passwordHash });
    await revokeSessions(m, user.id, ctx.session?.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'password', action: 'Password changed; other sessions signed out', severity: 'medium' });
    const taken = await revokeCredentials(m, actorOf(ctx), user.id, { tokensAndKeys: revokeTokensAndKeys });
    await enqueueMessages(m, [takeoverNoticeMessage(user, 'Your Mawingu Cloud password was changed', 'The password of your Mawingu Cloud account was changed.', 'other', taken)]);
  });
  wakeOutbox();
  user.passwordHash = passwordHash;
  return { success: true, message: 'Password changed. Other sessions have been signed out.' };
}
