import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** A customer's billing settings: their monthly spend alert. One per customer. */
@Entity('billing_accounts')
export class BillingAccountEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Monthly spend alert in cents; null when no alert is set. */
  @Column({ name: 'monthly_budget_cents', type: 'integer', nullable: true })
  monthlyBudgetCents: number | null;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
