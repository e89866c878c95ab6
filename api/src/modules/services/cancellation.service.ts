import { conflict, badInput } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { cancelServiceSchema } from '../../contracts/services';
import type { Caller } from '../caller';
import { BucketEntity, BucketNotEmptyError, deleteBucket, emptyBucket, lockLedger, NoSuchBucketError, retainedIn, retainedMessage, retainedOnCeph, storageTx } from '../storage';
import { CloudStorageServiceEntity } from './service.entity';
import { getMyService, logActivity } from './services.service';

export const CONFIRM_NAME = 'Type the service name exactly to confirm';
export const HOLDS_DATA = 'This service still holds data in its buckets. Delete the buckets first, or confirm that they are deleted with the service.';

export interface CancelResult {
  service: CloudStorageServiceEntity;
  deletedBuckets: number;
  deletedObjects: number;
  /** Billing of the service stops at this instant (docs/billing.md). */
  billingEndsAt: Date;
}

/** A bucket of the service emptied (every version) and deleted, through the storage domain's own functions. */
async function emptyAndDelete(ctx: Caller, bucket: BucketEntity, service: CloudStorageServiceEntity): Promise<number> {
  const access = { bucket, service };
  const objects = await emptyBucket(ctx.db, access);
  await deleteBucket(ctx.db, access);
  return objects;
}

/**
 * Cancel one of the customer's services, for good (docs/storage.md, "Cancelling a service"):
 * - type-to-confirm: the service's name, exactly;
 * - while its buckets hold data (objects, unfinished uploads, or writes in flight) it is refused,
 *   unless `deleteData` confirms a second time that the buckets go with it; empty buckets always do;
 * - it stops first (status `cancelled`, under the service's ledger lock, so writes committing right
 *   now finish before and any later request gets AccountProblem), then its buckets are deleted with
 *   the storage plane's own delete functions; their blobs are journalled for the gateway's sweep;
 * - billing stops at that instant: usage is metered up to it, no plan term starts after it, and a
 *   block volume is billed for the share of the month before it;
 * - the list hides it from then on (myServices(includeCancelled: true) shows it). Repeating the
 *   call answers the cancelled service.
 */
export async function cancelMyService(ctx: Caller, raw: { id: string; confirmName?: unknown; deleteData?: unknown }): Promise<CancelResult> {
  const service = await getMyService(ctx, raw.id);
  if (service.status === 'cancelled') return { service, deletedBuckets: 0, deletedObjects: 0, billingEndsAt: service.cancelledAt ?? service.updatedAt };
  const input = parseInput(cancelServiceSchema, { confirmName: raw.confirmName, deleteData: raw.deleteData });
  if (input.confirmName.trim() !== service.name) throw badInput(CONFIRM_NAME, 'confirmName');
  // Object lock: versions nobody may delete before their date keep the service (and its bill) until then.
  const retained = (await retainedOnCeph(ctx.db, { userId: service.userId, serviceId: service.id })) ?? (await retainedIn(ctx.db, { serviceId: service.id }));
  if (retained) throw conflict(retainedMessage(retained, 'service'), 'deleteData');
  const now = new Date();
  const buckets = () => ctx.db.getRepository(BucketEntity).find({ where: { serviceId: service.id }, order: { id: 'ASC' } });
  await storageTx(ctx.db, async (m) => {
    const ledger = await lockLedger(m, service.id);
    const objects = (await m.getRepository(BucketEntity).sum('objectCount', { serviceId: service.id })) ?? 0;
    if ((objects > 0 || ledger.usedBytes > 0 || ledger.reservedBytes > 0) && !input.deleteData) throw conflict(HOLDS_DATA, 'deleteData');
    const held = await m.getRepository(BucketEntity).countBy({ serviceId: service.id });
    await m.getRepository(CloudStorageServiceEntity).update(service.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
    await logActivity(m, service.id, ctx.user!.id, 'cancelled', held ? `${held} ${held === 1 ? 'bucket' : 'buckets'} deleted with it${objects ? `, with ${objects} ${objects === 1 ? 'object' : 'objects'}` : ''}` : null);
  });
  const cancelled = await ctx.db.getRepository(CloudStorageServiceEntity).findOneByOrFail({ id: service.id });
  // A write admitted just before the cancellation may still commit into a bucket: a few passes
  // catch it (each later request is refused: the service is no longer active).
  let deletedBuckets = 0;
  let deletedObjects = 0;
  for (let pass = 0; pass < 5; pass++) {
    const left = await buckets();
    if (!left.length) break;
    for (const bucket of left) {
      try {
        deletedObjects += await emptyAndDelete(ctx, bucket, cancelled);
        deletedBuckets++;
      } catch (e) {
        // Gone meanwhile (NoSuchBucket), or an object arrived after its last page (BucketNotEmpty): the next pass sees.
        if (!(e instanceof NoSuchBucketError || e instanceof BucketNotEmptyError)) throw e;
      }
    }
  }
  return { service: cancelled, deletedBuckets, deletedObjects, billingEndsAt: now };
}
