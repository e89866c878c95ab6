import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** `cancelled` is final: the customer ended the service, its buckets went with it, billing stopped. */
export type ServiceStatus = 'active' | 'disabled' | 'pending' | 'cancelled';
export type DataResidency = 'kenya' | 'multi_region';

/** A customer's cloud storage service. Only `active` services count toward totals and entries. */
@Entity('cloud_storage_services')
@Index('idx_services_user', ['userId'])
@Index('idx_services_status_id', ['status', 'id'])
@Index('idx_services_status_user_storage', ['status', 'userId', 'storageAmount'])
export class CloudStorageServiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'service_type', type: 'varchar', length: 50 })
  serviceType: string;

  /** Provisioned size in GB. */
  @Column({ name: 'storage_amount', type: 'integer' })
  storageAmount: number;

  /** Price text, set by the server from the pricing engine (plan price or per-GB price), e.g. 'KSh 200/month'. */
  @Column({ type: 'varchar', length: 50 })
  cost: string;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: ServiceStatus;

  @Column({ type: 'varchar', length: 20, default: 'kenya' })
  region: DataResidency;

  @Column({ name: 'plan_type', type: 'varchar', length: 10, nullable: true })
  planType: 'monthly' | 'biannual' | 'annual' | null;

  /** S3 bucket namespace of the service. */
  @Column({ type: 'varchar', length: 63, unique: true })
  bucket: string;

  @Column({ name: 'start_date', type: dateColumnType() })
  startDate: Date;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;

  /** Set while an administrator has suspended the service: only an administrator lifts it. */
  @Column({ name: 'suspended_at', type: dateColumnType(), nullable: true })
  suspendedAt: Date | null;

  @Column({ name: 'suspended_by', type: 'integer', nullable: true })
  suspendedBy: number | null;

  /** Why it was suspended, shown to the customer. */
  @Column({ name: 'suspension_reason', type: 'varchar', length: 255, nullable: true })
  suspensionReason: string | null;

  /** When the customer cancelled it (status `cancelled`): billing stops at this instant. */
  @Column({ name: 'cancelled_at', type: dateColumnType(), nullable: true })
  cancelledAt: Date | null;

  /** Backup Storage: the object lock retention its buckets are created with (GOVERNANCE or COMPLIANCE, 7, 30 or 365 days); null for other types. */
  @Column({ name: 'retention_mode', type: 'varchar', length: 10, nullable: true })
  retentionMode: 'GOVERNANCE' | 'COMPLIANCE' | null;

  @Column({ name: 'retention_days', type: 'integer', nullable: true })
  retentionDays: number | null;

  get isActive(): boolean {
    return this.status === 'active';
  }
}
