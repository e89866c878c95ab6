import { BYTES_PER_GB } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import type { CloudStorageServiceEntity } from '../../services/service.entity';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { s3err } from '../s3/errors';

/** A service's quota in bytes: its provisioned GB. */
export const quotaBytes = (s: Pick<CloudStorageServiceEntity, 'storageAmount'>) => s.storageAmount * BYTES_PER_GB;

export const quotaExceeded = (s: Pick<CloudStorageServiceEntity, 'storageAmount' | 'name'>) =>
  s3err('QuotaExceeded', `This upload would take the service "${s.name}" over its ${s.storageAmount} GB. Delete objects or resize the service.`);

/** Bytes the service holds now (objects and unfinished multipart parts), as the ledger says. */
export async function usedBytes(db: Db, serviceId: number): Promise<number> {
  const row = await db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId });
  return row?.usedBytes ?? 0;
}

