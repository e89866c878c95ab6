import type { DataSource } from 'typeorm';
import { logger } from '../../../common/logger';
import type { Db } from '../../../db/db';
import { BucketEntity } from '../entities/bucket.entity';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { forUpdate, lockLedger, marks } from './ledger';
import { storageTx } from './tx';

/**
 * Reconciliation: the proof that the ledger is what the rows say, and the repair when it is not.
 *
 * Per service, the ledger's `used_bytes` must equal the bytes of its objects plus the parts of its
 * unfinished multipart uploads (and its noncurrent versions and delete markers), its `reserved_bytes` the sum of its reservations, and every bucket's
 * counters the count and bytes of its objects. A first pass reads all of it without locks and
 * picks the services that look off (a write committing meanwhile can make a correct one look off);
 * each of those is then re-read under the same locks writers take (its buckets in id order, then
 * its ledger row) and repaired only if it really drifted. Every repair is logged at warn level:
 * drift means a bug or a hand edit, and someone should look.
 */
export interface Drift {
  serviceId: number;
  ledger: { used: number; reserved: number };
  actual: { used: number; reserved: number };
  buckets: { bucketId: number; counted: { objects: number; bytes: number }; actual: { objects: number; bytes: number } }[];
}

const num = (v: unknown) => Number(v ?? 0);

/** What the rows say, per service (optionally one service) and per bucket. */
async function actualFigures(m: Db, serviceId?: number) {
  const only = serviceId === undefined ? '' : ` WHERE b.service_id = ${marks(m, 1, 1)}`;
  const params = serviceId === undefined ? [] : [serviceId];
  const buckets = (await m.query(
    `SELECT b.id, b.service_id, b.object_count, b.object_bytes, COUNT(o.id) AS n, COALESCE(SUM(o.size), 0) AS bytes
       FROM storage_buckets b LEFT JOIN storage_objects o ON o.bucket_id = b.id${only} GROUP BY b.id, b.service_id, b.object_count, b.object_bytes`,
    params,
  )) as Record<string, unknown>[];
  // Noncurrent versions and delete markers hold bytes too (domain/versions.ts); they are no objects.
  const versions = (await m.query(
    `SELECT b.id, COALESCE(SUM(v.size), 0) AS bytes FROM storage_object_versions v JOIN storage_buckets b ON b.id = v.bucket_id${only} GROUP BY b.id`,
    params,
  )) as Record<string, unknown>[];
  const versionBytes = new Map(versions.map((v) => [num(v.id), num(v.bytes)]));
  const parts = (await m.query(
    `SELECT b.service_id, COALESCE(SUM(p.size), 0) AS bytes FROM storage_upload_parts p JOIN storage_uploads u ON u.id = p.upload_id JOIN storage_buckets b ON b.id = u.bucket_id${only} GROUP BY b.service_id`,
    params,
  )) as Record<string, unknown>[];
  const reservations = (await m.query(
    `SELECT service_id, COALESCE(SUM(bytes), 0) AS bytes FROM storage_reservations${serviceId === undefined ? '' : ` WHERE service_id = ${marks(m, 1, 1)}`} GROUP BY service_id`,
    params,
  )) as Record<string, unknown>[];
  const ledgers = (await m.query(
    `SELECT service_id, used_bytes, reserved_bytes FROM storage_service_usage${serviceId === undefined ? '' : ` WHERE service_id = ${marks(m, 1, 1)}`}`,
    params,
  )) as Record<string, unknown>[];

  const services = new Map<number, Drift>();
  const of = (id: number) => {
    let d = services.get(id);
    if (!d) services.set(id, (d = { serviceId: id, ledger: { used: 0, reserved: 0 }, actual: { used: 0, reserved: 0 }, buckets: [] }));
    return d;
  };
  for (const b of buckets) {
    const d = of(num(b.service_id));
    const bytes = num(b.bytes) + (versionBytes.get(num(b.id)) ?? 0);
    d.actual.used += bytes;
    d.buckets.push({ bucketId: num(b.id), counted: { objects: num(b.object_count), bytes: num(b.object_bytes) }, actual: { objects: num(b.n), bytes } });
  }
  for (const p of parts) of(num(p.service_id)).actual.used += num(p.bytes);
  for (const r of reservations) of(num(r.service_id)).actual.reserved += num(r.bytes);
  for (const l of ledgers) of(num(l.service_id)).ledger = { used: num(l.used_bytes), reserved: num(l.reserved_bytes) };
  return services;
}

const bucketOff = (b: Drift['buckets'][number]) => b.counted.objects !== b.actual.objects || b.counted.bytes !== b.actual.bytes;
const drifted = (d: Drift) => d.ledger.used !== d.actual.used || d.ledger.reserved !== d.actual.reserved || d.buckets.some(bucketOff);

/** Re-check one service under the writers' locks and repair what really drifted. */
async function repair(db: DataSource, serviceId: number): Promise<Drift | null> {
  return storageTx(db, async (m) => {
    await m.query(`SELECT id FROM storage_buckets WHERE service_id = ${marks(m, 1, 1)} ORDER BY id${forUpdate(m)}`, [serviceId]);
    await lockLedger(m, serviceId);
    const d = (await actualFigures(m, serviceId)).get(serviceId);
    if (!d || !drifted(d)) return null;
    await m.getRepository(ServiceStorageUsageEntity).update({ serviceId }, { usedBytes: d.actual.used, reservedBytes: d.actual.reserved, updatedAt: new Date() });
    for (const b of d.buckets.filter(bucketOff)) await m.getRepository(BucketEntity).update({ id: b.bucketId }, { objectCount: b.actual.objects, objectBytes: b.actual.bytes });
    return d;
  });
}

/** Compare every service's ledger with its rows; repair and log what drifted. Safe to run in every process, at any time. */
export async function reconcileLedgers(db: DataSource): Promise<Drift[]> {
  const suspects = [...(await actualFigures(db)).values()].filter(drifted).map((d) => d.serviceId);
  const repaired: Drift[] = [];
  for (const id of suspects.sort((a, b) => a - b)) {
    const d = await repair(db, id);
    if (d) {
      repaired.push(d);
      logger.warn({ drift: d }, `storage ledger of service ${id} drifted from its rows: repaired`);
    }
  }
  return repaired;
}
