import { csvCell } from '../../common/csv';
import { notFound } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { usageExportQuerySchema, type UsageExportGranularity, type UsageExportQuery } from '../../contracts/metering';
import type { Db } from '../../db/db';
import { requireUser } from '../auth';
import type { Caller } from '../caller';
import { customerServices } from './customer-usage';
import { dateOfHour, hourIndexOf } from './time-ranges';
import { UsageRecordEntity } from './usage-record.entity';

/**
 * The usage export (GET /api/metering/usage.csv, the monitoring page's "Export usage CSV"): the
 * metered figures invoices are computed from, per service and UTC hour or day, for a customer's
 * own spreadsheet or cost tool. Only reported periods have rows (an hour the platform has not
 * reported yet is absent, not zero).
 */

export const USAGE_CSV_HEADER = [
  'Period start (UTC)',
  'Service ID',
  'Service',
  'Stored GB (end of period)',
  'Average stored GB',
  'Egress Kenya GB',
  'Egress East Africa GB',
  'Egress Africa GB',
  'Ingress GB',
  'Requests',
  'Class A requests',
  'Class B requests',
  'Failed requests',
];

/** One period of one service, summed over its hours. */
export interface UsagePeriodRow {
  periodStart: Date;
  serviceId: number;
  serviceName: string;
  storedEndGb: number;
  storedAvgGb: number;
  egressKenyaGb: number;
  egressEastAfricaGb: number;
  egressAfricaGb: number;
  ingressGb: number;
  requests: number;
  classA: number;
  classB: number;
  errors: number;
}

/** A GB figure as a plain number a spreadsheet reads (no separators; bytes-level precision). */
const gb = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The CSV document (pure): text cells quoted and neutralised, figures as bare numbers. */
export function usageCsv(rows: UsagePeriodRow[]): string {
  const lines = [USAGE_CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    const text = [r.periodStart.toISOString().replace('.000Z', 'Z'), r.serviceId, r.serviceName].map(csvCell);
    const figures = [gb(r.storedEndGb), gb(r.storedAvgGb), gb(r.egressKenyaGb), gb(r.egressEastAfricaGb), gb(r.egressAfricaGb), gb(r.ingressGb), r.requests, r.classA, r.classB, r.errors];
    lines.push([...text, ...figures].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const HOURS_PER: Record<UsageExportGranularity, number> = { hourly: 1, daily: 24 };
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * The periods of some services in hours [from, to), grouped in SQL by integer period number
 * (hour_index / hours, the same integer division on SQLite and PostgreSQL). The stored figure at
 * a period's end is the one of its last reported hour.
 */
async function periodRows(db: Db, services: Map<number, string>, from: number, to: number, granularity: UsageExportGranularity): Promise<UsagePeriodRow[]> {
  const hours = HOURS_PER[granularity];
  const ids = [...services.keys()];
  if (ids.length === 0) return [];
  const period = `(u.hour_index / ${hours})`;
  const sums = await db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder('u')
    .select('u.service_id', 'sid')
    .addSelect(period, 'period')
    .addSelect('MAX(u.hour_index)', 'lastHour')
    .addSelect('AVG(u.stored_gb)', 'storedAvg')
    .addSelect('SUM(u.egress_kenya_gb)', 'ek')
    .addSelect('SUM(u.egress_east_africa_gb)', 'eea')
    .addSelect('SUM(u.egress_africa_gb)', 'eaf')
    .addSelect('SUM(u.ingress_gb)', 'ingress')
    .addSelect('SUM(u.requests)', 'requests')
    .addSelect('SUM(u.requests_class_a)', 'classA')
    .addSelect('SUM(u.requests_class_b)', 'classB')
    .addSelect('SUM(u.errors)', 'errors')
    .where('u.service_id IN (:...ids)', { ids })
    .andWhere('u.hour_index >= :from AND u.hour_index < :to', { from, to })
    .groupBy('u.service_id')
    .addGroupBy(period)
    .orderBy(period, 'ASC')
    .addOrderBy('u.service_id', 'ASC')
    .getRawMany<Record<string, unknown>>();
  if (sums.length === 0) return [];
  // The stored GB at each period's last reported hour: those hours only, through the unique
  // (service, hour) index (at most one hour per period: 366 for a year of days).
  const lastHours = [...new Set(sums.map((s) => num(s.lastHour)))];
  const ends = await db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder('u')
    .select('u.service_id', 'sid')
    .addSelect('u.hour_index', 'hour')
    .addSelect('u.stored_gb', 'stored')
    .where('u.service_id IN (:...ids)', { ids })
    .andWhere('u.hour_index IN (:...lastHours)', { lastHours })
    .getRawMany<Record<string, unknown>>();
  const storedAt = new Map(ends.map((e) => [`${num(e.sid)}:${num(e.hour)}`, num(e.stored)]));
  return sums.map((s) => {
    const sid = num(s.sid);
    return {
      periodStart: dateOfHour(num(s.period) * hours),
      serviceId: sid,
      serviceName: services.get(sid) ?? '',
      storedEndGb: storedAt.get(`${sid}:${num(s.lastHour)}`) ?? 0,
      storedAvgGb: num(s.storedAvg),
      egressKenyaGb: num(s.ek),
      egressEastAfricaGb: num(s.eea),
      egressAfricaGb: num(s.eaf),
      ingressGb: num(s.ingress),
      requests: num(s.requests),
      classA: num(s.classA),
      classB: num(s.classB),
      errors: num(s.errors),
    };
  });
}

/** The caller's usage export for a query string's parameters (validated here, at the edge of the rules). */
export async function exportUsage(ctx: Caller, rawQuery: unknown): Promise<{ csv: string; filename: string; query: UsageExportQuery }> {
  const user = requireUser(ctx);
  const query = parseInput(usageExportQuerySchema, rawQuery);
  const mine = await customerServices(ctx.db, user.id);
  const chosen = query.serviceId === undefined ? mine : mine.filter((s) => s.id === query.serviceId);
  if (query.serviceId !== undefined && chosen.length === 0) throw notFound('Service');
  const from = hourIndexOf(Date.parse(`${query.from}T00:00:00Z`));
  const to = hourIndexOf(Date.parse(`${query.to}T00:00:00Z`)) + 24;
  const rows = await periodRows(ctx.db, new Map(chosen.map((s) => [s.id, s.name])), from, to, query.granularity);
  const scope = query.serviceId === undefined ? '' : `-service-${query.serviceId}`;
  return { csv: usageCsv(rows), filename: `usage${scope}-${query.from}-to-${query.to}-${query.granularity}.csv`, query };
}
