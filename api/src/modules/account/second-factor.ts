import { AppError, badInput } from '../../common/errors';
import { decryptSecret, secretBinding } from '../../common/secrets';
import { Throttle } from '../../common/throttle';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { UserEntity } from '../auth';
import { consumeRecoveryCode } from './recovery-codes';
import { verifyTotp } from './totp';

/** Wrong second-factor codes per account (login, enrolment, account changes): consumed before each check. */
export const twoFactorThrottle = new Throttle('two-factor', { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many wrong codes. Please try again in 15 minutes.' });

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
export const WRONG_CODE = 'The authentication code is not correct';
/** A right code whose time step was already consumed (typically the one just typed at sign-in). */
export const CODE_ALREADY_USED = 'This code was already used. Wait for the next code from your authenticator app, or use a recovery code.';

/**
 * Check a 6-digit TOTP code (±1 step) and consume its time step atomically, so the same code
 * (or an older one) can never be accepted twice.
 */
export async function consumeTotp(db: Db, user: UserEntity, code: string): Promise<boolean> {
  if (!user.totpSecretEnc || !/^\d{6}$/.test(code)) return false;
  const step = await verifyTotp(decryptSecret(user.totpSecretEnc, secretBinding.totpSeed(user.id)), code, user.totpLastStep);
  if (step === null) return false;
  const res = await db
    .createQueryBuilder()
    .update(UserEntity)
    .set({ totpLastStep: step })
    .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
    .execute();
  return (res.affected ?? 0) === 1;
}

/**
 * Would this 6-digit code be right, were its time step not consumed already? Then the person has
 * their authenticator and typed a code they just used (each code works once): tell them so.
 */
async function wasAlreadyUsed(db: Db, userId: number, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const fresh = await db.getRepository(UserEntity).findOne({ select: { id: true, totpSecretEnc: true, totpLastStep: true }, where: { id: userId } });
  if (!fresh?.totpSecretEnc || fresh.totpLastStep === null) return false;
  const step = await verifyTotp(decryptSecret(fresh.totpSecretEnc, secretBinding.totpSeed(userId)), code);
  return step !== null && step <= fresh.totpLastStep;
}

/** A TOTP code or one unused recovery code; which one matched, or null. Not throttled: callers are. */
export async function matchSecondFactor(db: Db, user: UserEntity, rawCode: string): Promise<'totp' | 'recovery' | null> {
  const code = rawCode.trim().slice(0, 64);
  if (/^\d{6}$/.test(code)) return (await consumeTotp(db, user, code)) ? 'totp' : null;
  return (await consumeRecoveryCode(db, user.id, code)) ? 'recovery' : null;
}

/**
 * The second factor an account change asks for when 2FA is on (password change, e-mail change,
 * turning 2FA off). Counted against the per-account code limit before it is checked; refunded when
 * right. No-op for accounts without 2FA.
 */
export async function requireSecondFactor(ctx: Caller, user: UserEntity, code: unknown, field = 'code'): Promise<void> {
  if (!user.twoFactorEnabled) return;
  if (typeof code !== 'string' || !code.trim()) throw badInput(CODE_REQUIRED, field);
  const key = `user:${user.id}`;
  await twoFactorThrottle.consume(key);
  const method = await matchSecondFactor(ctx.db, user, code);
  if (!method) {
    // Still counted against the limit (no refund): a replayed code is no way around it.
    if (await wasAlreadyUsed(ctx.db, user.id, code.trim())) throw new AppError('BAD_USER_INPUT', CODE_ALREADY_USED, { field });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'two_factor', action: 'Wrong two-factor code for an account change', severity: 'medium' });
    throw new AppError('BAD_USER_INPUT', WRONG_CODE, { field });
  }
  await twoFactorThrottle.refund(key);
  if (method === 'recovery') await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'two_factor', action: 'Recovery code used for an account change', severity: 'high' });
}
