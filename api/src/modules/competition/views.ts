import { prizeText, winnerDisplayName } from '../../contracts/competition';
import type { Caller } from '../caller';
import { publicUser } from '../auth';
import type { ParticipantView } from './participants.service';
import { openPeriodOf, periodEntriesFor } from './period-entries';
import type { PromotionEntity } from './promotion.entity';
import type { WinnerEntity } from './winner.entity';

/**
 * A winner as the public sees it: first name and the INITIAL of the last name only (the spec's
 * display name), never the surname, e-mail, phone or account id. Public answers (REST and GraphQL)
 * build their winners through this; admin lists keep the full record.
 */
export function publicWinner(w: WinnerEntity): WinnerEntity {
  if (!w.user) return w;
  const initial = w.user.deletedAt ? '' : (w.user.lastName?.trim().charAt(0).toUpperCase() ?? '');
  const user = w.user.deletedAt ? undefined : ({ firstName: w.user.firstName, lastName: initial } as WinnerEntity['user']);
  return Object.assign(Object.create(Object.getPrototypeOf(w)), w, { user }) as WinnerEntity;
}

/**
 * JSON shapes shared by the GraphQL field resolvers and the REST shims, so both answer the same.
 * A winner carries names only, never e-mail or phone (and publicly, through publicWinner, only initials).
 */
export function winnerJson(w: WinnerEntity) {
  const user = w.user && !w.user.deletedAt ? { firstName: w.user.firstName, lastName: w.user.lastName } : null;
  const d = w.draw!;
  return {
    id: String(w.id),
    user,
    displayName: winnerDisplayName(user),
    prizeText: prizeText(w.prizeDescription, w.prizeValue),
    winDate: w.winDate.toISOString(),
    prizeDescription: w.prizeDescription,
    prizeValue: w.prizeValue,
    claimStatus: w.claimStatus,
    promotionId: String(w.promotionId),
    promotionName: w.promotion!.name,
    periodKey: w.periodKey,
    totalEntries: d.totalEntries,
    winnerEntryIndex: d.winnerEntryIndex,
    selectionMethod: 'SHA-256',
    generatedHash: d.generatedHash,
    btcBlockHash: d.btcBlockHash,
    drawTimestamp: d.drawTimestamp,
    beaconSource: d.beaconSource,
    beaconHeight: d.beaconHeight,
    entriesCommitment: d.entriesCommitment,
  };
}
export type WinnerJson = ReturnType<typeof winnerJson>;

/** The computed fields of a promotion (open period and its entries). */
export async function promotionLive(ctx: Pick<Caller, 'db' | 'loaders'>, p: PromotionEntity) {
  const period = await openPeriodOf(ctx, p);
  const entries = period ? await periodEntriesFor(ctx, p, period) : null;
  return {
    nextDrawAt: period?.drawAt ?? null,
    currentPeriodKey: period?.key ?? null,
    currentPeriodStart: period?.start ?? null,
    participantCount: entries?.participantCount ?? 0,
    totalEntries: entries?.total ?? 0,
  };
}

export async function promotionJson(ctx: Pick<Caller, 'db' | 'loaders'>, p: PromotionEntity) {
  const live = await promotionLive(ctx, p);
  return {
    id: String(p.id),
    name: p.name,
    description: p.description,
    eligibilityCriteria: p.eligibilityCriteria,
    prizeDescription: p.prizeDescription,
    prizeValue: p.prizeValue,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    drawType: p.drawType,
    isActive: p.isActive,
    ...live,
    nextDrawAt: live.nextDrawAt?.toISOString() ?? null,
    currentPeriodStart: live.currentPeriodStart?.toISOString() ?? null,
  };
}

export function participantJson(p: ParticipantView) {
  return { id: p.id, user: publicUser(p.user), entryDate: p.entryDate.toISOString(), entries: p.entries, joinedExplicitly: p.joinedExplicitly };
}
