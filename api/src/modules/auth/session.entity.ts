import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from './user.entity';

/** A signed-in session. The JWT carries only its id; revoking the row ends the session everywhere. */
@Entity('sessions')
@Index('idx_sessions_user', ['userId'])
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: dateColumnType() })
  lastSeenAt: Date;

  /** Absolute end of the session, whatever the activity. */
  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: dateColumnType(), nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  /** Idle timeout copied from the user's settings when the session starts (default 60 minutes). */
  @Column({ name: 'idle_timeout_minutes', type: 'integer', default: 60 })
  idleTimeoutMinutes: number;
}
