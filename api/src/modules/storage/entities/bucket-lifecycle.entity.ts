import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';

/**
 * A bucket's lifecycle configuration (PutBucketLifecycleConfiguration): its rules as a JSON list
 * (domain/lifecycle-rules.ts `LifecycleRule`), and where the lifecycle job is in its run over the
 * bucket (`run_state`, domain/lifecycle-run.ts), so a killed run resumes where it stopped. One
 * row per bucket, gone with the bucket; no row = no configuration. Its own table, not columns of
 * storage_buckets: a configuration and a job's cursor are not the bucket's identity.
 */
@Entity('storage_bucket_lifecycle')
export class BucketLifecycleEntity {
  @PrimaryColumn({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @OneToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'text' })
  rules: string;

  /** JSON: the last lifecycle day done, and the cursor of the run in progress (null before the first run). */
  @Column({ name: 'run_state', type: 'text', nullable: true })
  runState: string | null;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
