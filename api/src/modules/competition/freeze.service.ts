import type { Db } from '../../db/db';
import { canonicalEntryList, entriesCommitment, parseEntryList, publishedEntryList, type EntryList } from './draw';
import { drawPseudonyms } from './pseudonym';
import { liveEntryList, snapshotOf } from './entries.service';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import type { Period } from './schedule';

export interface FrozenPeriod {
  snapshotId: number;
  commitment: string;
  list: EntryList;
  created: boolean;
}

/**
 * Freeze a period's entry list and publish its SHA-256 commitment (once: a later call returns the
 * stored snapshot). The scheduler freezes at the cut-off before the draw; a manual run at run time.
 * Entries are those of the period as metered up to `now` (see entries.service).
 */
export async function freezePeriod(db: Db, promotionId: number, period: Period, now = new Date()): Promise<FrozenPeriod> {
  const existing = await snapshotOf(db, promotionId, period.key);
  if (existing) return { snapshotId: existing.id, commitment: existing.commitment, list: parseEntryList(existing.entries), created: false };
  const list = await liveEntryList(db, period, now);
  const canonical = canonicalEntryList(list);
  const published = publishedEntryList(list, (userIds) => drawPseudonyms(promotionId, userIds));
  const commitment = entriesCommitment(promotionId, period.key, published);
  const repo = db.getRepository(EntrySnapshotEntity);
  await repo
    .createQueryBuilder()
    .insert()
    .values({
      promotionId,
      periodKey: period.key,
      periodStart: period.start,
      drawAt: period.drawAt,
      frozenAt: now,
      totalEntries: list.total,
      participantCount: list.userIds.length,
      commitment,
      entries: canonical,
      publishedEntries: published,
    })
    .orIgnore()
    .execute();
  // Read back without the (large) list: another freeze may have won the race with a different list.
  const stored = await repo.findOneOrFail({ where: { promotionId, periodKey: period.key }, select: { id: true, commitment: true } });
  if (stored.commitment === commitment) return { snapshotId: stored.id, commitment, list, created: true };
  const winner = (await snapshotOf(db, promotionId, period.key))!;
  return { snapshotId: winner.id, commitment: winner.commitment, list: parseEntryList(winner.entries), created: false };
}
