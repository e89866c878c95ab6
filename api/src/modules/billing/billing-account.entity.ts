import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** A customer's billing settings: how they pay and their monthly spend alert. One per customer. */
@Entity('billing_accounts')
export class BillingAccountEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Display text of the payment method, e.g. 'M-Pesa •••• 5678' (never a full number). */
  @Column({ name: 'payment_method', type: 'varchar', length: 60 })
  paymentMethod: string;

  /** Monthly spend alert in cents; null when no alert is set. */
  @Column({ name: 'monthly_budget_cents', type: 'integer', nullable: true })
  monthlyBudgetCents: number | null;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
