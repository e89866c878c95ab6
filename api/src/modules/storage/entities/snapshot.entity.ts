import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber } from './columns';

/**
 * One daily snapshot of a service: a restore point (the moment it was taken) with what the
 * service's buckets held then. The bytes are not copied: the versions current at `takenAt` are
 * kept (noncurrent) until `expiresAt`, and a point-in-time restore to `takenAt` brings them back.
 */
@Entity('storage_snapshots')
@Index('idx_storage_snapshots_service', ['serviceId', 'takenAt'])
@Index('uq_storage_snapshots_day', ['serviceId', 'day'], { unique: true })
export class SnapshotEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  /** The snapshot day of a scheduled one (domain/snapshots.ts snapshotDay; one per service and day); null for one taken on demand. */
  @Column({ type: 'integer', nullable: true })
  day: number | null;

  @Column({ name: 'taken_at', type: dateColumnType() })
  takenAt: Date;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;

  /** Current objects in the service's buckets when it was taken. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  objects: number;

  /** Their bytes. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  bytes: number;
}
