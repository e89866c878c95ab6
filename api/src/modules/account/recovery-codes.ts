import crypto from 'node:crypto';
import { dataEncryptionKey } from '../../common/secrets';
import type { Db } from '../../db/db';
import { RecoveryCodeEntity } from './recovery-code.entity';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like alphabet without look-alikes (0/O, 1/I): 32 letters, 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters × 5 bits = 80 bits per code. */
const LENGTH = 16;

/** "XXXX-XXXX-XXXX-XXXX" from the CSPRNG (each byte's low 5 bits: uniform over 32 letters). */
export function newRecoveryCode(): string {
  const chars = [...crypto.randomBytes(LENGTH)].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The server key for recovery codes, derived from SECRETS_KEY (so a copied table alone cannot be searched). */
let key: Buffer | undefined;
const hmacKey = () => (key ??= Buffer.from(crypto.hkdfSync('sha256', dataEncryptionKey(), Buffer.alloc(0), 'mawingu recovery codes v2', 32)));

/**
 * HMAC-SHA256 with the server key: the codes are 80 random bits, so a keyed hash (rather than a slow
 * one) is enough, and it keeps the lookup a single indexed equality. Codes issued before 80-bit codes
 * (10 characters, stored as plain SHA-256) were re-keyed by a migration as HMAC(key, "v1:" + sha256)
 * and are still accepted until used or replaced.
 */
export function hashRecoveryCode(code: string): string | null {
  const norm = normaliseRecoveryCode(code);
  if (norm.length === LENGTH) return crypto.createHmac('sha256', hmacKey()).update(`v2:${norm}`).digest('hex');
  if (norm.length === 10) return wrapLegacyHash(crypto.createHash('sha256').update(norm).digest('hex'));
  return null;
}

/** The re-keyed form of a legacy SHA-256 code hash (used by the migration and by hashRecoveryCode). */
export const wrapLegacyHash = (sha256Hex: string) => crypto.createHmac('sha256', hmacKey()).update(`v1:${sha256Hex}`).digest('hex');

/** Replace the user's codes with ten new ones; returns them (shown once, never stored in clear). */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.getRepository(RecoveryCodeEntity).delete({ userId });
  const now = new Date();
  await db.getRepository(RecoveryCodeEntity).insert(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c)!, usedAt: null, createdAt: now })));
  return codes;
}

/** Use one unused recovery code of the user, atomically (a code works once, even for two requests at once). */
export async function consumeRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const codeHash = hashRecoveryCode(code);
  if (!codeHash) return false;
  const res = await db
    .createQueryBuilder()
    .update(RecoveryCodeEntity)
    .set({ usedAt: new Date() })
    .where('user_id = :userId AND code_hash = :codeHash AND used_at IS NULL', { userId, codeHash })
    .execute();
  return (res.affected ?? 0) === 1;
}
