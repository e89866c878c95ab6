import { notFound } from '../../common/errors';
import { winnerDisplayName } from '../../contracts/competition';
import type { Db } from '../../db/db';
import { publishedRanges } from './draw';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import type { WinnerEntity } from './winner.entity';
import { publicWinner } from './views';
import { winnerById } from './winners.query';
import { parseRowId } from '../../common/ids';

export interface EntryRangeView {
  /** The participant's pseudonym in this promotion (never an account id). */
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
 * The stored inputs and outputs of the draw that produced a winner (public, for verification): the
 * published entry list (pseudonyms), its commitment, the block, the timestamp, the hash and the
 * index. The winner is named by first name and initial; everyone else by pseudonym only.
 */
export async function drawRecordOfWinner(db: Db, rawWinnerId: string | number): Promise<DrawRecordView> {
  const id = parseRowId(rawWinnerId);
  const winner = id ? await winnerById(db, id) : null;
  if (!winner) throw notFound('Winner');
  const draw = winner.draw!;
  const snapshot = await db.getRepository(EntrySnapshotEntity).findOneByOrFail({ id: draw.snapshotId });
  const winnerName = winnerDisplayName(winner.user && !winner.user.deletedAt ? winner.user : null);
  const ranges = publishedRanges(snapshot.publishedEntries).map((r) => ({
    customerId: r.pseudonym,
    displayName: r.from <= draw.winnerEntryIndex && draw.winnerEntryIndex < r.to ? winnerName : `Participant ${r.pseudonym.slice(0, 8)}`,
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
    winner: publicWinner(winner),
  };
}
