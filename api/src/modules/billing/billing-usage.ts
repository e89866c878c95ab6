import { LessThan } from 'typeorm';
import { PLAN_TERM_MONTHS } from '../../contracts/billing';
import type { Db } from '../../db/db';
import { activeAt, activeMsBetween, hourIndexOf, loadTimelines, UsageRecordEntity } from '../metering';
import { CloudStorageServiceEntity } from '../services';
import { computeLines, type BillableService, type ServiceUsage } from './invoice-lines';
import { addMonths, monthsBetween, monthStart } from './months';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Stored GB-hours (and the noncurrent versions' part of them) and egress per service over [from, to), summed in SQL. */
async function usageByService(db: Db, serviceIds: number[], from: Date, to: Date): Promise<Map<number, ServiceUsage>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder('u')
    .select('u.service_id', 'sid')
    .addSelect('SUM(u.stored_gb)', 'stored')
    .addSelect('SUM(u.noncurrent_gb)', 'noncurrent')
    .addSelect('SUM(u.egress_kenya_gb)', 'ek')
    .addSelect('SUM(u.egress_east_africa_gb)', 'eea')
    .addSelect('SUM(u.egress_africa_gb)', 'eaf')
    .where('u.service_id IN (:...serviceIds)', { serviceIds })
    .andWhere('u.hour_index >= :from AND u.hour_index < :to', { from: hourIndexOf(from), to: hourIndexOf(to) })
    .groupBy('u.service_id')
    .getRawMany<Record<string, unknown>>();
  return new Map(rows.map((r) => [num(r.sid), { storedGbHours: num(r.stored), noncurrentGbHours: num(r.noncurrent), egress: { kenya: num(r.ek), 'east-africa': num(r.eea), africa: num(r.eaf) } }]));
}

/**
 * The lines of a customer's month [month, next month), counting only up to `until` when the
 * month is still running (month-to-date spend). Plan terms start on the service's start month.
 */
export async function linesForMonth(db: Db, userId: number, month: Date, until?: Date) {
  const periodEnd = addMonths(month, 1);
  const end = until && until < periodEnd ? until : periodEnd;
  const services = await db.getRepository(CloudStorageServiceEntity).find({ where: { userId, startDate: LessThan(end) }, order: { id: 'ASC' } });
  const timelines = await loadTimelines(db, services);
  const monthMs = periodEnd.getTime() - month.getTime();
  const billable: BillableService[] = services.map((s) => {
    const t = timelines.get(s.id)!;
    const termStart = s.startDate > month ? s.startDate : month;
    const sinceStart = monthsBetween(monthStart(s.startDate), month);
    const planDue = !!s.planType && sinceStart >= 0 && sinceStart % PLAN_TERM_MONTHS[s.planType] === 0 && termStart < end && activeAt(t, termStart);
    return {
      id: s.id,
      name: s.name,
      serviceType: s.serviceType,
      storageAmount: s.storageAmount,
      planType: s.planType,
      activeShare: activeMsBetween(t, month, end) / monthMs,
      planDue,
    };
  });
  const usage = await usageByService(db, services.map((s) => s.id), month, end);
  return computeLines(billable, usage, monthMs / 3_600_000);
}
