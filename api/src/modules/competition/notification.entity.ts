import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { WinnerEntity } from './winner.entity';

export type NotificationChannel = 'email' | 'sms' | 'whatsapp';
export type NotificationStatus = 'pending' | 'sent' | 'failed';

/** Outbox: one row per winner per channel, written with the winner and sent by the notifier. */
@Entity('competition_notifications')
@Index('uq_notification_channel', ['winnerId', 'channel'], { unique: true })
@Index('idx_notifications_status', ['status', 'id'])
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'winner_id', type: 'integer' })
  winnerId: number;

  @ManyToOne(() => WinnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'winner_id' })
  winner?: WinnerEntity;

  @Column({ type: 'varchar', length: 10 })
  channel: NotificationChannel;

  /** E-mail address or phone number at the time of the win. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: NotificationStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 255, nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'sent_at', type: dateColumnType(), nullable: true })
  sentAt: Date | null;
}
