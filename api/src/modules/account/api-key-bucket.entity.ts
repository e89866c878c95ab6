import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BucketEntity } from '../storage/entities/bucket.entity';
import { ApiKeyEntity } from './api-key.entity';

/**
 * One bucket a bucket-scoped access key may reach (api_keys.scoped). By bucket id, never by
 * name: a bucket deleted and created again under the same name is not in the key's scope, and
 * a deleted bucket's row goes with it while the key stays scoped (to fewer buckets, possibly
 * none): a scope never widens by itself.
 */
@Entity('api_key_buckets')
@Index('uq_api_key_buckets', ['apiKeyId', 'bucketId'], { unique: true })
@Index('idx_api_key_buckets_bucket', ['bucketId'])
export class ApiKeyBucketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'api_key_id', type: 'integer' })
  apiKeyId: number;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: ApiKeyEntity;

  @Column({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @ManyToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;
}
