import crypto from 'node:crypto';
import type { Db } from '../../db/db';
import { AccountTokenEntity, type AccountTokenPurpose } from './account-token.entity';

/** How long a link works: a day to verify an address, an hour to reset a password. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

/** 32 random bytes in base64url: what a link carries. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for a user and purpose, valid for TOKEN_TTL_MS. Any earlier unused token of
 * the same purpose stops working (only the newest link counts). Returns the token itself: it goes
 * into the e-mail and nowhere else.
 */
export async function issueToken(m: Db, user: { id: number; email: string }, purpose: AccountTokenPurpose, now = new Date()): Promise<string> {
  await m
    .createQueryBuilder()
    .update(AccountTokenEntity)
    .set({ usedAt: now })
    .where('user_id = :uid AND purpose = :purpose AND used_at IS NULL', { uid: user.id, purpose })
    .execute();
  const token = crypto.randomBytes(32).toString('base64url');
  await m.getRepository(AccountTokenEntity).insert({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    usedAt: null,
    createdAt: now,
  });
  return token;
}

/** The unused, unexpired token row for this purpose, or null (a malformed token never reaches the database). */
export async function findLiveToken(db: Db, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<AccountTokenEntity | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.getRepository(AccountTokenEntity).findOneBy({ tokenHash: hashToken(token) });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/** Mark a token used, atomically: of two requests racing with one link, exactly one gets true. */
export async function useToken(m: Db, row: AccountTokenEntity, now = new Date()): Promise<boolean> {
  const res = await m
    .createQueryBuilder()
    .update(AccountTokenEntity)
    .set({ usedAt: now })
    .where('id = :id AND used_at IS NULL AND expires_at > :now', { id: row.id, now })
    .execute();
  return (res.affected ?? 0) === 1;
}

/** Every unused token of a user (e.g. after a password reset: older reset links die with it). */
export async function revokeTokens(m: Db, userId: number, purpose?: AccountTokenPurpose, now = new Date()): Promise<void> {
  const qb = m.createQueryBuilder().update(AccountTokenEntity).set({ usedAt: now }).where('user_id = :uid AND used_at IS NULL', { uid: userId });
  if (purpose) qb.andWhere('purpose = :purpose', { purpose });
  await qb.execute();
}
