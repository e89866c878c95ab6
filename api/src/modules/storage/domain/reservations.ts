import crypto from 'node:crypto';
import { In, LessThan, type DataSource } from 'typeorm';
import { LIMITS } from '../../../contracts/storage';
import { logger } from '../../../common/logger';
import type { Db } from '../../../db/db';
import { bound, preparedRead } from '../../../db/prepared-read';
import { ReservationEntity } from '../entities/reservation.entity';
import { quotaBytes, quotaExceeded } from './quota';
import { TooBusyError } from './errors';
import type { BucketAccess } from './buckets';
import { changedRows, lockLedger, marks, moveLedger } from './ledger';
import { storageTx, storageTxOnDiskLater } from './tx';

/**
 * Reservations: a write takes its bytes from the quota before the first byte reaches the disk, so
 * N writers in parallel can never store more than the free space between them — the check at commit
 * alone let each of them fill the shared disk up to the free space before all but one failed.
 *
 * - A declared length (Content-Length, x-amz-decoded-content-length) is reserved whole; a body of
 *   unknown length reserves what it may at most be (the free space, up to the size limit). What the
 *   write does not use is given back when it commits or fails.
 * - Replacing an object (or a part) counts the replaced bytes as free, as the commit will free
 *   them — but only for one write per key at a time, so parallel overwrites cannot multiply the
 *   credit. The disk may briefly hold both versions of that one key, never more.
 * - Writes in flight are capped per key, per multipart upload and per service (503 SlowDown, which
 *   S3 clients retry with backoff), so slow uploads cannot pile up on the shared disk.
 * - The process renews its reservations while the requests run; a process that dies stops
 *   renewing, and the reclaim job gives its reservations back after RESERVATION_TTL_MS.
 */
export const RESERVATION_TTL_MS = 3 * 60_000;
const RENEW_EVERY_MS = 45_000;

export interface Reservation {
  id: string;
  serviceId: number;
  /** Bytes added to the ledger's reserved figure. */
  bytes: number;
  /** Replaced bytes counted as free. */
  credit: number;
  /** The most the write may store: bytes + credit. */
  limit: number;
  /**
   * Resolves once the reservation (and what `also` wrote with it: the blob journal row) is on the
   * disk. Awaited by `reserve` itself unless the request asked for `onDiskLater`.
   */
  onDisk: Promise<void>;
}

export interface ReserveRequest {
  /** An object (PutObject, CopyObject) or a part of a multipart upload. */
  target: { kind: 'object'; key: string } | { kind: 'part'; uploadId: string; partNumber: number };
  /** The declared size, or null when the body's length is not known before it arrives. */
  size: number | null;
  /** The largest write of this kind (5 GiB). */
  maxBytes: number;
  /** Bytes the write would replace when it commits (read in the reserving transaction). */
  replaced: (m: Db) => Promise<number>;
  /** More work for the same transaction once the reservation is granted (journalling the new blobs: one commit, not two). */
  also?: (m: Db) => Promise<void>;
  /** Return once committed; the caller awaits `onDisk` before its blob is moved into place (receive.ts). */
  onDiskLater?: boolean;
}

const slowDown = (what: string) => new TooBusyError(what);

const targetOf = (access: BucketAccess, t: ReserveRequest['target']) => (t.kind === 'object' ? `o:${access.bucket.id}:${t.key}` : `p:${t.uploadId}:${t.partNumber}`);

// Read by every upload: its SQL is built once (db/prepared-read.ts).
const liveWritesOf = preparedRead(['serviceId'], (db, p) => db.getRepository(ReservationEntity).createQueryBuilder('r').select(['r.id', 'r.target', 'r.uploadId', 'r.creditBytes']).where('r.serviceId = :serviceId', p));

/** Reserve room for a write, or refuse it (QuotaExceeded, SlowDown) before it stores anything. */
export async function reserve(db: DataSource, access: BucketAccess, req: ReserveRequest, now = new Date()): Promise<Reservation> {
  const target = targetOf(access, req.target);
  const uploadId = req.target.kind === 'part' ? req.target.uploadId : null;
  const { value: reservation, onDisk } = await storageTxOnDiskLater(db, async (m) => {
    const ledger = await lockLedger(m, access.service.id);
    const live = await liveWritesOf.many(m, { serviceId: access.service.id });
    if (live.length >= LIMITS.maxConcurrentWritesPerService) throw slowDown(`this service has ${live.length} uploads in progress`);
    const sameTarget = live.filter((r) => r.target === target);
    if (uploadId === null && sameTarget.length >= LIMITS.maxConcurrentWritesPerKey) throw slowDown(`${sameTarget.length} uploads to this key are in progress`);
    if (uploadId !== null && live.filter((r) => r.uploadId === uploadId).length >= LIMITS.maxConcurrentPartsPerUpload) throw slowDown('too many parts of this upload are in progress');
    const claimed = sameTarget.reduce((s, r) => s + r.creditBytes, 0);
    const credit = Math.max(0, (await req.replaced(m)) - claimed);
    const free = Math.max(0, quotaBytes(access.service) - ledger.usedBytes - ledger.reservedBytes + credit);
    if (req.size !== null && req.size > free) throw quotaExceeded(access.service);
    const limit = req.size ?? Math.min(req.maxBytes, free);
    const usedCredit = Math.min(credit, limit);
    const bytes = limit - usedCredit;
    const id = crypto.randomBytes(16).toString('hex');
    // A bound statement: TypeORM's insert rebuilt its SQL on every upload and merged back an id that is ours.
    await m.query(`INSERT INTO storage_reservations (id, service_id, target, upload_id, bytes, credit_bytes, expires_at) VALUES (${marks(m, 1, 7)})`, [id, access.service.id, target, uploadId, bytes, usedCredit, bound(m, new Date(now.getTime() + RESERVATION_TTL_MS))]);
    await moveLedger(m, ledger, { reserved: bytes }, null, now);
    await req.also?.(m);
    return { id, serviceId: access.service.id, bytes, credit: usedCredit, limit };
  });
  keeper.add(db, reservation.id);
  if (!req.onDiskLater) await onDisk.catch(async (e: unknown) => {
    await release(db, { ...reservation, onDisk });
    throw e;
  });
  return { ...reservation, onDisk };
}

