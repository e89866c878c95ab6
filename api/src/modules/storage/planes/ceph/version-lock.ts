import { checkRemovable, isRemovable, isRetained, type VersionLock } from '../../domain/object-lock';
import type { RgwS3, RgwVersion } from './rgw-s3';

/** Object lock as RGW holds it, read for the console (console-lock.ts, console-versions.ts). */

/** A version's lock as RGW holds it (two reads; none for a delete marker or a bucket without lock). */
export async function versionLock(s3: RgwS3, bucket: string, v: Pick<RgwVersion, 'key' | 'versionId' | 'deleteMarker'>, bucketLocked: boolean): Promise<VersionLock> {
  if (!bucketLocked || v.deleteMarker) return { lockMode: null, lockUntil: null, legalHold: false };
  const [retention, legalHold] = await Promise.all([s3.retention(bucket, v.key, v.versionId), s3.legalHold(bucket, v.key, v.versionId)]);
  return { lockMode: retention?.mode ?? null, lockUntil: retention?.until ?? null, legalHold };
}

/** The Version fields of a lock, decided by the embedded plane's rule. */
export const lockView = (lock: VersionLock, deleteMarker: boolean, now = new Date()) => ({
  ...lock,
  retained: !deleteMarker && isRetained(lock, now),
  locked: !deleteMarker && !isRemovable(lock, now),
});

/** Whether the bucket has object lock (RGW's ObjectLockConfiguration). */
export const bucketLocked = async (s3: RgwS3, bucket: string) => (await s3.objectLock(bucket)) !== null;

/** Refuse deleting a version that object lock keeps, with the embedded plane's error. */
export async function requireRemovable(s3: RgwS3, bucket: string, v: RgwVersion): Promise<void> {
  checkRemovable(v.key, await versionLock(s3, bucket, v, await bucketLocked(s3, bucket)), new Date());
}

