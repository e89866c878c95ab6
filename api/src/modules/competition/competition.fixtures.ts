import type { DataSource } from 'typeorm';
import { seedUser } from '../../test/harness';
import type { UserEntity } from '../auth/user.entity';
import { CloudStorageServiceEntity, type ServiceStatus } from '../services/service.entity';
import { PromotionEntity, type DrawType } from './promotion.entity';

/** Test fixtures (used by *.api.test.ts only). */
const DAY = 86_400_000;
let bucket = 0;

/** Give a customer services of these sizes (GB). */
export async function giveStorage(db: DataSource, userId: number, gbs: number[], status: ServiceStatus = 'active'): Promise<void> {
  const now = new Date();
  for (const gb of gbs) {
    await db.getRepository(CloudStorageServiceEntity).insert({
      userId,
      name: `Storage ${gb} GB`,
      serviceType: 'Object Storage',
      storageAmount: gb,
      cost: 'KSh 1/month',
      status,
      region: 'kenya',
      planType: null,
      bucket: `fixture-${process.pid}-${++bucket}`,
      startDate: now,
      updatedAt: now,
    });
  }
}

/** A customer (fixed data from the harness' userFactory) with services of these sizes. */
export async function customerWith(db: DataSource, n: number, gbs: number[], status: ServiceStatus = 'active'): Promise<UserEntity & { password: string }> {
  const user = await seedUser(db, n);
  await giveStorage(db, user.id, gbs, status);
  return user;
}

/** An active promotion that started yesterday and runs for 30 days. */
export async function activePromotion(db: DataSource, overrides: Partial<PromotionEntity> & { drawType?: DrawType } = {}): Promise<PromotionEntity> {
  const now = Date.now();
  const repo = db.getRepository(PromotionEntity);
  return repo.save(
    repo.create({
      name: 'Daily Data Bundle Draw',
      description: 'A bundle every evening',
      eligibilityCriteria: 'An active service',
      prizeDescription: 'KSh 500 airtime',
      prizeValue: 500,
      drawType: 'daily',
      startDate: new Date(now - DAY),
      endDate: new Date(now + 30 * DAY),
      isActive: true,
      createdBy: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...overrides,
    }),
  );
}
