import type { Db } from '../../db/db';
import { entriesForStorage } from '../../contracts/competition';
import { notOverdueSql, overdueInvoicesOf } from '../billing';
import { UsageRecordEntity } from '../metering';
import { activeStorageByUser, CloudStorageServiceEntity } from '../services';
import { entryListOf, parseEntryList, type EntryList } from './draw';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import type { Period } from './schedule';

const HOUR_MS = 3_600_000;

/**
 * Active storage that counts for the draw: what each customer really stores, as metered, never a
 * capacity they merely declared. For every ACTIVE service of a (non-deleted, non-admin) customer,
 * the stored GB of its latest hourly usage record in the period up to `asOf`; summed per customer.
 * A service created a minute ago, or one that stored nothing in the period, counts 0 GB.
 * Except in the period's first hour: the platform reports an hour once it is complete, so until
 * then the latest report is the hour that ran into the period, and what was stored then is still
 * stored when the period begins (without it, everyone shows "No entries yet" for an hour after
 * each draw).
 * Unless `includeOverdue`, customers with an invoice overdue at `asOf` are left out: the rules
 * require "no overdue payments", so they hold no entries until they pay.
 * One grouped statement: per active service, one index seek on (service_id, hour_index) for its
 * latest record in the window, whatever the number of records.
 */
export async function meteredStorageByUser(db: Db, period: Pick<Period, 'start'>, asOf: Date, userIds?: number[], includeOverdue = false): Promise<Map<number, number>> {
  const start = Math.floor(period.start.getTime() / HOUR_MS);
  const to = Math.floor(asOf.getTime() / HOUR_MS);
  if (to < start || (userIds && userIds.length === 0)) return new Map();
  const from = Math.min(start, to - 1);
  const latestStored = db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder('u')
    .select('u.stored_gb')
    .where('u.service_id = s.id')
    .andWhere('u.hour_index >= :from AND u.hour_index <= :to')
    .orderBy('u.hour_index', 'DESC')
    .limit(1);
  const qb = db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .innerJoin('s.user', 'owner', "owner.user_type = 'user' AND owner.deleted_at IS NULL")
    .select('s.user_id', 'userId')
    .addSelect(`SUM((${latestStored.getQuery()}))`, 'gb')
    .where("s.status = 'active'")
    .setParameters({ from, to })
    .groupBy('s.user_id');
  if (!includeOverdue) qb.andWhere(notOverdueSql('s.user_id'), { overdueAsOf: asOf });
  if (userIds) qb.andWhere('s.user_id IN (:...userIds)', { userIds });
  const rows = await qb.getRawMany<{ userId: number | string; gb: number | string | null }>();
  const out = new Map<number, number>();
  for (const r of rows) if (r.gb !== null && Number(r.gb) > 0) out.set(Number(r.userId), Number(r.gb));
  return out;
}

/** Entries of every customer in good standing who stores something in the period up to `asOf`, in draw order. */
export async function liveEntryList(db: Db, period: Pick<Period, 'start'>, asOf = new Date()): Promise<EntryList> {
  const stored = await meteredStorageByUser(db, period, asOf);
  return entryListOf([...stored].map(([userId, gb]) => [userId, entriesForStorage(gb)] as const));
}

/**
 * A customer's standing in a period now: GB stored (metered), active services, their overdue
 * invoices, and entries — none while an invoice is overdue, as in the entry lists.
 */
export async function customerStanding(db: Db, userId: number, period: Pick<Period, 'start'>, asOf = new Date()) {
  const [services, stored, overdue] = await Promise.all([activeStorageByUser(db, [userId]), meteredStorageByUser(db, period, asOf, [userId], true), overdueInvoicesOf(db, userId, asOf)]);
  const gb = stored.get(userId) ?? 0;
  return { entries: overdue.length ? 0 : entriesForStorage(gb), activeServices: services.get(userId)?.count ?? 0, activeStorageGB: Math.floor(gb), overdue };
}

export async function snapshotOf(db: Db, promotionId: number, periodKey: string): Promise<EntrySnapshotEntity | null> {
  return db.getRepository(EntrySnapshotEntity).findOneBy({ promotionId, periodKey });
}

export interface PeriodEntries {
  list: EntryList;
  total: number;
  participantCount: number;
  /** Set once the period's entry list is frozen. */
  snapshot: EntrySnapshotEntity | null;
}

/** The entries of a promotion period: its frozen list once committed, else the live (metered) entries. */
export async function entriesOfPeriod(db: Db, promotion: { id: number }, period: Period, asOf = new Date()): Promise<PeriodEntries> {
  const snapshot = await snapshotOf(db, promotion.id, period.key);
  if (snapshot) return { list: parseEntryList(snapshot.entries), total: snapshot.totalEntries, participantCount: snapshot.participantCount, snapshot };
  const list = await liveEntryList(db, period, asOf);
  return { list, total: list.total, participantCount: list.userIds.length, snapshot: null };
}
