import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/**
 * Exchange rates an administrator set, for the approximate USD/EUR amounts shown beside KSh to
 * customers who chose that display currency. Every change is a new row (history kept); the newest
 * row of a currency is its current rate. Invoices and payments never use them: they stay in KSh.
 */
@Entity('exchange_rates')
@Index('idx_exchange_rates_currency', ['currency', 'id'])
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** USD or EUR. */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** What one unit of the currency costs, in KSh cents (12903 = KSh 129.03 per US dollar). */
  @Column({ name: 'ksh_cents_per_unit', type: 'integer' })
  kshCentsPerUnit: number;

  /** The day the rate is of, yyyy-mm-dd, as the administrator entered it. */
  @Column({ name: 'rate_date', type: 'varchar', length: 10 })
  rateDate: string;

  @Column({ name: 'set_by', type: 'integer', nullable: true })
  setById: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'set_by' })
  setBy?: UserEntity;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
