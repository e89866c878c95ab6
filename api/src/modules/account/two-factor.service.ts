import QRCode from 'qrcode';
import { badInput, conflict, unauthenticated } from '../../common/errors';
import { encryptSecret, secretBinding } from '../../common/secrets';
import { parseInput } from '../../common/validation';
import { takeoverOptionSchema } from '../../contracts/auth';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { pendingTwoFactorUser, recoveryCodeUsedMessage, requireLiveSession, requireSessionUser, revokeSessions, securityNoticeMessage, startSession, takeoverNoticeMessage, UserEntity, withUserLock } from '../auth';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { revokeConsoleLinks } from '../storage';
import { checkCurrentPassword } from './account.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { revokeCredentials } from './revoke-credentials';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes';
import { consumeTotp, matchSecondFactor, requireSecondFactor, twoFactorThrottle } from './second-factor';
import { newTotpSecret, otpauthUri } from './totp';

export { RECOVERY_CODE_COUNT, twoFactorThrottle };

/** Issuer shown in authenticator apps. */
const ISSUER = 'Mawingu Cloud';
const INVALID_CODE = 'Invalid authentication code';

/** Start (or restart) enrolment: a new secret, stored encrypted but not active until confirmed. */
export async function startTwoFactorEnrolment(ctx: Caller) {
  const user = requireSessionUser(ctx);
  if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
  const secret = newTotpSecret();
  await ctx.db.getRepository(UserEntity).update(user.id, { totpSecretEnc: encryptSecret(secret, secretBinding.totpSeed(user.id)), totpLastStep: null });
  const otpauthUrl = otpauthUri(ISSUER, user.email, secret);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * Confirm enrolment with a code from the app: 2FA on, ten recovery codes shown once, and every
 * OTHER session signed out (a session opened before the account had a second factor must not keep
 * going without one), with the console links such sessions may have made.
 */
export async function confirmTwoFactor(ctx: Caller, raw: { code: string }) {
  const signedIn = requireSessionUser(ctx);
  const key = `user:${signedIn.id}`;
  await twoFactorThrottle.consume(key);
  const result = await ctx.db.transaction(async (m) => {
    const user = await m.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
    if (!user.totpSecretEnc) throw badInput('Start the two-factor set-up first', 'code');
    if (!(await consumeTotp(m, user, String(raw.code ?? '').trim()))) {
      throw badInput('The code is not correct. Check the time on your device and try again.', 'code');
    }
    await m.getRepository(UserEntity).update(user.id, { twoFactorEnabled: true });
    const recoveryCodes = await issueRecoveryCodes(m, user.id);
    await revokeSessions(m, user.id, ctx.session?.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'two_factor', action: 'Two-factor authentication enabled; other sessions signed out', severity: 'medium' });
    const links = await revokeConsoleLinks(m, actorOf(ctx), user.id);
    const text = `Two-factor authentication was turned on for your Mawingu Cloud account. Every other session was signed out${links ? ', and console links made before this stopped working' : ''}.`;
    await enqueueMessages(m, [securityNoticeMessage(user, 'Two-factor authentication is on', text)]);
    return { user: await m.getRepository(UserEntity).findOneByOrFail({ id: user.id }), recoveryCodes };
  });
  await twoFactorThrottle.reset(key);
  wakeOutbox();
  return result;
}

/**
 * Turn 2FA off: the password AND a current code (or a recovery code). Every other session ends, the
 * console's links end, and (unless unticked) personal access tokens are revoked and S3 access keys
 * deactivated, in one transaction holding the user's lock; the notice lists what was taken back.
 */
export async function disableTwoFactor(ctx: Caller, raw: { password: string; code?: string | null; revokeTokensAndKeys?: boolean | null }) {
  const signedIn = requireSessionUser(ctx);
  const { revokeTokensAndKeys } = parseInput(takeoverOptionSchema, raw);
  const user = await ctx.db.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
  await checkCurrentPassword(ctx, user, raw.password, 'password');
  await requireSecondFactor(ctx, user, raw.code, 'code');
  const updated = await withUserLock(ctx.db, user.id, async (m) => {
    await requireLiveSession(m, ctx);
    await m.getRepository(UserEntity).update(user.id, { twoFactorEnabled: false, totpSecretEnc: null, totpLastStep: null });
    await m.getRepository(RecoveryCodeEntity).delete({ userId: user.id });
    await revokeSessions(m, user.id, ctx.session?.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'two_factor', action: 'Two-factor authentication disabled; other sessions signed out', severity: 'high' });
    const taken = await revokeCredentials(m, actorOf(ctx), user.id, { tokensAndKeys: revokeTokensAndKeys });
    await enqueueMessages(m, [takeoverNoticeMessage(user, 'Two-factor authentication is off', 'Two-factor authentication was turned off for your Mawingu Cloud account.', 'other', taken)]);
    return m.getRepository(UserEntity).findOneByOrFail({ id: user.id });
  });
  wakeOutbox();
  return updated;
}

/** Second step of a login: a TOTP code or a recovery code; wrong codes are throttled per user (counted before the check). */
export async function completeTwoFactorLogin(ctx: Caller, raw: { code?: unknown }): Promise<UserEntity> {
  const user = await pendingTwoFactorUser(ctx);
  const code = typeof raw.code === 'string' ? raw.code.trim().slice(0, 64) : '';
  if (!code) throw badInput('Authentication code is required', 'code');
  const key = `user:${user.id}`;
  await twoFactorThrottle.consume(key);
  const method = await matchSecondFactor(ctx.db, user, code);
  if (!method) {
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'failed_login', action: 'Failed sign-in: wrong two-factor code', severity: 'medium', userId: user.id });
    throw unauthenticated(INVALID_CODE);
  }
  await twoFactorThrottle.reset(key);
  if (method === 'recovery') {
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'two_factor', action: 'Recovery code used to sign in', severity: 'high', userId: user.id });
    await enqueueMessages(ctx.db, [recoveryCodeUsedMessage(user, await unusedRecoveryCodes(ctx.db, user.id))]);
    wakeOutbox();
  }
  await startSession(ctx, user);
  return user;
}

export async function unusedRecoveryCodes(db: Caller['db'], userId: number): Promise<number> {
  return db.getRepository(RecoveryCodeEntity).createQueryBuilder('r').where('r.user_id = :userId AND r.used_at IS NULL', { userId }).getCount();
}
