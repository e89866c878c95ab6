import { BYTES_PER_GB } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import type { CloudStorageServiceEntity } from '../../services/service.entity';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { s3err } from '../s3/errors';

/** A service's quota in bytes: its provisioned GB. */
export const quotaBytes = (s: Pick<CloudStorageServiceEntity, 'storageAmount'>) => s.storageAmount * BYTES_PER_GB;

export const quotaExceeded = (s: Pick<CloudStorageServiceEntity, 'storageAmount' | 'name'>) =>
  s3err('QuotaExceeded', `This upload would take the service "${s.name}" over its ${s.storageAmount} GB. Delete objects or resize the service.`);

/** Bytes the service holds now (objects and unfinished multipart parts). */
export async function usedBytes(db: Db, serviceId: number): Promise<number> {
  const row = await db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId });
  return row?.usedBytes ?? 0;
}

/**
 * Add `delta` bytes to a service's usage inside the caller's transaction. Growth is one
 * conditional UPDATE (`used + delta <= quota`): two writers racing for the last free bytes
 * cannot both pass, on either database. Shrinking always succeeds.
 */
export async function applyUsage(m: Db, service: Pick<CloudStorageServiceEntity, 'id' | 'storageAmount' | 'name'>, delta: number, now = new Date()): Promise<void> {
  if (delta === 0) return;
  const repo = m.getRepository(ServiceStorageUsageEntity);
  await repo.createQueryBuilder().insert().values({ serviceId: service.id, usedBytes: 0, updatedAt: now }).orIgnore().execute();
  const qb = repo
    .createQueryBuilder()
    .update()
    .set({ usedBytes: () => 'used_bytes + :delta', updatedAt: now })
    .where('service_id = :id', { id: service.id })
    .setParameter('delta', delta);
  if (delta > 0) qb.andWhere('used_bytes + :delta <= :quota', { quota: quotaBytes(service) });
  const result = await qb.execute();
  if (delta > 0 && !result.affected) throw quotaExceeded(service);
}
