import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';
import { InvoiceLineEntity } from './invoice-line.entity';
import type { InvoicePaymentEntity } from './invoice-payment.entity';

/**
 * A customer's monthly tax invoice. One per (customer, month); kept after an account is deleted
 * (accounts are anonymised, never removed). Status is not stored: it is computed from paidAt
 * and dueAt (see invoice-status.ts). Amounts are integer cents of KSh: subtotal (the lines) + VAT
 * = total; amountPaid is the sum of the recorded payments, never more than the total.
 */
@Entity('invoices')
@Index('uq_invoices_user_period', ['userId', 'periodStart'], { unique: true })
@Index('idx_invoices_period', ['periodStart'])
export class InvoiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** INV-000042: allocated in the invoice's own transaction from one counter, so numbers have no gaps. */
  @Column({ type: 'varchar', length: 32, unique: true })
  number: string;

  @Column({ name: 'period_start', type: dateColumnType() })
  periodStart: Date;

  /** Exclusive: the 1st of the next month. */
  @Column({ name: 'period_end', type: dateColumnType() })
  periodEnd: Date;

  @Column({ name: 'issued_at', type: dateColumnType() })
  issuedAt: Date;

  @Column({ name: 'due_at', type: dateColumnType() })
  dueAt: Date;

  /** Sum of the lines, excluding VAT. */
  @Column({ name: 'subtotal_cents', type: 'integer', default: 0 })
  subtotalCents: number;

  /** VAT rate applied, in basis points (1600 = 16 %), as configured when the invoice was issued. */
  @Column({ name: 'vat_rate_bp', type: 'integer', default: 0 })
  vatRateBasisPoints: number;

  @Column({ name: 'vat_cents', type: 'integer', default: 0 })
  vatCents: number;

  /** What the customer owes: subtotal + VAT. */
  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  /** Sum of the payments recorded against the invoice (0 ≤ amountPaid ≤ total). */
  @Column({ name: 'amount_paid_cents', type: 'integer', default: 0 })
  amountPaidCents: number;

  /** When the payments first covered the total (the date of the payment that did). */
  @Column({ name: 'paid_at', type: dateColumnType(), nullable: true })
  paidAt: Date | null;

  /** JSON list of the names of the services billed (a snapshot: names may change later). */
  @Column({ name: 'service_names', type: 'text' })
  serviceNames: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @OneToMany(() => InvoiceLineEntity, (l) => l.invoice, { cascade: ['insert'] })
  lines: InvoiceLineEntity[];

  @OneToMany('InvoicePaymentEntity', (p: InvoicePaymentEntity) => p.invoice)
  payments?: InvoicePaymentEntity[];
}
