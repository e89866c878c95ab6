import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../contracts/support';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** A ticket opened from the public support form (by a visitor or a signed-in customer). */
@Entity('support_tickets')
@Index('idx_support_tickets_status_id', ['status', 'id'])
export class SupportTicketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Quoted to the customer: TKT-<year>-<id, 6 digits>. */
  @Column({ type: 'varchar', length: 40, unique: true })
  reference: string;

  /** The signed-in customer who opened it, if any. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  priority: TicketPriority;

  @Column({ type: 'varchar', length: 20 })
  category: TicketCategory;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'boolean', default: false })
  urgent: boolean;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: TicketStatus;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
