import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import { logger } from '../../../common/logger';
import type { Db } from '../../../db/db';
import type { BlobStore } from '../blob/blob-store';
import { BlobGcEntity } from '../entities/blob-gc.entity';

/** How long a blob being written may stay unreferenced before the journal removes it. */
export const WRITE_GRACE_MS = 24 * 3_600_000;

const repo = (db: Db) => db.getRepository(BlobGcEntity);

/** Before writing: journal the new blobs, so a crash mid-write leaves something that cleans up. */
export async function journalWrites(db: Db, keys: string[], now = new Date()): Promise<void> {
  if (keys.length) await repo(db).insert(keys.map((blobKey) => ({ blobKey, dueAt: new Date(now.getTime() + WRITE_GRACE_MS) })));
}

/** In the committing transaction: the new blobs are referenced now, they must not be collected. */
export async function journalCommitted(m: Db, keys: string[]): Promise<void> {
  if (keys.length) await repo(m).delete({ blobKey: In(keys) });
}

/** In the transaction that drops their metadata: these blobs are garbage from now on. */
export async function journalDoomed(m: Db, keys: string[], now = new Date()): Promise<void> {
  if (!keys.length) return;
  // A key may already be journalled (a failed write that is being cleaned): make it due now.
  await repo(m).delete({ blobKey: In(keys) });
  await repo(m).insert(keys.map((blobKey) => ({ blobKey, dueAt: now })));
}

/** Delete blobs from the store, then their journal rows; failures stay journalled for the next sweep. */
export async function collect(db: DataSource, blobs: BlobStore, keys: string[]): Promise<number> {
  const done: string[] = [];
  for (const key of keys) {
    try {
      await blobs.delete(key);
      done.push(key);
    } catch (e) {
      logger.warn({ err: { message: e instanceof Error ? e.message : String(e) }, key }, 'blob delete failed; kept in the journal');
    }
  }
  for (let i = 0; i < done.length; i += 500) await repo(db).delete({ blobKey: In(done.slice(i, i + 500)) });
  return done.length;
}

/** One sweep: collect up to `limit` blobs whose time has come. */
export async function sweepJournal(db: DataSource, blobs: BlobStore, now = new Date(), limit = 500): Promise<number> {
  const due = await repo(db).find({ where: { dueAt: LessThanOrEqual(now) }, order: { dueAt: 'ASC' }, take: limit });
  return collect(
    db,
    blobs,
    due.map((d) => d.blobKey),
  );
}
