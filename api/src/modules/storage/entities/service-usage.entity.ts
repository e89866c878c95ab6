import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber } from './columns';

/**
 * Bytes a service holds (objects and the parts of unfinished multipart uploads): the quota is
 * enforced by one conditional UPDATE of this row (`used + delta <= quota`), which is atomic on
 * SQLite and PostgreSQL alike, however many gateway processes write at once.
 */
@Entity('storage_service_usage')
export class ServiceStorageUsageEntity {
  @PrimaryColumn({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @OneToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ name: 'used_bytes', type: 'bigint', default: 0, transformer: bigintNumber })
  usedBytes: number;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
