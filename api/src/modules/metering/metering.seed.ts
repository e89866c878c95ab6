import type { DataSource } from 'typeorm';
import type { DemoSeeder } from '../../seed/demo-seeders';
import { CloudStorageServiceEntity } from '../services';
import { generateDemoUsage } from './demo-usage';
import { DEMO_HISTORY_DAYS, profileOf, toRow } from './demo-feed';
import { upsertUsage } from './ingest.service';
import { activeAt, loadTimelines, type ServiceTimeline } from './service-timeline';
import { dateOfHour, hourIndexOf } from './time-ranges';

/** Last hour (exclusive) a service reported: now, or when it was disabled. */
function reportingEnd(t: ServiceTimeline, now: number): number {
  let end = now;
  while (end > hourIndexOf(t.startDate) && !activeAt(t, dateOfHour(end - 1))) end--;
  return end;
}

/**
 * 90 days of hourly usage for the demo customer's services (created by the services seed), up to
 * the last complete hour; a disabled service stops reporting when it was disabled. ~6,500 rows,
 * written in chunks inside one transaction.
 */
export const seedMetering: DemoSeeder = async (db: DataSource, { customer }) => {
  const services = await db.getRepository(CloudStorageServiceEntity).find({ where: { userId: customer.id }, order: { id: 'ASC' } });
  const timelines = await loadTimelines(db, services);
  const now = new Date();
  const to = hourIndexOf(now);
  const from = to - DEMO_HISTORY_DAYS * 24;
  const rows = services.flatMap((s) => generateDemoUsage(profileOf(s), from, reportingEnd(timelines.get(s.id)!, to)).map((g) => toRow(g, now)));
  await db.transaction((m) => upsertUsage(m, rows));
};
