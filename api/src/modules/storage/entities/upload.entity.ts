import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';
import { keyCollation } from './columns';

/** A multipart upload in progress (CreateMultipartUpload until Complete or Abort). */
@Entity('storage_uploads')
@Index('idx_storage_uploads_bucket_key', ['bucketId', 'key', 'initiatedAt'])
export class UploadEntity {
  /** The UploadId: 32 random bytes, base64url. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @ManyToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  key: string;

  @Column({ name: 'content_type', type: 'varchar', length: 255 })
  contentType: string;

  @Column({ type: 'text' })
  headers: string;

  @Column({ name: 'checksum_algorithm', type: 'varchar', length: 10, nullable: true })
  checksumAlgorithm: string | null;

  @Column({ name: 'initiated_at', type: dateColumnType() })
  initiatedAt: Date;

  /** The tags CreateMultipartUpload's x-amz-tagging gave the object-to-be (JSON, as ObjectEntity.tags), null for none. */
  @Column({ type: 'text', nullable: true })
  tags: string | null;

  /** The canned ACL CreateMultipartUpload's x-amz-acl gave the object-to-be (`public-read`, or null for private). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  acl: string | null;
}
