import { Brackets, In, type DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { Db } from '../../db/db';
import { UserEntity } from '../auth';
import { CloudStorageServiceEntity } from '../services';
import { generateDemoUsage, type GeneratedUsage } from './demo-usage';
import { upsertUsage, type UsageRow } from './ingest.service';
import { HOUR_MS, hourIndexOf } from './time-ranges';
import { UsageRecordEntity } from './usage-record.entity';

/** Days of history the demo customer gets. */
export const DEMO_HISTORY_DAYS = 90;
export const DEMO_USERNAME_KEY = 'demo';
/** The demo's other customers (the competition's demo participants) have addresses at this domain. */
export const DEMO_CUSTOMER_DOMAIN = '@demo.mawingu.cloud';

export const toRow = (g: GeneratedUsage, receivedAt: Date): UsageRow => ({
  serviceId: g.serviceId,
  hourIndex: g.hourIndex,
  periodStart: g.periodStart,
  storedGb: g.storedGb,
  egressKenyaGb: g.egressGb.kenya,
  egressEastAfricaGb: g.egressGb['east-africa'],
  egressAfricaGb: g.egressGb.africa,
  requests: g.requests,
  errors: g.errors,
  avgLatencyMs: g.avgLatencyMs,
  uptimePercent: g.uptimePercent,
  receivedAt,
});

export const profileOf = (s: CloudStorageServiceEntity) => ({
  serviceId: s.id,
  serviceType: s.serviceType,
  storageAmount: s.storageAmount,
  region: s.region,
  startHour: hourIndexOf(s.startDate),
});

/**
 * Stand-in for the storage platform in a demo deployment: extends the history of the demo
 * customers' ACTIVE services (the demo account and the competition's demo participants) that already have seeded history up to the last complete hour
 * (never more than 90 days back), so the demo stays current while the server runs. It runs only
 * when SEED_DEMO is on and no real platform is connected (METERING_TOKEN unset): see index.ts.
 */
export async function topUpDemoUsage(db: DataSource, now = new Date()): Promise<number> {
  const demoUsers = await db
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .select('u.id', 'id')
    .where('u.deleted_at IS NULL')
    .andWhere(new Brackets((q) => q.where('u.username_key = :demo', { demo: DEMO_USERNAME_KEY }).orWhere('u.email LIKE :domain', { domain: `%${DEMO_CUSTOMER_DOMAIN}` })))
    .getRawMany<{ id: number | string }>();
  if (!demoUsers.length) return 0;
  const services = await db.getRepository(CloudStorageServiceEntity).findBy({ userId: In(demoUsers.map((u) => Number(u.id))), status: 'active' });
  const to = hourIndexOf(now);
  const floor = to - DEMO_HISTORY_DAYS * 24;
  return db.transaction(async (m: Db) => {
    let written = 0;
    for (const s of services) {
      const last = await m.getRepository(UsageRecordEntity).createQueryBuilder('u').select('MAX(u.hour_index)', 'h').where('u.service_id = :id', { id: s.id }).getRawOne<{ h: unknown }>();
      if (last?.h === null || last?.h === undefined) continue;
      const from = Math.max(floor, Number(last.h) + 1);
      const rows = generateDemoUsage(profileOf(s), from, to).map((g) => toRow(g, now));
      if (rows.length) written += (await upsertUsage(m, rows)).accepted;
    }
    return written;
  });
}

/**
 * When the demo feed runs next: just after the running hour completes (`now` + the rest of the
 * hour + a second). It used to run every 10 minutes, so for up to 10 minutes after each hour the
 * "1h" range (the last complete hour) had no data and its charts were empty.
 */
export const msUntilNextFeed = (now: number) => HOUR_MS - (now % HOUR_MS) + 1_000;

/** Run the demo feed now and then as each hour completes (new hours appear once complete). */
export function startDemoFeed(db: DataSource): () => void {
  const run = () => topUpDemoUsage(db).catch((e) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'demo usage feed failed'));
  void run();
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      void run();
      schedule();
    }, msUntilNextFeed(Date.now()));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
