import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { CloudStorageServiceEntity } from '../../services/service.entity';

/**
 * Daily snapshots of an Object Storage service (domain/snapshots.ts). While on (`stoppedAt`
 * null) every bucket of the service stays versioned and a restore point is recorded each day at
 * 3:00 UTC. Noncurrent versions are kept `retentionDays` after they were replaced, so any moment
 * of the last `retentionDays` days can be restored; after the snapshots are turned off, the
 * versions kept so far still go when their days are up (nothing piles up unseen).
 * `sweptDay` is the snapshot day whose run the job last finished.
 */
@Entity('storage_snapshot_schedules')
export class SnapshotScheduleEntity {
  @PrimaryColumn({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @OneToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  /** 7, 30 or 365 (SNAPSHOT_RETENTION_DAYS). */
  @Column({ name: 'retention_days', type: 'integer' })
  retentionDays: number;

  @Column({ name: 'enabled_at', type: dateColumnType() })
  enabledAt: Date;

  /** When the snapshots were turned off; null while they are on. */
  @Column({ name: 'stopped_at', type: dateColumnType(), nullable: true })
  stoppedAt: Date | null;

  @Column({ name: 'swept_day', type: 'integer', nullable: true })
  sweptDay: number | null;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
