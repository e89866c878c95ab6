import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AccessTokenScope } from '../../contracts/access-tokens';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/**
 * A personal access token. Only the SHA-256 of the token is stored (the token has 256 random
 * bits, so a fast hash is enough and lets a request find its row by an indexed lookup), plus its
 * first characters so the owner can tell tokens apart.
 */
@Entity('personal_access_tokens')
@Index('idx_personal_access_tokens_user', ['userId'])
export class AccessTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  scope: AccessTokenScope;

  /** Hex SHA-256 of the whole token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** The token's first characters (prefix and 4 random ones), e.g. `mwk_pat_Xy3_`. */
  @Column({ name: 'token_start', type: 'varchar', length: 16 })
  tokenStart: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: dateColumnType(), nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'last_used_at', type: dateColumnType(), nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'last_used_ip', type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;
}