/**
 * In the committing transaction (the ledger row already locked): the reservation ends and its
 * bytes leave the reserved figure. Returns the bytes it had reserved, or null when it was
 * reclaimed meanwhile (its process stalled): the commit must then pass the quota check itself.
 */
export async function settle(m: Db, reservation: Reservation): Promise<number | null> {
  keeper.remove(reservation.id);
  const removed = await changedRows(m, `DELETE FROM storage_reservations WHERE id = ${marks(m, 1, 1)} RETURNING id`, [reservation.id]);
  return removed.length ? reservation.bytes : null;
}

/** A write that failed (or was refused) gives its reservation back, in a transaction of its own. */
export async function release(db: DataSource, reservation: Reservation): Promise<void> {
  keeper.remove(reservation.id);
  await storageTx(db, async (m) => {
    const ledger = await lockLedger(m, reservation.serviceId);
    const removed = await m.getRepository(ReservationEntity).delete({ id: reservation.id });
    if (removed.affected) await moveLedger(m, ledger, { reserved: -reservation.bytes });
  });
}

/** Release without waiting (the answer to the client does not depend on it); failures are logged, the reclaim job catches them. */
export function releaseSoon(db: DataSource, reservation: Reservation | null): void {
  if (!reservation) return;
  release(db, reservation).catch((e) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'reservation release failed; the reclaim job will return it'));
}

/**
 * Reservations whose process stopped renewing them (it died, or its database connection did)
 * are given back. Run by every gateway process; each service is settled in its own transaction.
 */
export async function reclaimStaleReservations(db: DataSource, now = new Date(), limit = 500): Promise<number> {
  const stale = await db.getRepository(ReservationEntity).find({ select: { id: true, serviceId: true }, where: { expiresAt: LessThan(now) }, order: { expiresAt: 'ASC' }, take: limit });
  const byService = new Map<number, string[]>();
  for (const r of stale) byService.set(r.serviceId, [...(byService.get(r.serviceId) ?? []), r.id]);
  let reclaimed = 0;
  for (const [serviceId, ids] of [...byService].sort((a, b) => a[0] - b[0])) {
    reclaimed += await storageTx(db, async (m) => {
      const ledger = await lockLedger(m, serviceId);
      // Re-read under the lock: a reservation renewed or settled meanwhile stays as it is.
      const rows = await m.getRepository(ReservationEntity).find({ where: { id: In(ids), expiresAt: LessThan(now) } });
      if (!rows.length) return 0;
      await m.getRepository(ReservationEntity).delete({ id: In(rows.map((r) => r.id)) });
      await moveLedger(m, ledger, { reserved: -rows.reduce((s, r) => s + r.bytes, 0) });
      return rows.length;
    });
  }
  if (reclaimed) logger.warn({ reclaimed }, 'gave back reservations of writes whose process stopped renewing them');
  return reclaimed;
}

/** This process's live reservations, renewed together in one statement while their requests run. */
class Keeper {
  private readonly live = new Map<string, DataSource>();
  private timer: NodeJS.Timeout | null = null;

  add(db: DataSource, id: string) {
    this.live.set(id, db);
    if (!this.timer) {
      this.timer = setInterval(() => void this.renew(), RENEW_EVERY_MS);
      this.timer.unref();
    }
  }

  remove(id: string) {
    this.live.delete(id);
    if (!this.live.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  async renew(now = new Date()) {
    const byDb = new Map<DataSource, string[]>();
    for (const [id, db] of this.live) byDb.set(db, [...(byDb.get(db) ?? []), id]);
    for (const [db, ids] of byDb) {
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .getRepository(ReservationEntity)
          .update({ id: In(ids.slice(i, i + 500)) }, { expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS) })
          .catch((e: unknown) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'could not renew upload reservations'));
      }
    }
  }
}

const keeper = new Keeper();
