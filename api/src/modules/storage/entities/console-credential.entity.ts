import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';

/**
 * The console's signing identity for a customer: the portal presigns the bucket browser's URLs
 * with it, so the browser never holds a secret. Only the access key id is stored; the secret is
 * derived from the server's secrets key (HMAC), so a database leak alone cannot sign.
 *
 * The console epoch: every link the console hands out carries the access key id of the epoch it
 * was minted in. Revoking the links (console/credential.ts: a password change or reset, a 2FA
 * change, "sign out everywhere", a personal access token revoked) moves to the next epoch with a
 * new random key id, so every earlier link names an id the S3 listener no longer knows.
 */
@Entity('storage_console_credentials')
export class ConsoleCredentialEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** The current epoch's key id: links signed with any earlier one are refused. */
  @Column({ name: 'access_key_id', type: 'varchar', length: 20, unique: true })
  accessKeyId: string;

  /** How many times the links were revoked (0 until the first time). */
  @Column({ type: 'integer', default: 0 })
  epoch: number;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  /** When the current epoch began (the last revocation), or null while it is the first. */
  @Column({ name: 'rotated_at', type: dateColumnType(), nullable: true })
  rotatedAt: Date | null;
}
