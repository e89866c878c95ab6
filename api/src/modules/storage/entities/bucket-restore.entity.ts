import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';
import { bigintNumber, keyCollation } from './columns';

export type RestoreStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * A point-in-time restore of a versioned bucket (or of a prefix of it), run by the restore job
 * (domain/restore-run.ts). The row is the job: what was asked, where the run is (`cursor`, the
 * last key done, so a killed run resumes after it) and what it did so far. Gone with its bucket.
 */
@Entity('storage_bucket_restores')
@Index('idx_storage_bucket_restores_bucket', ['bucketId', 'status'])
export class BucketRestoreEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @Column({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @ManyToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  /** Keys that start with this are restored ('' = the whole bucket). */
  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  prefix: string;

  @Column({ name: 'point_in_time', type: dateColumnType() })
  pointInTime: Date;

  @Column({ type: 'varchar', length: 10 })
  status: RestoreStatus;

  @Column({ name: 'keys_examined', type: 'bigint', default: 0, transformer: bigintNumber })
  keysExamined: number;

  @Column({ name: 'versions_restored', type: 'bigint', default: 0, transformer: bigintNumber })
  versionsRestored: number;

  @Column({ name: 'markers_written', type: 'bigint', default: 0, transformer: bigintNumber })
  markersWritten: number;

  @Column({ name: 'bytes_copied', type: 'bigint', default: 0, transformer: bigintNumber })
  bytesCopied: number;

  /** Why the run stopped for good (a refusal such as the quota), for the customer to read. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The last key done ('' before the first): a run resumes after it. */
  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  cursor: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'finished_at', type: dateColumnType(), nullable: true })
  finishedAt: Date | null;
}
