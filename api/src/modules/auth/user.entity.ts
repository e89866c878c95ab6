import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';

export type UserType = 'admin' | 'user';

/** An account. E-mail is stored lower-cased; username keeps its case and is unique through usernameKey. */
@Entity('users')
@Index('idx_users_created', ['createdAt', 'id'])
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  username: string;

  /** Lower-cased username: the unique, case-insensitive key. */
  @Column({ name: 'username_key', type: 'varchar', length: 32, unique: true })
  usernameKey: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ name: 'user_type', type: 'varchar', length: 10, default: 'user' })
  userType: UserType;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  company: string | null;

  /** Optional KRA PIN for tax invoices (A123456789B), upper-case. */
  @Column({ name: 'kra_pin', type: 'varchar', length: 11, nullable: true })
  kraPin: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** File name of the avatar inside DATA_DIR/avatars. */
  @Column({ name: 'avatar_file', type: 'varchar', length: 80, nullable: true })
  avatarFile: string | null;

  /** TOTP secret, AES-256-GCM encrypted; null when 2FA is off. */
  @Column({ name: 'totp_secret_enc', type: 'text', nullable: true })
  totpSecretEnc: string | null;

  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /** Last accepted TOTP time step, so a code cannot be replayed. */
  @Column({ name: 'totp_last_step', type: 'integer', nullable: true })
  totpLastStep: number | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  /**
   * When the owner proved control of `email` (a verification or password-reset link). Null for a new
   * registration and after an e-mail change: registration alone proves nothing about an address.
   */
  @Column({ name: 'email_verified_at', type: dateColumnType(), nullable: true })
  emailVerifiedAt: Date | null;

  /** Set when the account was deleted and its personal data anonymised. */
  @Column({ name: 'deleted_at', type: dateColumnType(), nullable: true })
  deletedAt: Date | null;
}
