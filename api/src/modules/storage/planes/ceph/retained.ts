import { config } from '../../../../config/config';
import { serviceUnavailable } from '../../../../common/errors';
import { API_MESSAGES } from '../../../../contracts/api-messages';
import { isS3ServiceType } from '../../../../contracts/storage';
import type { Db } from '../../../../db/db';
import { consoleS3For } from './console-s3';
import { mapLimit } from '../../../../common/map-limit';
import { serviceOfBucket } from './bucket-service';
import { withPlacements } from './metering';
import { CloudStorageServiceEntity } from '../../../services';
import { rgwUidOf } from './desired';
import { rgwAdminOf } from './rgw-admin';
import { RgwAdminError, RgwUnreachableError, type RgwAdmin } from './rgw-admin';
import { bucketLocked, versionLock } from './version-lock';
import { isRetained } from '../../domain/object-lock';

/**
 * What object lock still keeps in a customer's buckets on RGW, or one service's (null when
 * nothing), for the account deletion and the service cancellation: RGW's admin purge of a user
 * removes its data, COMPLIANCE versions included (tried on 16.2), so the portal must refuse the
 * deletion itself while a version is retained or held, as it does on the embedded plane
 * (domain/object-lock.ts retainedIn); a cancellation is refused alike, so both planes say the same.
 *
 * RGW's version listing carries no lock, so every version of a bucket with object lock is read
 * (two calls each, a few at a time). Past MAX_READS versions the answer is what was found so far:
 * a refusal may then name an earlier date than the last retention, and the next attempt names the
 * next one; nothing locked is ever purged.
 */
const MAX_READS = 5_000;
const AT_ONCE = 16;

export async function rgwRetained(db: Db, admin: RgwAdmin, owner: { userId: number; serviceId?: number }, now = new Date()): Promise<{ until: Date | null; legalHold: boolean } | null> {
  const { userId } = owner;
  // One service's buckets: those metered to it (metering.ts's rule); a block volume has none, and
  // its cancellation does not wait for RGW.
  const services = owner.serviceId === undefined ? null : await withPlacements(db, await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true, userId: true, serviceType: true, status: true, bucket: true }, where: { userId } }));
  if (services && !services.some((s) => s.id === owner.serviceId && isS3ServiceType(s.serviceType))) return null;
  let stats;
  try {
    stats = await admin.bucketStats(rgwUidOf(userId));
  } catch (e) {
    if (e instanceof RgwAdminError && (e.code === 'NoSuchUser' || e.status === 404)) return null;
    throw e;
  }
  if (services) stats = stats.filter((b) => serviceOfBucket(services, b.bucket) === owner.serviceId);
  const holding = stats.filter((b) => Object.values(b.usage ?? {}).some((u) => (u.num_objects ?? 0) > 0));
  if (!holding.length) return null;
  const { s3 } = await consoleS3For(db, admin, userId);
  let until: Date | null = null;
  let legalHold = false;
  let reads = 0;
  for (const b of holding) {
    if (!(await bucketLocked(s3, b.bucket))) continue;
    let keyMarker: string | undefined;
    let versionIdMarker: string | undefined;
    for (;;) {
      const page = await s3.listVersions(b.bucket, { prefix: '', keyMarker, versionIdMarker, maxKeys: 1000 });
      const versions = page.versions.filter((v) => !v.deleteMarker);
      const locks = await mapLimit(versions, AT_ONCE, (v) => versionLock(s3, b.bucket, v, true));
      for (const lock of locks) {
        if (lock.legalHold) legalHold = true;
        if (isRetained(lock, now) && (!until || lock.lockUntil! > until)) until = lock.lockUntil;
      }
      reads += versions.length;
      if (!page.truncated || reads >= MAX_READS) break;
      keyMarker = page.nextKeyMarker;
      versionIdMarker = page.nextVersionIdMarker;
    }
    if (reads >= MAX_READS) break;
  }
  return until || legalHold ? { until, legalHold } : null;
}

/**
 * The check of an account deletion or a service cancellation on the storage plane that runs: on
 * the Ceph plane RGW's object lock (above; an RGW that does not answer refuses with a 503, since
 * nothing can be checked); on the embedded plane null (they check the gateway's tables).
 */
export async function retainedOnCeph(db: Db, owner: { userId: number; serviceId?: number }): Promise<{ until: Date | null; legalHold: boolean } | null> {
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') return null;
  try {
    return await rgwRetained(db, rgwAdminOf(plane), owner);
  } catch (e) {
    if (e instanceof RgwUnreachableError) throw serviceUnavailable(5, API_MESSAGES.storageNotAnswering);
    throw e;
  }
}
