import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** Per-user notification, preference and security settings; defaults apply while no row exists. */
@Entity('user_settings')
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'notify_email', type: 'boolean', default: true })
  notifyEmail: boolean;

  @Column({ name: 'notify_sms', type: 'boolean', default: false })
  notifySms: boolean;

  @Column({ name: 'notify_maintenance', type: 'boolean', default: true })
  notifyMaintenance: boolean;

  @Column({ name: 'notify_security_alerts', type: 'boolean', default: true })
  notifySecurityAlerts: boolean;

  @Column({ name: 'email_frequency', type: 'varchar', length: 10, default: 'daily' })
  emailFrequency: string;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  @Column({ type: 'varchar', length: 5, default: 'eat' })
  timezone: string;

  @Column({ type: 'varchar', length: 5, default: 'kes' })
  currency: string;

  @Column({ name: 'date_format', type: 'varchar', length: 12, default: 'dd/mm/yyyy' })
  dateFormat: string;

  @Column({ name: 'session_timeout_minutes', type: 'integer', default: 60 })
  sessionTimeoutMinutes: number;

  @Column({ name: 'ip_allowlist_enabled', type: 'boolean', default: false })
  ipAllowlistEnabled: boolean;

  /** JSON array of IP addresses / CIDR ranges. */
  @Column({ name: 'ip_allowlist', type: 'text', default: '[]' })
  ipAllowlist: string;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
