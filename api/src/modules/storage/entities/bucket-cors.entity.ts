import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';

/**
 * A bucket's CORS configuration (PutBucketCors): its rules as a JSON list (domain/cors.ts
 * `CorsRule`), at most 100 of them, in the order they were sent (the first match wins). One row
 * per bucket, gone with the bucket; no row = no configuration (GetBucketCors answers
 * NoSuchCORSConfiguration).
 */
@Entity('storage_bucket_cors')
export class BucketCorsEntity {
  @PrimaryColumn({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @OneToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'text' })
  rules: string;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
