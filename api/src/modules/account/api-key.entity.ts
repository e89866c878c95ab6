import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

export type ApiKeyStatus = 'active' | 'inactive';
export type ApiKeyPermission = 'read' | 'write' | 'delete' | 'bypassGovernance';

/**
 * An S3 access key pair. The secret is AES-256-GCM encrypted (SigV4 needs it on the server);
 * only its last four characters are kept readable, for the masked display.
 */
@Entity('api_keys')
@Index('idx_api_keys_user', ['userId'])
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ name: 'access_key_id', type: 'varchar', length: 32, unique: true })
  accessKeyId: string;

  @Column({ name: 'secret_enc', type: 'text' })
  secretEnc: string;

  @Column({ name: 'secret_last4', type: 'varchar', length: 4 })
  secretLast4: string;

  /** Comma-separated subset of read,write,delete,bypassGovernance. */
  @Column({ type: 'varchar', length: 64 })
  permissions: string;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: ApiKeyStatus;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: dateColumnType(), nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'expires_at', type: dateColumnType(), nullable: true })
  expiresAt: Date | null;

  /** Limited to the buckets in api_key_buckets (none left, if they were all deleted): a scope never widens by itself. */
  @Column({ type: 'boolean', default: false })
  scoped: boolean;

  /** With `scoped`: only object keys starting with this prefix (null: the whole buckets). */
  @Column({ name: 'scope_prefix', type: 'varchar', length: 256, nullable: true })
  scopePrefix: string | null;

  /** Names of the scope's buckets, filled by the service for the API's answers (not a column). */
  scopeBuckets?: string[];
}
