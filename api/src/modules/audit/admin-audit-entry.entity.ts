import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminAuditAction } from '../../contracts/admin-audit';
import { dateColumnType } from '../../db/columns';

/**
 * One administrative act: who (an admin, or the system acting on its own schedule), what, on
 * which object, when and from where. Append-only; never holds a secret. The actor's name is kept
 * as it was then, so the entry still reads right if the account is later renamed or deleted.
 */
@Entity('admin_audit_log')
@Index('idx_admin_audit_actor', ['actorId', 'id'])
@Index('idx_admin_audit_action', ['action', 'id'])
@Index('idx_admin_audit_time', ['createdAt'])
export class AdminAuditEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The admin who acted; null for the system (scheduler, operator's command line, demo seed). */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  /** The admin's username then, or the system's name ('Scheduler', 'Operator'). */
  @Column({ name: 'actor_name', type: 'varchar', length: 100 })
  actorName: string;

  @Column({ type: 'varchar', length: 40 })
  action: AdminAuditAction;

  /** What was acted on: 'promotion', 'service', 'support_ticket', 'user', 'draw_round'… */
  @Column({ name: 'target_type', type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** One line a person reads: what happened, with the names involved. */
  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'request_id', type: 'varchar', length: 40, nullable: true })
  requestId: string | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
