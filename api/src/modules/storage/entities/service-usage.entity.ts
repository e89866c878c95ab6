import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber } from './columns';

/**
 * The service's storage ledger: bytes it holds (objects and the parts of unfinished multipart
 * uploads) and bytes reserved by writes in flight. Every change locks this row first (see
 * domain/ledger.ts), so the quota check `used + reserved <= quota` is exact on SQLite and
 * PostgreSQL alike, however many gateway processes write at once.
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

  /** Bytes that writes in flight have reserved (the sum of their storage_reservations rows). */
  @Column({ name: 'reserved_bytes', type: 'bigint', default: 0, transformer: bigintNumber })
  reservedBytes: number;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
