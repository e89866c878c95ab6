import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

export type Channel = 'email' | 'sms' | 'whatsapp';
/**
 * pending → sending → sent | failed. `held`: a non-security e-mail waiting for the user's digest
 * (Email Frequency), then `digested` once the digest carrying it is queued. `skipped`: the user's
 * notification switches stopped it; never sent (`last_error` says which switch).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held' | 'digested' | 'skipped';

/**
 * The outbox: every message the product sends (winner notices, account e-mails) is written here in
 * the same transaction as the change it reports, then delivered by the sender job. A message is
 * claimed (`sending`, with a lease) before it is sent, so several API processes never send it twice.
 */
@Entity('outbox_messages')
@Index('uq_outbox_dedupe', ['dedupeKey'], { unique: true })
@Index('idx_outbox_status', ['status', 'id'])
@Index('idx_outbox_user', ['userId'])
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the message is about, e.g. `winner`, `verify-email`, `password-reset`. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** One message per key however often it is queued, e.g. `winner:12:email`. */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 160 })
  dedupeKey: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 10 })
  channel: Channel;

  /** E-mail address or phone number at the time the message was queued. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 255, nullable: true })
  lastError: string | null;

  /** A claimed (`sending`) message whose claim passed this time is pending again (its sender died). */
  @Column({ name: 'locked_until', type: dateColumnType(), nullable: true })
  lockedUntil: Date | null;

  /** Not before this time (retries back off). */
  @Column({ name: 'next_attempt_at', type: dateColumnType() })
  nextAttemptAt: Date;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'sent_at', type: dateColumnType(), nullable: true })
  sentAt: Date | null;

  /** The Message-ID the mail relay accepted (e-mail only), for tracing a delivery. */
  @Column({ name: 'message_id', type: 'varchar', length: 255, nullable: true })
  messageId: string | null;
}
