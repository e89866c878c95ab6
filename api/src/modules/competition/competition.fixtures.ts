import type { DataSource } from 'typeorm';
import { seedUser } from '../../test/harness';
import type { UserEntity } from '../auth';
import { hourIndexOf, upsertUsage } from '../metering';
import { CloudStorageServiceEntity, type ServiceStatus } from '../services';
import { resetCompetitionTotalsCache } from './public.service';
import { PromotionEntity, type DrawType } from './promotion.entity';

/** Test fixtures (used by *.api.test.ts only). */
const DAY = 86_400_000;
let bucket = 0;

/** Report that a service stores `gb` at the hour of `at` (what the storage platform meters). */
export async function meterStorage(db: DataSource, serviceId: number, gb: number, at = new Date()): Promise<void> {
  const hourIndex = hourIndexOf(at);
  await upsertUsage(db, [
    { serviceId, hourIndex, periodStart: new Date(hourIndex * 3_600_000), storedGb: gb, egressKenyaGb: 0, egressEastAfricaGb: 0, egressAfricaGb: 0, requests: 0, errors: 0, avgLatencyMs: 0, uptimePercent: 100, receivedAt: new Date() },
  ]);
  resetCompetitionTotalsCache();
}

/**
 * Give a customer services of these sizes (GB). By default each also STORES its full size now (a
 * metered usage record this hour), which is what counts for entries; `metered: false` only declares it.
 */
export async function giveStorage(db: DataSource, userId: number, gbs: number[], status: ServiceStatus = 'active', opts: { metered?: boolean } = {}): Promise<number[]> {
  const now = new Date();
  const ids: number[] = [];
  for (const gb of gbs) {
    const inserted = await db.getRepository(CloudStorageServiceEntity).insert({
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
    const id = Number(inserted.identifiers[0]!.id);
    ids.push(id);
    if (opts.metered !== false) await meterStorage(db, id, gb, now);
  }
  resetCompetitionTotalsCache();
  return ids;
}

/** A customer (fixed data from the harness' userFactory) with services of these sizes. */
export async function customerWith(db: DataSource, n: number, gbs: number[], status: ServiceStatus = 'active', opts: { metered?: boolean } = {}): Promise<UserEntity & { password: string }> {
  const user = await seedUser(db, n);
  await giveStorage(db, user.id, gbs, status, opts);
  return user;
}

/** An active promotion that started yesterday and runs for 30 days. */
export async function activePromotion(db: DataSource, overrides: Partial<PromotionEntity> & { drawType?: DrawType } = {}): Promise<PromotionEntity> {
  const now = Date.now();
  const repo = db.getRepository(PromotionEntity);
  resetCompetitionTotalsCache();
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
