import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';

/**
 * A bucket's public-access settings (domain/public-access.ts): its policy as it was put (JSON,
 * null for none), its canned ACL (`private` or `public-read`) and its Block Public Access flags
 * (JSON of the four, null: the default, all on). One row per bucket, gone with the bucket; no row
 * = private and blocked.
 */
@Entity('storage_bucket_public_access')
export class BucketPublicAccessEntity {
  @PrimaryColumn({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @OneToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'text', nullable: true })
  policy: string | null;

  @Column({ type: 'varchar', length: 16, default: 'private' })
  acl: string;

  @Column({ type: 'text', nullable: true })
  block: string | null;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
