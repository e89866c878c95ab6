import type { Caller } from '../caller';
import { parseEntryList, type EntryList } from './draw';
import { liveEntryList, snapshotOf, type PeriodEntries } from './entries.service';
import type { PromotionEntity } from './promotion.entity';
import { upcomingPeriod, type Period } from './schedule';

/**
 * Request-scoped memo of period entries: listing several promotions computes each live entry list
 * once per request (promotions whose open periods start at the same time share it).
 */
const liveMemo = new WeakMap<object, Map<number, Promise<EntryList>>>();
const periodMemo = new WeakMap<object, Map<string, Promise<PeriodEntries>>>();

export function periodEntriesFor(ctx: Pick<Caller, 'db' | 'loaders'>, promotion: PromotionEntity, period: Period): Promise<PeriodEntries> {
  // The request's loaders are made fresh for each request: the memo lives and dies with them.
  const scope: object = ctx.loaders;
  let byKey = periodMemo.get(scope);
  if (!byKey) periodMemo.set(scope, (byKey = new Map()));
  const key = `${promotion.id}:${period.key}`;
  let found = byKey.get(key);
  if (!found) {
    found = (async () => {
      const snapshot = await snapshotOf(ctx.db, promotion.id, period.key);
      if (snapshot) return { list: parseEntryList(snapshot.entries), total: snapshot.totalEntries, participantCount: snapshot.participantCount, snapshot };
      let byStart = liveMemo.get(scope);
      if (!byStart) liveMemo.set(scope, (byStart = new Map()));
      let live = byStart.get(period.start.getTime());
      if (!live) byStart.set(period.start.getTime(), (live = liveEntryList(ctx.db, period)));
      const list = await live;
      return { list, total: list.total, participantCount: list.userIds.length, snapshot: null };
    })();
    byKey.set(key, found);
  }
  return found;
}

/**
 * The period of a promotion whose draw is next, for display and entries: none when switched off
 * or when no draw is left; past a period a manual run already drew (schedule.ts, upcomingPeriod).
 */
export async function openPeriodOf(ctx: Pick<Caller, 'loaders'>, promotion: PromotionEntity, now = new Date()): Promise<Period | null> {
  if (!promotion.isActive) return null;
  return upcomingPeriod(promotion, now, await ctx.loaders.settledAheadByPromotionId.load(promotion.id));
}
