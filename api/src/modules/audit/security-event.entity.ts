import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

export type Severity = 'low' | 'medium' | 'high';

/** One row of the audit log. Never holds a secret. */
@Entity('security_events')
@Index('idx_security_events_user_time', ['userId', 'createdAt'])
@Index('idx_security_events_type_time', ['type', 'createdAt'])
export class SecurityEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account concerned (null for unknown identifiers or deleted users). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity | null;

  /** The admin who acted, for admin actions. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'varchar', length: 255 })
  action: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 10 })
  severity: Severity;

  @Column({ name: 'request_id', type: 'varchar', length: 40, nullable: true })
  requestId: string | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
