import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';
import { CloudStorageServiceEntity } from '../../services/service.entity';

/**
 * On the Ceph plane, the service a customer chose for a bucket they created in the console. RGW
 * keeps buckets per customer, not per service (planes/ceph/desired.ts), so this is how a bucket
 * created under the customer's second Object Storage service is listed under it and metered to
 * it (planes/ceph/metering.ts serviceOfBucket). Buckets their own S3 tools create have no row and
 * follow the rule for a new bucket. One row per customer and bucket name; gone with the service.
 */
@Entity('ceph_bucket_placements')
@Index('uq_ceph_bucket_placements', ['userId', 'bucket'], { unique: true })
@Index('idx_ceph_bucket_placements_service', ['serviceId'])
export class CephBucketPlacementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 63 })
  bucket: string;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
