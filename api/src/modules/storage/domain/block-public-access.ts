import { In } from 'typeorm';
import type { Db } from '../../../db/db';
import { AccountPublicAccessEntity } from '../entities/account-public-access.entity';

/**
 * Block Public Access, as S3 has it, at its two levels: a bucket's own four flags and the
 * account's (AWS's account-level S3 Block Public Access), both on by default. What is enforced
 * for a bucket is `effectiveBlock`: a flag on at either level is on. Every check (PutBucketPolicy,
 * public ACLs, anonymous reads and listings, the console's "public" badge) reads that one result.
 */

/** The four Block Public Access flags (S3's PublicAccessBlockConfiguration). */
export interface PublicAccessBlock {
  blockPublicAcls: boolean;
  ignorePublicAcls: boolean;
  blockPublicPolicy: boolean;
  restrictPublicBuckets: boolean;
}

export const BLOCK_FLAGS = ['blockPublicAcls', 'ignorePublicAcls', 'blockPublicPolicy', 'restrictPublicBuckets'] as const;

/** Every bucket and every account starts blocked: nothing stored means all four flags on. */
export const DEFAULT_BLOCK: Readonly<PublicAccessBlock> = Object.freeze({ blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true });

/** The one rule: the flags enforced for a bucket are its own OR'd with its account's. */
export function effectiveBlock(bucket: PublicAccessBlock, account: PublicAccessBlock): PublicAccessBlock {
  return {
    blockPublicAcls: bucket.blockPublicAcls || account.blockPublicAcls,
    ignorePublicAcls: bucket.ignorePublicAcls || account.ignorePublicAcls,
    blockPublicPolicy: bucket.blockPublicPolicy || account.blockPublicPolicy,
    restrictPublicBuckets: bucket.restrictPublicBuckets || account.restrictPublicBuckets,
  };
}

/** The flags that `next` turns off while `current` has them on (a change that needs a type-to-confirm). */
export const flagsTurnedOff = (current: PublicAccessBlock, next: PublicAccessBlock): (keyof PublicAccessBlock)[] => BLOCK_FLAGS.filter((f) => current[f] && !next[f]);

const flagsOf = (row: AccountPublicAccessEntity | null): PublicAccessBlock =>
  row ? { blockPublicAcls: !!row.blockPublicAcls, ignorePublicAcls: !!row.ignorePublicAcls, blockPublicPolicy: !!row.blockPublicPolicy, restrictPublicBuckets: !!row.restrictPublicBuckets } : { ...DEFAULT_BLOCK };

/** An account's stored setting: its flags, and when it was last changed (null: never, the default). */
export interface AccountBlockSetting {
  userId: number;
  block: PublicAccessBlock;
  updatedAt: Date | null;
}

/** The account's Block Public Access setting (every flag on when nothing is stored). */
export async function accountBlockOf(db: Db, userId: number): Promise<AccountBlockSetting> {
  const row = await db.getRepository(AccountPublicAccessEntity).findOneBy({ userId });
  return { userId, block: flagsOf(row), updatedAt: row?.updatedAt ?? null };
}

/** The flags of several accounts in one query (the default for those without a row). */
export async function accountBlocksOf(db: Db, userIds: readonly number[]): Promise<Map<number, PublicAccessBlock>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length ? await db.getRepository(AccountPublicAccessEntity).findBy({ userId: In(ids) }) : [];
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map(ids.map((id) => [id, flagsOf(byId.get(id) ?? null)]));
}

/** Replace the account's four flags (one row per account, created on its first change). */
export async function putAccountBlock(db: Db, userId: number, block: PublicAccessBlock): Promise<AccountBlockSetting> {
  const repo = db.getRepository(AccountPublicAccessEntity);
  const now = new Date();
  const flags = { blockPublicAcls: block.blockPublicAcls, ignorePublicAcls: block.ignorePublicAcls, blockPublicPolicy: block.blockPublicPolicy, restrictPublicBuckets: block.restrictPublicBuckets };
  await repo.createQueryBuilder().insert().values({ userId, ...DEFAULT_BLOCK, updatedAt: now }).orIgnore().execute();
  await repo.update({ userId }, { ...flags, updatedAt: now });
  return { userId, block: flags, updatedAt: now };
}
