import type { Db } from '../../../db/db';
import { bound } from '../../../db/prepared-read';
import type { CloudStorageServiceEntity } from '../../services';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { NoSuchBucketError } from './errors';
import { quotaBytes, quotaExceeded } from './quota';
import type { VersioningState } from './versions';

/**
 * The storage ledger: per service, the bytes it holds (`used_bytes`: objects and unfinished
 * multipart parts) and the bytes writes in flight have reserved (`reserved_bytes`).
 *
 * Exactness under concurrency rests on one rule, the same on both databases: every transaction
 * that changes stored bytes first locks what it will change, in one global order —
 *
 *   1. the bucket row (when objects of a bucket change; several buckets in ascending id),
 *   2. the service's ledger row,
 *   3. then reads and changes objects, parts and uploads.
 *
 * So two writers of one key, or a delete racing a delete, never both act on what they read: the
 * second waits, then reads what the first left. Every figure it then moves is what its own
 * statements changed (DELETE … RETURNING), never what an earlier read said. The order makes
 * deadlocks impossible. Commits in one bucket were already serialised by the bucket-counter
 * UPDATE each of them makes; taking that lock first costs no concurrency.
 *
 * SQLite has one writer at a time (and storageTx queues this process's transactions), so the row
 * locks are plain reads there.
 */

export const isPostgres = (m: Db) => ('connection' in m ? m.connection : m).options.type === 'postgres';

/** `$1, $2…` on PostgreSQL, `?` on SQLite: the parameter marks of raw statements. */
export const marks = (m: Db, from: number, count: number) => Array.from({ length: count }, (_, i) => (isPostgres(m) ? `$${from + i}` : '?')).join(', ');

/**
 * The rows a DELETE/UPDATE … RETURNING statement changed. (TypeORM answers such a statement with
 * [rows, count] on PostgreSQL and with the rows on SQLite.)
 */
export async function changedRows<T>(m: Db, sql: string, params: unknown[]): Promise<T[]> {
  const raw = (await m.query(sql, params)) as unknown;
  return (isPostgres(m) ? (raw as [T[], number])[0] : raw) as T[];
}

/**
 * The row lock writers take: FOR NO KEY UPDATE excludes every other writer of the row (and an
 * UPDATE of it) but not the key-share lock an INSERT referencing it takes for its foreign key, so a
 * new upload or object row pointing at a locked bucket never waits on, or deadlocks with, its holder.
 */
export const forUpdate = (m: Db) => (isPostgres(m) ? ' FOR NO KEY UPDATE' : '');

/**
 * Lock a bucket row for the rest of the transaction; NoSuchBucket when it went away meanwhile.
 * Answers its versioning state as it stands under the lock (a change waits for the lock too).
 */
export async function lockBucket(m: Db, bucketId: number, name: string): Promise<VersioningState> {
  return (await lockBucketState(m, bucketId, name)).versioning;
}

/** What a writer needs of a bucket, read under its lock: versioning, and object lock with its default retention (domain/object-lock.ts). */
export interface LockedBucketState {
  versioning: VersioningState;
  objectLock: boolean;
  lockDefaultMode: 'GOVERNANCE' | 'COMPLIANCE' | null;
  lockDefaultDays: number | null;
  lockDefaultYears: number | null;
}

/** lockBucket, answering the bucket's versioning and object lock state in the same statement. */
export async function lockBucketState(m: Db, bucketId: number, name: string): Promise<LockedBucketState> {
  const rows = (await m.query(`SELECT versioning, object_lock, lock_default_mode, lock_default_days, lock_default_years FROM storage_buckets WHERE id = ${marks(m, 1, 1)}${forUpdate(m)}`, [bucketId])) as {
    versioning: VersioningState;
    object_lock: boolean | number;
    lock_default_mode: 'GOVERNANCE' | 'COMPLIANCE' | null;
    lock_default_days: number | null;
    lock_default_years: number | null;
  }[];
  if (!rows.length) throw new NoSuchBucketError(name);
  const r = rows[0]!;
  return { versioning: r.versioning ?? null, objectLock: Boolean(r.object_lock), lockDefaultMode: r.lock_default_mode, lockDefaultDays: r.lock_default_days === null ? null : Number(r.lock_default_days), lockDefaultYears: r.lock_default_years === null ? null : Number(r.lock_default_years) };
}

/** Lock a customer's row: caps counted per customer (buckets) are checked under it. */
export async function lockUser(m: Db, userId: number): Promise<void> {
  await m.query(`SELECT id FROM users WHERE id = ${marks(m, 1, 1)}${forUpdate(m)}`, [userId]);
}

/** A service's ledger row, as locked by this transaction. */
export interface LedgerRow {
  serviceId: number;
  usedBytes: number;
  reservedBytes: number;
}

/** Lock (creating it on first use) the service's ledger row for the rest of the transaction. */
export async function lockLedger(m: Db, serviceId: number): Promise<LedgerRow> {
  const select = () => m.query(`SELECT used_bytes, reserved_bytes FROM storage_service_usage WHERE service_id = ${marks(m, 1, 1)}${forUpdate(m)}`, [serviceId]) as Promise<{ used_bytes: string | number; reserved_bytes: string | number }[]>;
  let rows = await select();
  if (!rows.length) {
    await m.getRepository(ServiceStorageUsageEntity).createQueryBuilder().insert().values({ serviceId, usedBytes: 0, reservedBytes: 0, updatedAt: new Date() }).orIgnore().execute();
    rows = await select();
  }
  const row = rows[0]!;
  return { serviceId, usedBytes: Number(row.used_bytes), reservedBytes: Number(row.reserved_bytes) };
}

type QuotaService = Pick<CloudStorageServiceEntity, 'id' | 'storageAmount' | 'name'>;

/**
 * Move the locked ledger by what this transaction really changed: `used` by the stored bytes it
 * added or removed, `reserved` by the reservations it took or settled. When `quota` is given and
 * the total grows past it, QuotaExceeded rolls the whole transaction back; callers pass none when
 * the growth was already admitted (a reservation made room for it, or the change only shrinks).
 * Returns the row as it now stands.
 */
export async function moveLedger(m: Db, row: LedgerRow, change: { used?: number; reserved?: number }, quota: QuotaService | null = null, now = new Date()): Promise<LedgerRow> {
  const used = row.usedBytes + (change.used ?? 0);
  const reserved = Math.max(0, row.reservedBytes + (change.reserved ?? 0));
  const grows = (change.used ?? 0) + (change.reserved ?? 0) > 0;
  if (grows && quota && used + reserved > quotaBytes(quota)) throw quotaExceeded(quota);
  if (used === row.usedBytes && reserved === row.reservedBytes) return row;
  // Bound, not TypeORM's update builder: that inlines numbers on SQLite, so every new figure was a
  // new statement to prepare (twice per upload).
  await m.query(`UPDATE storage_service_usage SET used_bytes = ${marks(m, 1, 1)}, reserved_bytes = ${marks(m, 2, 1)}, updated_at = ${marks(m, 3, 1)} WHERE service_id = ${marks(m, 4, 1)}`, [used, reserved, bound(m, now), row.serviceId]);
  row.usedBytes = used;
  row.reservedBytes = reserved;
  return row;
}
