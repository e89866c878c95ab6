import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber, keyCollation } from './columns';

/**
 * Bytes a write in flight holds against its service's quota, taken before its first byte is
 * stored (domain/reservations.ts). The service's ledger row carries the sum (`reserved_bytes`)
 * for the quota check; these rows say whose it is, so a write that ends gives back exactly its
 * own, and one whose process died is reclaimed once its owner stops renewing `expiresAt`.
 */
@Entity('storage_reservations')
@Index('idx_storage_reservations_service', ['serviceId', 'target'])
@Index('idx_storage_reservations_expiry', ['expiresAt'])
export class ReservationEntity {
  /** 16 random bytes, hex. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  /** What the write replaces when it commits: "o:<bucket id>:<key>" (an object) or "p:<upload id>:<part>" (a part). */
  @Column({ type: 'varchar', length: 1100, collation: keyCollation() })
  target: string;

  /** The multipart upload a part belongs to (caps parallel parts per upload); null for whole objects. */
  @Column({ name: 'upload_id', type: 'varchar', length: 64, nullable: true })
  uploadId: string | null;

  /** Added to the ledger's reserved bytes. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  bytes: number;

  /** Bytes of the object (or part) this write replaces that it may count as free: claimed by one write per target at a time. */
  @Column({ name: 'credit_bytes', type: 'bigint', default: 0, transformer: bigintNumber })
  creditBytes: number;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;
}
