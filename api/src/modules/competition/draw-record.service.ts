import { notFound } from '../../common/errors';
import { winnerDisplayName } from '../../contracts/competition';
import type { Db } from '../../graphql/context';
import { parseEntryList, rangesOf } from './draw';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import type { WinnerEntity } from './winner.entity';
import { winnerById } from './winners.query';

export interface EntryRangeView {
  customerId: string;
  displayName: string;
  entries: number;
  from: number;
  to: number;
}

export interface DrawRecordView {
  id: string;
  promotionId: string;
  periodKey: string;
  totalEntries: number;
  entriesCommitment: string;
  ranges: EntryRangeView[];
  btcBlockHash: string;
  beaconSource: string;
  beaconHeight: number | null;
  drawTimestamp: string;
  generatedHash: string;
  winnerEntryIndex: number;
  winner: WinnerEntity;
}

/**
 * The stored inputs and outputs of the draw that produced a winner (public, for verification).
 * Participants other than the winner are shown by customer number only.
 */
export async function drawRecordOfWinner(db: Db, rawWinnerId: string | number): Promise<DrawRecordView> {
  const id = Number(rawWinnerId);
  const winner = Number.isSafeInteger(id) && id > 0 ? await winnerById(db, id) : null;
  if (!winner) throw notFound('Winner');
  const draw = winner.draw!;
  const snapshot = await db.getRepository(EntrySnapshotEntity).findOneByOrFail({ id: draw.snapshotId });
  const winnerName = winnerDisplayName(winner.user && !winner.user.deletedAt ? winner.user : null);
  const ranges = rangesOf(parseEntryList(snapshot.entries)).map((r) => ({
    customerId: String(r.userId),
    displayName: r.userId === draw.winnerUserId ? winnerName : `Customer #${r.userId}`,
    entries: r.entries,
    from: r.from,
    to: r.to,
  }));
  return {
    id: String(draw.id),
    promotionId: String(draw.promotionId),
    periodKey: draw.periodKey,
    totalEntries: draw.totalEntries,
    entriesCommitment: draw.entriesCommitment,
    ranges,
    btcBlockHash: draw.btcBlockHash,
    beaconSource: draw.beaconSource,
    beaconHeight: draw.beaconHeight,
    drawTimestamp: draw.drawTimestamp,
    generatedHash: draw.generatedHash,
    winnerEntryIndex: draw.winnerEntryIndex,
    winner,
  };
}
