import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { PromotionEntity } from './promotion.entity';

/**
 * The frozen entry list of one promotion period and its published SHA-256 commitment.
 * `entries` is the internal list "userId:entries,…" in ascending user id (customers with at least
 * one entry); the draw maps indexes through it. `publishedEntries` is the same list with per-promotion
 * pseudonyms instead of user ids: what is published and committed to.
 */
@Entity('competition_entry_snapshots')
@Index('uq_snapshot_period', ['promotionId', 'periodKey'], { unique: true })
export class EntrySnapshotEntity {
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

  @Column({ name: 'draw_at', type: dateColumnType() })
  drawAt: Date;

  @Column({ name: 'frozen_at', type: dateColumnType() })
  frozenAt: Date;

  @Column({ name: 'total_entries', type: 'integer' })
  totalEntries: number;

  @Column({ name: 'participant_count', type: 'integer' })
  participantCount: number;

  /** SHA-256 hex of "{promotionId}:{periodKey}:{publishedEntries}". */
  @Column({ type: 'varchar', length: 64 })
  commitment: string;

  /** Internal: "userId:entries,…" (who holds which range; never published). */
  @Column({ type: 'text' })
  entries: string;

  /** Published: "pseudonym:entries,…" in the same order; what the commitment covers. */
  @Column({ name: 'published_entries', type: 'text', default: '' })
  publishedEntries: string;
}
