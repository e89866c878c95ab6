import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/db';
import { JobLeaseEntity } from './job-lease.entity';

/** This process's identity as a lease holder. */
export const PROCESS_HOLDER = `${os.hostname().slice(0, 30)}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * Take (or renew) a named lease for `ttlMs`. Only one holder at a time: a conditional UPDATE
 * succeeds when this holder already has it or the previous holder's lease expired.
 */
export async function acquireLease(db: Db, name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
  const repo = db.getRepository(JobLeaseEntity);
  await repo.createQueryBuilder().insert().values({ name, holder: '', expiresAt: new Date(0) }).orIgnore().execute();
  const result = await repo
    .createQueryBuilder()
    .update()
    .set({ holder, expiresAt: new Date(now.getTime() + ttlMs) })
    .where('name = :name', { name })
    .andWhere('(holder = :holder OR expires_at < :now)', { holder, now })
    .execute();
  return (result.affected ?? 0) > 0;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.getRepository(JobLeaseEntity).createQueryBuilder().update().set({ expiresAt: new Date(0) }).where('name = :name AND holder = :holder', { name, holder }).execute();
}

/**
 * For a long run under a lease: a check that renews the lease at most every `renewMs` and answers
 * whether this holder still has it (false for good once it is lost). One rule for every leased job.
 */
export function leaseKeeper(db: Db, name: string, holder: string, ttlMs: number, renewMs: number): () => Promise<boolean> {
  let renewedAt = Date.now();
  let lost = false;
  return async () => {
    if (lost || Date.now() - renewedAt < renewMs) return !lost;
    renewedAt = Date.now();
    lost = !(await acquireLease(db, name, holder, new Date(), ttlMs));
    return !lost;
  };
}
