import type { Db } from '../../graphql/context';
import { entriesForStorage } from '../../contracts/competition';
import { UserEntity } from '../auth/user.entity';
import { activeStorageByUser } from '../services/services.service';
import { entryListOf, parseEntryList, type EntryList } from './draw';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import type { Period } from './schedule';

/** Ids of accounts that never take part: admins and deleted accounts (a small set). */
async function excludedUserIds(db: Db): Promise<Set<number>> {
  const rows = await db
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .select('u.id', 'id')
    .where("u.user_type <> 'user'")
    .orWhere('u.deleted_at IS NOT NULL')
    .getRawMany<{ id: number | string }>();
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Entries right now of every customer with active storage (one grouped query), in draw order.
 * Every customer with an active service takes part in every active promotion automatically.
 */
export async function liveEntryList(db: Db): Promise<EntryList> {
  const [storage, excluded] = await Promise.all([activeStorageByUser(db), excludedUserIds(db)]);
  const pairs: [number, number][] = [];
  for (const [userId, s] of storage) if (!excluded.has(userId)) pairs.push([userId, entriesForStorage(s.gb)]);
  return entryListOf(pairs);
}

/** A customer's entries and active services now. */
export async function customerStanding(db: Db, userId: number): Promise<{ entries: number; activeServices: number; activeStorageGB: number }> {
  const s = (await activeStorageByUser(db, [userId])).get(userId);
  return { entries: entriesForStorage(s?.gb ?? 0), activeServices: s?.count ?? 0, activeStorageGB: s?.gb ?? 0 };
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

/** The entries of a promotion period: its frozen list once published, else the live entries. */
export async function entriesOfPeriod(db: Db, promotion: { id: number }, period: Period): Promise<PeriodEntries> {
  const snapshot = await snapshotOf(db, promotion.id, period.key);
  if (snapshot) return { list: parseEntryList(snapshot.entries), total: snapshot.totalEntries, participantCount: snapshot.participantCount, snapshot };
  const list = await liveEntryList(db);
  return { list, total: list.total, participantCount: list.userIds.length, snapshot: null };
}
