import { In } from 'typeorm';
import { badInput, conflict, notFound } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { RESTORES_LISTED, startBucketRestoreSchema } from '../../../contracts/bucket-restore';
import { bucketNameSchema } from '../../../contracts/storage';
import { renderApiMessage } from '../../../contracts/api-messages';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { getMyService } from '../../services';
import { bucketFor, type BucketAccess } from '../domain/buckets';
import { lockBucket } from '../domain/ledger';
import { storageTx } from '../domain/tx';
import { BucketRestoreEntity } from '../entities/bucket-restore.entity';
import { ownerOf } from './console.service';
import { consoleCall } from './errors';

/**
 * The console's point-in-time restore: starting one (a queued job row; the S3 gateway's restore
 * job, domain/restore-run.ts, does the work, as it holds the blob store) and following its
 * progress. Starting one goes to the security log: it changes what many keys read.
 */

/** A restore job's row on either plane (storage_bucket_restores, ceph_bucket_restores). */
type RestoreRow = Pick<BucketRestoreEntity, 'id' | 'prefix' | 'pointInTime' | 'status' | 'keysExamined' | 'versionsRestored' | 'markersWritten' | 'bytesCopied' | 'error' | 'createdAt' | 'finishedAt'>;

export const restoreView = (j: RestoreRow, bucket: string) => ({
  id: String(j.id),
  bucket,
  prefix: j.prefix,
  pointInTime: j.pointInTime,
  status: j.status.toUpperCase() as 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED',
  keysExamined: j.keysExamined,
  versionsRestored: j.versionsRestored,
  markersWritten: j.markersWritten,
  bytesCopied: j.bytesCopied,
  error: j.error,
  createdAt: j.createdAt,
  finishedAt: j.finishedAt,
});

/** The bucket, if it is the caller's and held by that service of theirs (NOT_FOUND otherwise). */
async function bucketOfService(ctx: Caller, serviceId: string, bucket: string, permission: 'read' | 'write'): Promise<BucketAccess> {
  const service = await getMyService(ctx, serviceId);
  const access = await bucketFor(ctx.db, bucket, ownerOf(ctx), permission);
  if (access.service.id !== service.id) throw notFound('Bucket');
  return access;
}

/** Queue a restore of a versioned bucket (or prefix) to a moment in the past; CONFLICT while another restore of the bucket is queued or running. */
export async function startBucketRestoreFromConsole(ctx: Caller, raw: unknown, now = new Date()) {
  ownerOf(ctx);
  const input = parseInput(startBucketRestoreSchema, raw);
  if (input.pointInTime.getTime() >= now.getTime()) throw badInput(renderApiMessage('restorePointInFuture'), 'pointInTime');
  return consoleCall(async () => {
    const access = await bucketOfService(ctx, input.serviceId, input.bucket, 'write');
    // Under the bucket's lock: its versioning cannot change meanwhile, and two starts cannot both see no restore running.
    const job = await storageTx(ctx.db, async (m) => {
      if ((await lockBucket(m, access.bucket.id, access.bucket.name)) !== 'Enabled') throw badInput(renderApiMessage('restoreNeedsVersioning'), 'bucket');
      const repo = m.getRepository(BucketRestoreEntity);
      if (await repo.existsBy({ bucketId: access.bucket.id, status: In(['queued', 'running']) })) throw conflict(renderApiMessage('restoreAlreadyRunning'), 'bucket');
      return repo.save(repo.create({ userId: access.bucket.userId, serviceId: access.service.id, bucketId: access.bucket.id, prefix: input.prefix, pointInTime: input.pointInTime, status: 'queued', cursor: '', error: null, createdAt: now, finishedAt: null }));
    });
    const action = renderApiMessage('eventBucketRestoreStarted', { bucket: input.bucket, prefix: input.prefix || '/', at: input.pointInTime.toISOString() });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'low', action });
    return { restore: restoreView(job, access.bucket.name) };
  });
}

/** The bucket's recent restores, the newest first. */
export async function bucketRestoresFromConsole(ctx: Caller, args: { serviceId: string; bucket: string }) {
  ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, args.bucket);
  return consoleCall(async () => {
    const access = await bucketOfService(ctx, args.serviceId, bucket, 'read');
    const jobs = await ctx.db.getRepository(BucketRestoreEntity).find({ where: { bucketId: access.bucket.id }, order: { id: 'DESC' }, take: RESTORES_LISTED });
    return jobs.map((j) => restoreView(j, access.bucket.name));
  });
}
