import type { DataSource } from 'typeorm';
import { CloudStorageServiceEntity, ServiceActivityEntity } from '../services';
import { UsageRecordEntity } from '../metering';

/** Test helpers for billing: fixed past months, backdated services, bulk usage rows. */
export const HOUR = 3_600_000;
export const utcMonth = (offset: number, now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
export const hoursIn = (month: Date) => (Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1) - month.getTime()) / HOUR;

export async function backdate(db: DataSource, serviceId: number, startDate: Date) {
  await db.getRepository(CloudStorageServiceEntity).update(serviceId, { startDate });
  await db.getRepository(ServiceActivityEntity).update({ serviceId }, { createdAt: startDate });
}

export async function disableAt(db: DataSource, serviceId: number, at: Date) {
  await db.getRepository(CloudStorageServiceEntity).update(serviceId, { status: 'disabled' });
  await db.getRepository(ServiceActivityEntity).insert({ serviceId, userId: null, action: 'disabled', detail: null, createdAt: at });
}

export interface Hourly {
  storedGb?: number;
  kenya?: number;
  eastAfrica?: number;
  africa?: number;
  requests?: number;
}

/** One usage row per hour for `hours` hours from `from`. */
export async function fillUsage(db: DataSource, serviceId: number, from: Date, hours: number, h: Hourly) {
  const first = Math.floor(from.getTime() / HOUR);
  const rows = Array.from({ length: hours }, (_, k) => ({
    serviceId,
    hourIndex: first + k,
    periodStart: new Date((first + k) * HOUR),
    storedGb: h.storedGb ?? 0,
    egressKenyaGb: h.kenya ?? 0,
    egressEastAfricaGb: h.eastAfrica ?? 0,
    egressAfricaGb: h.africa ?? 0,
    requests: h.requests ?? 0,
    errors: 0,
    avgLatencyMs: 50,
    uptimePercent: 100,
    receivedAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 200) await db.getRepository(UsageRecordEntity).insert(rows.slice(i, i + 200));
}
