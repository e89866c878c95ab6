import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';
import { bigintNumber, keyCollation } from './columns';

/** One part of a multipart version, kept as JSON on its version row (parts rows belong to current objects). */
export interface VersionPart {
  partNumber: number;
  blobKey: string;
  size: number;
  startOffset: number;
  etag: string;
}

/**
 * A version of a key that is not the current object: a noncurrent version (its bytes stay, and are
 * billed, until it is deleted by id or expires) or a delete marker (`deleteMarker`, no bytes; its
 * `size` is the key's length in bytes, what S3 bills a marker for). Ordered per bucket by
 * `versionSeq`, the bucket's version clock (domain/versions.ts).
 */
@Entity('storage_object_versions')
@Index('uq_storage_object_versions_id', ['bucketId', 'key', 'versionId'], { unique: true })
@Index('idx_storage_object_versions_seq', ['bucketId', 'key', 'versionSeq'])
export class ObjectVersionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @ManyToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  key: string;

  @Column({ name: 'version_id', type: 'varchar', length: 32 })
  versionId: string;

  @Column({ name: 'version_seq', type: 'bigint', transformer: bigintNumber })
  versionSeq: number;

  @Column({ name: 'delete_marker', type: 'boolean', default: false })
  deleteMarker: boolean;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  @Column({ type: 'varchar', length: 48 })
  etag: string;

  @Column({ name: 'content_type', type: 'varchar', length: 255 })
  contentType: string;

  @Column({ type: 'text' })
  headers: string;

  @Column({ name: 'checksum_algorithm', type: 'varchar', length: 10, nullable: true })
  checksumAlgorithm: string | null;

  @Column({ name: 'checksum_value', type: 'varchar', length: 100, nullable: true })
  checksumValue: string | null;

  @Column({ name: 'blob_key', type: 'varchar', length: 100, nullable: true })
  blobKey: string | null;

  /** JSON `VersionPart[]` of a multipart version; null for a single blob or a marker. */
  @Column({ type: 'text', nullable: true })
  parts: string | null;

  @Column({ name: 'part_count', type: 'integer', default: 0 })
  partCount: number;

  @Column({ name: 'last_modified', type: dateColumnType() })
  lastModified: Date;

  /** When a newer version (or a marker) replaced it: where noncurrent-days lifecycle rules count from. Null for a marker that is the latest. */
  @Column({ name: 'noncurrent_since', type: dateColumnType(), nullable: true })
  noncurrentSince: Date | null;

  @Column({ type: 'text', nullable: true })
  tags: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  acl: string | null;

  /** Object lock retention of this version (domain/object-lock.ts): GOVERNANCE or COMPLIANCE until `lockUntil`; null when none. */
  @Column({ name: 'lock_mode', type: 'varchar', length: 10, nullable: true })
  lockMode: 'GOVERNANCE' | 'COMPLIANCE' | null;

  @Column({ name: 'lock_until', type: dateColumnType(), nullable: true })
  lockUntil: Date | null;

  /** An object lock legal hold: no delete of this version while on, whatever its retention. */
  @Column({ name: 'legal_hold', type: 'boolean', default: false })
  legalHold: boolean;
}
