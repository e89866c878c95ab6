import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber } from './columns';

/**
 * An S3 bucket. Names are unique across the provider; a bucket belongs to one Object Storage
 * service of its owner (its quota, status and metering). Object count and bytes are kept up to
 * date in the same transaction as every object change, so listings need no SUM over objects.
 */
@Entity('storage_buckets')
@Index('idx_storage_buckets_service', ['serviceId'])
@Index('idx_storage_buckets_user', ['userId', 'name'])
export class BucketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 63, unique: true })
  name: string;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'object_count', type: 'bigint', default: 0, transformer: bigintNumber })
  objectCount: number;

  @Column({ name: 'object_bytes', type: 'bigint', default: 0, transformer: bigintNumber })
  objectBytes: number;

  /** S3 versioning: null (never enabled), `Enabled` or `Suspended`; once enabled it never returns to null. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  versioning: 'Enabled' | 'Suspended' | null;

  /** The last version sequence given out in this bucket: orders its versions, newest highest. */
  @Column({ name: 'version_clock', type: 'bigint', default: 0, transformer: bigintNumber })
  versionClock: number;

  /** S3 object lock is on (set at creation, or later on a versioned bucket; never turned off). */
  @Column({ name: 'object_lock', type: 'boolean', default: false })
  objectLock: boolean;

  /** The default retention given to each new version (domain/object-lock.ts): a mode and a period in days or in years. */
  @Column({ name: 'lock_default_mode', type: 'varchar', length: 10, nullable: true })
  lockDefaultMode: 'GOVERNANCE' | 'COMPLIANCE' | null;

  @Column({ name: 'lock_default_days', type: 'integer', nullable: true })
  lockDefaultDays: number | null;

  @Column({ name: 'lock_default_years', type: 'integer', nullable: true })
  lockDefaultYears: number | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
