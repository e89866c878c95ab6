import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LIMITS } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import { UploadPartEntity } from '../entities/upload-part.entity';
import { UploadEntity } from '../entities/upload.entity';
import { InvalidPartError, InvalidPartNumberError, InvalidPartOrderError, NoPartsListedError, NoSuchUploadError, PartTooSmallError, TooManyUploadsError } from './errors';
import type { BucketAccess } from './buckets';
import { journalCommitted, journalDoomed } from './journal';
import { commitObject, type ObjectDraft } from './objects';
import { changedRows, lockBucket, lockLedger, marks, moveLedger } from './ledger';
import { settle, type Reservation } from './reservations';
import { storedTags, tagsOf, type ObjectTag } from './tagging';
import { objectAclOf, storedObjectAcl, type CannedAcl } from './public-access';
import { isForeignKeyViolation, retryOnConflict, storageTx } from './tx';
import { commandLineSafeId } from './ids';

export const newUploadId = (): string => commandLineSafeId(32);

/**
 * CreateMultipartUpload. Unfinished uploads hold their parts' bytes until completed or aborted;
 * a service may have at most LIMITS.maxUnfinishedUploadsPerService of them (counted under the
 * ledger lock, so parallel creations cannot overshoot).
 */
export async function createUpload(db: DataSource, access: BucketAccess, init: { key: string; contentType: string; headers: Record<string, string>; checksumAlgorithm: string | null; tags: ObjectTag[]; acl?: CannedAcl }): Promise<UploadEntity> {
  return storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    await lockLedger(m, access.service.id);
    const [{ n }] = (await m.query(
      `SELECT COUNT(*) AS n FROM storage_uploads u JOIN storage_buckets b ON b.id = u.bucket_id WHERE b.service_id = ${marks(m, 1, 1)}`,
      [access.service.id],
    )) as [{ n: number | string }];
    if (Number(n) >= LIMITS.maxUnfinishedUploadsPerService) {
      throw new TooManyUploadsError(access.service.name, LIMITS.maxUnfinishedUploadsPerService);
    }
    return m.getRepository(UploadEntity).save(
      m.getRepository(UploadEntity).create({ id: newUploadId(), bucketId: access.bucket.id, key: init.key, contentType: init.contentType, headers: JSON.stringify(init.headers), checksumAlgorithm: init.checksumAlgorithm, tags: storedTags(init.tags), acl: storedObjectAcl(init.acl), initiatedAt: new Date() }),
    );
  });
}

/** The upload named by (bucket, key, uploadId), or NoSuchUpload. */
export async function findUpload(db: Db, access: BucketAccess, key: string, uploadId: string): Promise<UploadEntity> {
  const upload = /^[A-Za-z0-9_-]{1,64}$/.test(uploadId) ? await db.getRepository(UploadEntity).findOneBy({ id: uploadId }) : null;
  if (!upload || upload.bucketId !== access.bucket.id || upload.key !== key) throw new NoSuchUploadError(uploadId);
  return upload;
}

export function parsePartNumber(raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !/^\d{1,5}$/.test(raw) || n < 1 || n > LIMITS.maxParts) throw new InvalidPartNumberError(raw ?? '');
  return n;
}

/** Record an uploaded part (replacing an earlier part with the same number), settle its reservation, charge what changed. */
export async function commitPart(
  db: DataSource,
  access: BucketAccess,
  upload: UploadEntity,
  part: { partNumber: number; blobKey: string; size: number; etag: string; checksum: string | null },
  reservation: Reservation | null = null,
): Promise<string[]> {
  try {
    return await retryOnConflict(() =>
      storageTx(db, async (m) => {
        const ledger = await lockLedger(m, access.service.id);
        if (!(await m.getRepository(UploadEntity).existsBy({ id: upload.id }))) throw new NoSuchUploadError(upload.id);
        const old = await changedRows<{ size: number | string; blob_key: string }>(m, `DELETE FROM storage_upload_parts WHERE upload_id = ${marks(m, 1, 1)} AND part_number = ${marks(m, 2, 1)} RETURNING size, blob_key`, [upload.id, part.partNumber]);
        const used = part.size - old.reduce((s, o) => s + Number(o.size), 0);
        const reserved = reservation ? await settle(m, reservation) : null;
        await moveLedger(m, ledger, { used, reserved: -(reserved ?? 0) }, reserved !== null && used <= reserved ? null : access.service);
        await m.getRepository(UploadPartEntity).insert({ uploadId: upload.id, partNumber: part.partNumber, blobKey: part.blobKey, size: part.size, etag: part.etag, checksumValue: part.checksum, uploadedAt: new Date() });
        await journalCommitted(m, [part.blobKey]);
        const doomed = old.map((o) => o.blob_key);
        await journalDoomed(m, doomed);
        return doomed;
      }),
    );
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new NoSuchUploadError(upload.id);
    throw e;
  }
}

