import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';
import { InvoiceLineEntity } from './invoice-line.entity';

/**
 * A customer's monthly invoice. One per (customer, month); kept after an account is deleted
 * (accounts are anonymised, never removed). Status is not stored: it is computed from paidAt
 * and dueAt (see invoice-status.ts).
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

  /** INV-YYYY-MM-<customer id, 6 digits>: unique because there is one invoice per customer and month. */
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

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'paid_at', type: dateColumnType(), nullable: true })
  paidAt: Date | null;

  /** JSON list of the names of the services billed (a snapshot: names may change later). */
  @Column({ name: 'service_names', type: 'text' })
  serviceNames: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @OneToMany(() => InvoiceLineEntity, (l) => l.invoice, { cascade: ['insert'] })
  lines: InvoiceLineEntity[];
}
