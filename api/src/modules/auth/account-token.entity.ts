import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from './user.entity';

export type AccountTokenPurpose = 'verify-email' | 'password-reset';

/**
 * A single-use link token sent by e-mail (address verification, password reset). Only its SHA-256
 * is stored: the token is 256 random bits, so a stolen table gives nothing to try.
 */
@Entity('account_tokens')
@Index('uq_account_tokens_hash', ['tokenHash'], { unique: true })
@Index('idx_account_tokens_user', ['userId'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was sent to: a verification only counts while it is still the account's address. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;

  @Column({ name: 'used_at', type: dateColumnType(), nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
