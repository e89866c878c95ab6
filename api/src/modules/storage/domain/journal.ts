import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import { logger } from '../../../common/logger';
import type { Db } from '../../../db/db';
import { bound } from '../../../db/prepared-read';
import type { BlobStore } from '../blob/blob-store';
import { marks } from './ledger';
import { BlobGcEntity } from '../entities/blob-gc.entity';

/** How long a blob being written may stay unreferenced before the journal removes it. */
export const WRITE_GRACE_MS = 24 * 3_600_000;

const repo = (db: Db) => db.getRepository(BlobGcEntity);

/** Before writing: journal the new blobs, so a crash mid-write leaves something that cleans up. */
export async function journalWrites(db: Db, keys: string[], now = new Date()): Promise<void> {
  if (keys.length) await insertRows(db, keys.map((blobKey) => ({ blobKey, dueAt: new Date(now.getTime() + WRITE_GRACE_MS) })));
}

/*
 * Every upload inserts a journal row and deletes it at its commit (an overwrite journals the old
 * blob too): plain bound statements, not TypeORM's builders, which rebuilt the SQL on every call
 * and read the generated id back into entities nobody uses.
 */
const insertRows = (db: Db, rows: Pick<BlobGcEntity, 'blobKey' | 'dueAt'>[]) =>
  db.query(`INSERT INTO storage_blob_gc (blob_key, due_at) VALUES ${rows.map((_, i) => `(${marks(db, 2 * i + 1, 2)})`).join(', ')}`, rows.flatMap((r) => [r.blobKey, bound(db, r.dueAt)]));

const deleteRows = (db: Db, keys: string[]) => db.query(`DELETE FROM storage_blob_gc WHERE blob_key IN (${marks(db, 1, keys.length)})`, keys);

/** In the committing transaction: the new blobs are referenced now, they must not be collected. */
export async function journalCommitted(m: Db, keys: string[]): Promise<void> {
  if (keys.length) await deleteRows(m, keys);
}

/** In the transaction that drops their metadata: these blobs are garbage from now on. */
export async function journalDoomed(m: Db, keys: string[], now = new Date()): Promise<void> {
  if (!keys.length) return;
  // A key may already be journalled (a failed write that is being cleaned): make it due now.
  await deleteRows(m, keys);
  await insertRows(m, keys.map((blobKey) => ({ blobKey, dueAt: now })));
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
