import { BYTES_PER_GB } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import type { CloudStorageServiceEntity } from '../../services';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { QuotaExceededError } from './errors';

/** A service's quota in bytes: its provisioned GB. */
export const quotaBytes = (s: Pick<CloudStorageServiceEntity, 'storageAmount'>) => s.storageAmount * BYTES_PER_GB;

export const quotaExceeded = (s: Pick<CloudStorageServiceEntity, 'storageAmount' | 'name'>) => new QuotaExceededError(s.name, s.storageAmount);

/** Bytes the service holds now (objects and unfinished multipart parts), as the ledger says. */
export async function usedBytes(db: Db, serviceId: number): Promise<number> {
  const row = await db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId });
  return row?.usedBytes ?? 0;
}

