import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';

/**
 * An account's Block Public Access flags (domain/block-public-access.ts), as AWS's account-level
 * S3 Block Public Access: they apply to every bucket of every service of the account, OR'd with
 * the bucket's own. One row per account once changed, gone with the account; no row = the
 * default, every flag on.
 */
@Entity('storage_account_public_access')
export class AccountPublicAccessEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'block_public_acls', type: 'boolean', default: true })
  blockPublicAcls: boolean;

  @Column({ name: 'ignore_public_acls', type: 'boolean', default: true })
  ignorePublicAcls: boolean;

  @Column({ name: 'block_public_policy', type: 'boolean', default: true })
  blockPublicPolicy: boolean;

  @Column({ name: 'restrict_public_buckets', type: 'boolean', default: true })
  restrictPublicBuckets: boolean;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