/** Abort: the upload and its parts go, their bytes are released and their blobs collected. */
export async function abortUpload(db: DataSource, access: BucketAccess, upload: UploadEntity): Promise<string[]> {
  return storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const ledger = await lockLedger(m, access.service.id);
    const parts = await changedRows<{ size: number | string; blob_key: string }>(m, `DELETE FROM storage_upload_parts WHERE upload_id = ${marks(m, 1, 1)} RETURNING size, blob_key`, [upload.id]);
    const deleted = await m.getRepository(UploadEntity).delete({ id: upload.id });
    if (!deleted.affected) throw new NoSuchUploadError(upload.id);
    await moveLedger(m, ledger, { used: -parts.reduce((s, p) => s + Number(p.size), 0) });
    const doomed = parts.map((p) => p.blob_key);
    await journalDoomed(m, doomed);
    return doomed;
  });
}

const unquote = (etag: string) => etag.trim().replace(/^"|"$/g, '').replace(/^&quot;|&quot;$/g, '');

/**
 * CompleteMultipartUpload: the listed parts (ascending, each with its ETag; all but the last at
 * least 5 MiB) become the object, by reference; unlisted parts are released. ETag "<md5>-<n>".
 */
export async function completeUpload(db: DataSource, access: BucketAccess, upload: UploadEntity, requested: { partNumber: number; etag: string }[]) {
  if (!requested.length) throw new NoPartsListedError();
  for (let i = 1; i < requested.length; i++) {
    if (requested[i]!.partNumber <= requested[i - 1]!.partNumber) throw new InvalidPartOrderError(upload.id);
  }
  const stored = new Map((await db.getRepository(UploadPartEntity).findBy({ uploadId: upload.id })).map((p) => [p.partNumber, p]));
  const chosen = requested.map((r) => {
    const p = stored.get(r.partNumber);
    if (!p || p.etag !== unquote(r.etag)) {
      throw new InvalidPartError(upload.id, r.partNumber);
    }
    return p;
  });
  chosen.forEach((p, i) => {
    if (i < chosen.length - 1 && p.size < LIMITS.minPartBytes) {
      throw new PartTooSmallError(p.size, LIMITS.minPartBytes, p.partNumber);
    }
  });
  const md5 = crypto.createHash('md5');
  for (const p of chosen) md5.update(Buffer.from(p.etag, 'hex'));
  const size = chosen.reduce((s, p) => s + p.size, 0);
  const draft: ObjectDraft = {
    key: upload.key,
    size,
    etag: `${md5.digest('hex')}-${chosen.length}`,
    contentType: upload.contentType,
    headers: JSON.parse(upload.headers) as Record<string, string>,
    checksum: null,
    blobKey: null,
    parts: chosen.map((p) => ({ partNumber: p.partNumber, blobKey: p.blobKey, size: p.size, etag: p.etag })),
    tags: tagsOf(upload.tags),
    acl: objectAclOf(upload.acl),
  };
  const used = new Set(chosen.map((p) => p.id));
  return commitObject(db, access, draft, {
    newBlobs: [],
    counted: size,
    also: async (m) => {
      // Re-read under the ledger lock: a concurrent Complete or Abort of this upload went first
      // (this one fails cleanly), and no part can change any more.
      if (!(await m.getRepository(UploadEntity).existsBy({ id: upload.id }))) throw new NoSuchUploadError(upload.id);
      const now = await m.getRepository(UploadPartEntity).findBy({ uploadId: upload.id });
      const current = new Map(now.map((p) => [p.id, p]));
      if ([...used].some((id) => !current.has(id))) throw new InvalidPartError(upload.id, null, 'A part changed while the upload was being completed.');
      const unused = now.filter((p) => !used.has(p.id));
      // The parts move into the object (by reference): their rows go with the upload.
      await m.getRepository(UploadEntity).delete({ id: upload.id });
      return { usageDelta: -unused.reduce((s, p) => s + p.size, 0), doomed: unused.map((p) => p.blobKey) };
    },
  });
}
