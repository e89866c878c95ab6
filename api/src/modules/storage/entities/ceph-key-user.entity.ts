import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';

/**
 * The RGW users the provisioning job made for bucket-scoped keys (planes/ceph/key-users.ts), one
 * per key, kept after the key is revoked: the row is how the job finds the RGW user to remove
 * (the key's own row is gone by then), and a customer who ever had one has objects on RGW that
 * such a user owns, which the job keeps readable to the customer's own credentials. Ids only.
 */
@Entity('ceph_key_users')
@Index('idx_ceph_key_users_user', ['userId'])
export class CephKeyUserEntity {
  /** The access key's id (api_keys.id); no foreign key: the row outlives the key. */
  @PrimaryColumn({ name: 'key_id', type: 'integer' })
  keyId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** When its RGW user was removed (null: it exists, or is being made). */
  @Column({ name: 'removed_at', type: dateColumnType(), nullable: true })
  removedAt: Date | null;
}
