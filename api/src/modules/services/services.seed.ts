import type { DataSource } from 'typeorm';
import type { DemoSeeder } from '../../seed/demo-seeders';
import { CloudStorageServiceEntity } from './service.entity';
import { ServiceActivityEntity } from './service-activity.entity';
import { priceOf } from './services.service';

const DAY = 86_400_000;

/** Demo services for the demo customer: two active (a plan and a custom bucket) and one disabled. */
export const seedServices: DemoSeeder = async (db: DataSource, { customer }) => {
  const now = Date.now();
  const rows = [
    { name: 'Media Library', serviceType: 'Object Storage', storageAmount: 500, planType: 'biannual' as const, region: 'kenya' as const, status: 'active' as const, days: 120, bucket: 'media-library-demo01' },
    { name: 'Nightly Backups', serviceType: 'Backup Storage', storageAmount: 200, planType: null, region: 'multi_region' as const, status: 'active' as const, days: 95, bucket: 'nightly-backups-demo02' },
    { name: 'Old Website Assets', serviceType: 'Object Storage', storageAmount: 100, planType: 'monthly' as const, region: 'kenya' as const, status: 'disabled' as const, days: 200, bucket: 'old-website-demo03' },
  ];
  for (const r of rows) {
    const start = new Date(now - r.days * DAY);
    const { days: _d, ...data } = r;
    // The price text comes from the pricing engine, as for a service a customer creates.
    const retention = r.serviceType === 'Backup Storage' ? { retentionMode: 'GOVERNANCE' as const, retentionDays: 30 } : {};
    const saved = await db.getRepository(CloudStorageServiceEntity).save({ ...data, ...retention, cost: priceOf(data), userId: customer.id, startDate: start, updatedAt: start });
    await db.getRepository(ServiceActivityEntity).insert({ serviceId: saved.id, userId: customer.id, action: 'created', detail: `${r.storageAmount} GB ${r.serviceType}`, createdAt: start });
    if (r.status === 'disabled') {
      await db.getRepository(ServiceActivityEntity).insert({ serviceId: saved.id, userId: customer.id, action: 'disabled', detail: null, createdAt: new Date(now - 30 * DAY) });
    }
  }
};
