import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { badInput, conflict, unauthenticated } from '../../common/errors';
import { decryptSecret, encryptSecret } from '../../common/secrets';
import { Throttle } from '../../common/throttle';
import { actorOf, type Db, type RequestContext } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { pendingTwoFactorUser, requireUser, startSession } from '../auth/auth.service';
import { UserEntity } from '../auth/user.entity';
import { checkCurrentPassword } from './account.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-factor codes per account (login, confirmation, disabling). */
export const twoFactorThrottle = new Throttle({ points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many wrong codes. Please try again in 15 minutes.' });

/** Issuer shown in authenticator apps. */
const ISSUER = 'Mawingu Cloud';
const INVALID_CODE = 'Invalid authentication code';
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "XXXXX-XXXXX": 10 characters from a 32-letter alphabet (50 bits), CSPRNG. */
export function newRecoveryCode(): string {
  const chars = [...crypto.randomBytes(10)].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashRecoveryCode = (code: string) => crypto.createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Start (or restart) enrolment: a new secret, stored encrypted but not active until confirmed. */
export async function startTwoFactorEnrolment(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
  const secret = newTotpSecret();
  await ctx.db.getRepository(UserEntity).update(user.id, { totpSecretEnc: encryptSecret(secret), totpLastStep: null });
  const otpauthUrl = otpauthUri(ISSUER, user.email, secret);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * Check a 6-digit TOTP code (±1 step) and consume its time step atomically, so the same code
 * (or an older one) can never be accepted twice.
 */
async function consumeTotp(db: Db, user: UserEntity, code: string): Promise<boolean> {
  if (!user.totpSecretEnc || !/^\d{6}$/.test(code)) return false;
  const secret = decryptSecret(user.totpSecretEnc);
  const step = await verifyTotp(secret, code, user.totpLastStep);
  if (step === null) return false;
  const res = await db
    .createQueryBuilder()
    .update(UserEntity)
    .set({ totpLastStep: step })
    .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
    .execute();
  return (res.affected ?? 0) === 1;
}

/** Use one unused recovery code (atomically). */
async function consumeRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const norm = normaliseRecoveryCode(code);
  if (norm.length !== 10) return false;
  const row = await db.getRepository(RecoveryCodeEntity).findOneBy({ userId, codeHash: hashRecoveryCode(norm) });
  if (!row || row.usedAt) return false;
  const res = await db.createQueryBuilder().update(RecoveryCodeEntity).set({ usedAt: new Date() }).where('id = :id AND used_at IS NULL', { id: row.id }).execute();
  return (res.affected ?? 0) === 1;
}

async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.getRepository(RecoveryCodeEntity).delete({ userId });
  const now = new Date();
  await db.getRepository(RecoveryCodeEntity).insert(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), usedAt: null, createdAt: now })));
  return codes;
}

/** Confirm enrolment with a code from the app: 2FA on, ten recovery codes shown once. */
export async function confirmTwoFactor(ctx: RequestContext, raw: { code: string }) {
  const signedIn = requireUser(ctx);
  const key = `user:${signedIn.id}`;
  await twoFactorThrottle.check(key);
  return ctx.db.transaction(async (m) => {
    const user = await m.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
    if (!user.totpSecretEnc) throw badInput('Start the two-factor set-up first', 'code');
    if (!(await consumeTotp(m, user, String(raw.code ?? '').trim()))) {
      await twoFactorThrottle.hit(key);
      throw badInput('The code is not correct. Check the time on your device and try again.', 'code');
    }
    await m.getRepository(UserEntity).update(user.id, { twoFactorEnabled: true });
    const recoveryCodes = await issueRecoveryCodes(m, user.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'two_factor', action: 'Two-factor authentication enabled', severity: 'medium' });
    await twoFactorThrottle.reset(key);
    return { user: await m.getRepository(UserEntity).findOneByOrFail({ id: user.id }), recoveryCodes };
  });
}

/** Turn 2FA off; the password is required. */
export async function disableTwoFactor(ctx: RequestContext, raw: { password: string }) {
  const signedIn = requireUser(ctx);
  const user = await ctx.db.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
  await checkCurrentPassword(ctx, user, raw.password, 'password');
  return ctx.db.transaction(async (m) => {
    await m.getRepository(UserEntity).update(user.id, { twoFactorEnabled: false, totpSecretEnc: null, totpLastStep: null });
    await m.getRepository(RecoveryCodeEntity).delete({ userId: user.id });
    await recordSecurityEvent(m, actorOf(ctx), { type: 'two_factor', action: 'Two-factor authentication disabled', severity: 'high' });
    return m.getRepository(UserEntity).findOneByOrFail({ id: user.id });
  });
}

/** Second step of a login: a TOTP code or a recovery code; wrong codes are throttled per user. */
export async function completeTwoFactorLogin(ctx: RequestContext, raw: { code?: unknown }): Promise<UserEntity> {
  const user = await pendingTwoFactorUser(ctx);
  const key = `user:${user.id}`;
  await twoFactorThrottle.check(key);
  const code = typeof raw.code === 'string' ? raw.code.trim().slice(0, 64) : '';
  if (!code) throw badInput('Authentication code is required', 'code');
  let method: 'totp' | 'recovery' | null = null;
  if (/^\d{6}$/.test(code)) method = (await consumeTotp(ctx.db, user, code)) ? 'totp' : null;
  else method = (await consumeRecoveryCode(ctx.db, user.id, code)) ? 'recovery' : null;
  if (!method) {
    await twoFactorThrottle.hit(key);
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'failed_login', action: 'Failed sign-in: wrong two-factor code', severity: 'medium', userId: user.id });
    throw unauthenticated(INVALID_CODE);
  }
  await twoFactorThrottle.reset(key);
  if (method === 'recovery') {
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'two_factor', action: 'Recovery code used to sign in', severity: 'high', userId: user.id });
  }
  await startSession(ctx, user);
  return user;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  return db.getRepository(RecoveryCodeEntity).createQueryBuilder('r').where('r.user_id = :userId AND r.used_at IS NULL', { userId }).getCount();
}
