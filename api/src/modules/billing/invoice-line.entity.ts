import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { config } from '../../config/config';
import type { InvoiceEntity } from './invoice.entity';

const float = () => (config().database.kind === 'postgres' ? 'double precision' : 'real');

/** `snapshots`: an object storage service's noncurrent versions and delete markers, at the snapshots price. */
export type InvoiceLineKind = 'plan' | 'storage' | 'snapshots' | 'backup_storage' | 'block_storage' | 'egress';

/** One line of an invoice: a service's plan or one metered item, priced by the pricing engine. */
@Entity('invoice_lines')
@Index('idx_invoice_lines_invoice', ['invoiceId', 'position'])
@Index('idx_invoice_lines_service', ['serviceId'])
export class InvoiceLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'invoice_id', type: 'integer' })
  invoiceId: number;

  @ManyToOne('InvoiceEntity', (i: InvoiceEntity) => i.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: InvoiceEntity;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'service_id', type: 'integer', nullable: true })
  serviceId: number | null;

  /** Snapshot of the service's name when the invoice was issued. */
  @Column({ name: 'service_name', type: 'varchar', length: 100, nullable: true })
  serviceName: string | null;

  @Column({ type: 'varchar', length: 20 })
  kind: InvoiceLineKind;

  @Column({ type: 'varchar', length: 20, nullable: true })
  region: string | null;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: float() })
  quantity: number;

  @Column({ type: 'varchar', length: 20 })
  unit: string;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  /** Amount excluding VAT. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /** This line's share of the invoice's VAT (the line VATs add up to the invoice's VAT exactly). */
  @Column({ name: 'vat_cents', type: 'integer', default: 0 })
  vatCents: number;
}
