import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import type { PaymentMethod } from '../../contracts/billing';
import { UserEntity } from '../auth/user.entity';
import type { InvoiceEntity } from './invoice.entity';

/** Who recorded a payment: an administrator, or (later) a payment provider's confirmation. */
export type PaymentSource = 'admin' | 'provider';

/**
 * Money received against an invoice: the customer's receipt. Kept with the invoice (tax records).
 * A reference (M-Pesa receipt number, bank reference) is recorded once per method.
 */
@Entity('invoice_payments')
@Index('uq_invoice_payments_reference', ['method', 'reference'], { unique: true })
@Index('idx_invoice_payments_invoice', ['invoiceId'])
@Index('idx_invoice_payments_paid', ['paidAt'])
export class InvoicePaymentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'invoice_id', type: 'integer' })
  invoiceId: number;

  @ManyToOne('InvoiceEntity', (i: InvoiceEntity) => i.payments, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: InvoiceEntity;

  /** The invoice's customer (so a customer's receipts are one indexed lookup). */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  method: PaymentMethod;

  /** M-Pesa receipt number or bank transfer reference, upper-case. */
  @Column({ type: 'varchar', length: 40 })
  reference: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /** When the money was received (as the receipt says). */
  @Column({ name: 'paid_at', type: dateColumnType() })
  paidAt: Date;

  /** When it was recorded here. */
  @Column({ name: 'recorded_at', type: dateColumnType() })
  recordedAt: Date;

  @Column({ type: 'varchar', length: 20 })
  source: PaymentSource;

  /** The administrator who recorded it (null for a provider's confirmation). */
  @Column({ name: 'recorded_by', type: 'integer', nullable: true })
  recordedBy: number | null;
}
