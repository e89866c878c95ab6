import { badInput, conflict } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { profileSchema } from '../../contracts/account';
import { passwordSchema } from '../../contracts/auth';
import { actorOf, type RequestContext } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { requireUser, revokeSessions } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { UserEntity } from '../auth/user.entity';

/** Wrong current passwords on the account pages (e-mail change, password change, deletion, 2FA off). */
export const passwordCheckThrottle = new Throttle({ points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many wrong passwords. Please try again in 15 minutes.' });

/** Verify the signed-in user's current password (throttled per user). */
export async function checkCurrentPassword(ctx: RequestContext, user: UserEntity, password: unknown, field = 'currentPassword'): Promise<void> {
  const key = `user:${user.id}`;
  await passwordCheckThrottle.check(key);
  if (typeof password !== 'string' || !password) throw badInput('Current password is required', field);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await passwordCheckThrottle.hit(key);
    throw badInput('Current password is incorrect', field);
  }
  await passwordCheckThrottle.reset(key);
}

/** Profile fields; a new e-mail address needs the current password. Never userType, username or ids. */
export async function updateProfile(ctx: RequestContext, raw: unknown): Promise<UserEntity> {
  const user = requireUser(ctx);
  const input = parseInput(profileSchema, raw);
  const emailChanged = input.email !== user.email;
  if (emailChanged) await checkCurrentPassword(ctx, user, input.currentPassword);
  return ctx.db.transaction(async (m) => {
    const repo = m.getRepository(UserEntity);
    if (emailChanged && (await repo.existsBy({ email: input.email }))) throw conflict('An account with this email already exists', 'email');
    const change = { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, company: input.company, bio: input.bio };
    await repo.update(user.id, change);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'settings', action: emailChanged ? 'Profile updated (e-mail address changed)' : 'Profile updated', severity: emailChanged ? 'medium' : 'low' });
    Object.assign(user, change);
    return repo.findOneByOrFail({ id: user.id });
  });
}

/** Change the password; every other session of the user ends. */
export async function changePassword(ctx: RequestContext, raw: { currentPassword?: unknown; newPassword?: unknown }) {
  const user = requireUser(ctx);
  await checkCurrentPassword(ctx, user, raw.currentPassword);
  const newPassword = parseInput(passwordSchema, raw.newPassword);
  if (await verifyPassword(user.passwordHash, newPassword)) throw badInput('The new password must be different from the current one', 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (m) => {
    await m.getRepository(UserEntity).update(user.id, { passwordHash });
    await revokeSessions(m, user.id, ctx.session?.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'password', action: 'Password changed; other sessions signed out', severity: 'medium' });
  });
  user.passwordHash = passwordHash;
  return { success: true, message: 'Password changed. Other sessions have been signed out.' };
}
