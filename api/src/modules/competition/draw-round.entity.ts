import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { DrawEntity, type DrawTrigger } from './draw.entity';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { PromotionEntity } from './promotion.entity';

/**
 * pending  the entry list is frozen and committed; the randomness (a future block) does not exist yet
 * complete the block arrived and the draw was run: `drawId` holds its record
 * void     the period is not drawn (its entry list was not frozen in time, or it overlaps a window
 *          already drawn); `voidReason` says why. Published like the others.
 */
export type RoundStatus = 'pending' | 'complete' | 'void';

/**
 * Where the randomness of a round will come from, fixed when it is committed:
 * - `block-height`       the block at `targetHeight` (a manual run: a few blocks above the tip at commit time)
 * - `first-block-after`  the first block whose time is at or after `targetTime` (a scheduled draw: its draw time)
 * - `local-fallback`     random bytes drawn after the commitment (only when explicitly allowed; labelled)
 */
export type BeaconPlan = 'block-height' | 'first-block-after' | 'local-fallback';

/**
 * One promotion period's draw, from its commitment to its result: commit, then reveal. Unique per
 * (promotion, period); the window [periodStart, drawAt] is checked against every other round of
 * the promotion, so no time window is ever drawn twice (even after its draw type changes).
 */
@Entity('competition_draw_rounds')
@Index('uq_round_period', ['promotionId', 'periodKey'], { unique: true })
@Index('idx_rounds_status', ['status', 'id'])
@Index('idx_rounds_promotion_draw_at', ['promotionId', 'drawAt'])
export class DrawRoundEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'promotion_id', type: 'integer' })
  promotionId: number;

  @ManyToOne(() => PromotionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: PromotionEntity;

  @Column({ name: 'period_key', type: 'varchar', length: 16 })
  periodKey: string;

  @Column({ name: 'period_start', type: dateColumnType() })
  periodStart: Date;

  /** The period's scheduled draw time (the end of its window). */
  @Column({ name: 'draw_at', type: dateColumnType() })
  drawAt: Date;

  @Column({ type: 'varchar', length: 10 })
  trigger: DrawTrigger;

  @Column({ type: 'varchar', length: 10 })
  status: RoundStatus;

  @Column({ name: 'snapshot_id', type: 'integer', nullable: true })
  snapshotId: number | null;

  @ManyToOne(() => EntrySnapshotEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'snapshot_id' })
  snapshot?: EntrySnapshotEntity;

  @Column({ name: 'entries_commitment', type: 'varchar', length: 64, nullable: true })
  entriesCommitment: string | null;

  @Column({ name: 'total_entries', type: 'integer', default: 0 })
  totalEntries: number;

  /** ISO-8601 UTC timestamp fixed at commit time, exactly as it will be hashed. */
  @Column({ name: 'draw_timestamp', type: 'varchar', length: 30, nullable: true })
  drawTimestamp: string | null;

  @Column({ name: 'beacon_plan', type: 'varchar', length: 20, nullable: true })
  beaconPlan: BeaconPlan | null;

  @Column({ name: 'target_height', type: 'integer', nullable: true })
  targetHeight: number | null;

  @Column({ name: 'target_time', type: dateColumnType(), nullable: true })
  targetTime: Date | null;

  @Column({ name: 'committed_at', type: dateColumnType() })
  committedAt: Date;

  /** The admin who started a manual round. */
  @Column({ name: 'committed_by', type: 'integer', nullable: true })
  committedBy: number | null;

  @Column({ name: 'void_reason', type: 'varchar', length: 255, nullable: true })
  voidReason: string | null;

  @Column({ name: 'draw_id', type: 'integer', nullable: true })
  drawId: number | null;

  @ManyToOne(() => DrawEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'draw_id' })
  draw?: DrawEntity;

  @Column({ name: 'completed_at', type: dateColumnType(), nullable: true })
  completedAt: Date | null;
}
