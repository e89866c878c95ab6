import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { PromotionEntity } from './promotion.entity';

export type BeaconSource = 'bitcoin-esplora' | 'local-fallback';
export type DrawTrigger = 'scheduled' | 'manual';

/**
 * Every input and output of one draw. Unique per (promotion, period): a period is drawn once.
 * The entry ranges are those of the period's snapshot (same promotion and period key).
 */
@Entity('competition_draws')
@Index('uq_draw_period', ['promotionId', 'periodKey'], { unique: true })
export class DrawEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'promotion_id', type: 'integer' })
  promotionId: number;

  @ManyToOne(() => PromotionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: PromotionEntity;

  @Column({ name: 'period_key', type: 'varchar', length: 16 })
  periodKey: string;

  @Column({ name: 'snapshot_id', type: 'integer' })
  snapshotId: number;

  @ManyToOne(() => EntrySnapshotEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'snapshot_id' })
  snapshot?: EntrySnapshotEntity;

  @Column({ type: 'varchar', length: 10 })
  trigger: DrawTrigger;

  /** The admin who ran a manual draw. */
  @Column({ name: 'drawn_by', type: 'integer', nullable: true })
  drawnBy: number | null;

  @Column({ name: 'total_entries', type: 'integer' })
  totalEntries: number;

  @Column({ name: 'entries_commitment', type: 'varchar', length: 64 })
  entriesCommitment: string;

  @Column({ name: 'btc_block_hash', type: 'varchar', length: 64 })
  btcBlockHash: string;

  @Column({ name: 'beacon_source', type: 'varchar', length: 20 })
  beaconSource: BeaconSource;

  @Column({ name: 'beacon_height', type: 'integer', nullable: true })
  beaconHeight: number | null;

  @Column({ name: 'beacon_time', type: dateColumnType(), nullable: true })
  beaconTime: Date | null;

  /** ISO-8601 UTC string exactly as hashed. */
  @Column({ name: 'draw_timestamp', type: 'varchar', length: 30 })
  drawTimestamp: string;

  @Column({ name: 'generated_hash', type: 'varchar', length: 64 })
  generatedHash: string;

  @Column({ name: 'winner_entry_index', type: 'integer' })
  winnerEntryIndex: number;

  @Column({ name: 'winner_user_id', type: 'integer' })
  winnerUserId: number;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
