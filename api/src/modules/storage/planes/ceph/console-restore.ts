import { badInput, conflict, notFound } from '../../../../common/errors';
import { parseInput } from '../../../../common/validation';
import { renderApiMessage } from '../../../../contracts/api-messages';
import { RESTORES_LISTED, startBucketRestoreSchema } from '../../../../contracts/bucket-restore';
import { bucketNameSchema } from '../../../../contracts/storage';
import { actorOf } from '../../../caller';
import { recordSecurityEvent } from '../../../audit';
import { getMyService } from '../../../services';
import { ownerOf } from '../../console/console.service';
import { restoreView } from '../../console/restore';
import { lockUser } from '../../domain/ledger';
import { storageTx } from '../../domain/tx';
import { CephBucketRestoreEntity } from '../../entities/ceph-bucket-restore.entity';
import { serviceOfBucket } from './bucket-service';
import { consoleS3, customerServices, rgw, type Ctx } from './console';
import type { RgwS3 } from './rgw-s3';

/**
 * The console's point-in-time restore on the Ceph plane: the same inputs, checks, answers and
 * security log as on the embedded plane (console/restore.ts). Starting one queues a job row
 * (ceph_bucket_restores) that restore-run.ts carries out through RGW.
 */

/** The bucket, if RGW holds it for the caller and it is metered to that service of theirs (NOT_FOUND otherwise). */
async function requireBucketOfService(ctx: Ctx, s3: RgwS3, serviceId: number, bucket: string): Promise<void> {
  await s3.headBucket(bucket);
  if (serviceOfBucket(await customerServices(ctx), bucket) !== serviceId) throw notFound('Bucket');
}

/** Queue a restore of a versioned bucket (or prefix) to a moment in the past; CONFLICT while another restore of the bucket is queued or running. */
export async function startBucketRestore(ctx: Ctx, raw: unknown, now = new Date()) {
  const { userId } = ownerOf(ctx);
  const input = parseInput(startBucketRestoreSchema, raw);
  if (input.pointInTime.getTime() >= now.getTime()) throw badInput(renderApiMessage('restorePointInFuture'), 'pointInTime');
  const service = await getMyService(ctx, input.serviceId);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, input.bucket, async () => {
    await requireBucketOfService(ctx, s3, service.id, input.bucket);
    if ((await s3.versioning(input.bucket)) !== 'Enabled') throw badInput(renderApiMessage('restoreNeedsVersioning'), 'bucket');
    // Under the customer's row lock: two starts cannot both see no restore running.
    const job = await storageTx(ctx.db, async (m) => {
      await lockUser(m, userId);
      const repo = m.getRepository(CephBucketRestoreEntity);
      if (await repo.existsBy([{ userId, bucket: input.bucket, status: 'queued' }, { userId, bucket: input.bucket, status: 'running' }])) throw conflict(renderApiMessage('restoreAlreadyRunning'), 'bucket');
      return repo.save(repo.create({ userId, serviceId: service.id, bucket: input.bucket, prefix: input.prefix, pointInTime: input.pointInTime, status: 'queued', cursor: '', error: null, createdAt: now, finishedAt: null }));
    });
    const action = renderApiMessage('eventBucketRestoreStarted', { bucket: input.bucket, prefix: input.prefix || '/', at: input.pointInTime.toISOString() });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'low', action });
    return { restore: restoreView(job, input.bucket) };
  });
}

/** The bucket's recent restores, the newest first. */
export async function bucketRestores(ctx: Ctx, args: { serviceId: string; bucket: string }) {
  const { userId } = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const service = await getMyService(ctx, args.serviceId);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    await requireBucketOfService(ctx, s3, service.id, bucket);
    const jobs = await ctx.db.getRepository(CephBucketRestoreEntity).find({ where: { userId, bucket }, order: { id: 'DESC' }, take: RESTORES_LISTED });
    return jobs.map((j) => restoreView(j, bucket));
  });
}
