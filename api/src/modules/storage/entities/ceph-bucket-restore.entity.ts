import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import type { RestoreStatus } from './bucket-restore.entity';
import { bigintNumber, keyCollation } from './columns';

/**
 * A point-in-time restore of a versioned bucket on the Ceph plane, run by planes/ceph/restore-run.ts
 * through RGW. The same job as storage_bucket_restores on the embedded plane, but RGW holds the
 * bucket, so it is named (per customer, as RGW's tenancy names it) rather than referenced. Gone with
 * the customer or the service; the console removes a bucket's rows when it deletes the bucket.
 */
@Entity('ceph_bucket_restores')
@Index('idx_ceph_bucket_restores_bucket', ['userId', 'bucket', 'status'])
export class CephBucketRestoreEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ type: 'varchar', length: 63 })
  bucket: string;

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

  /** Why the run stopped for good (the quota, versioning suspended), for the customer to read. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The last key done ('' before the first): a run resumes after it (ListObjectVersions' key-marker). */
  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  cursor: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'finished_at', type: dateColumnType(), nullable: true })
  finishedAt: Date | null;
}
