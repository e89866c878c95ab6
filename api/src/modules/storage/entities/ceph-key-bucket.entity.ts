import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ApiKeyEntity } from '../../account/api-key.entity';
import { UserEntity } from '../../auth/user.entity';

/**
 * One bucket a bucket-scoped access key may reach on the Ceph plane (api_key_buckets on the
 * embedded one). RGW holds the bucket, so it is named, with RGW's id of the bucket when the key was
 * limited to it: a bucket deleted and made again under the name has another id, and the
 * provisioning job gives the key nothing there and drops the row (planes/ceph/key-users.ts). A
 * scope never widens by itself. Gone with the key.
 */
@Entity('ceph_key_buckets')
@Index('uq_ceph_key_buckets', ['apiKeyId', 'bucket'], { unique: true })
@Index('idx_ceph_key_buckets_user', ['userId'])
export class CephKeyBucketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'api_key_id', type: 'integer' })
  apiKeyId: number;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: ApiKeyEntity;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 63 })
  bucket: string;

  /** RGW's bucket id (its instance marker) when the key was limited to it. */
  @Column({ name: 'rgw_bucket_id', type: 'varchar', length: 128 })
  rgwBucketId: string;
}
