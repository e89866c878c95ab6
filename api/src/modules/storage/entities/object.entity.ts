import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { BucketEntity } from './bucket.entity';
import { bigintNumber, keyCollation } from './columns';

/**
 * An object's metadata. Its bytes are one blob (`blobKey`) or, for a completed multipart upload,
 * the part blobs in `storage_object_parts` (`partCount` > 0): completing an upload moves rows,
 * never bytes. `headers` is JSON of the stored standard headers and x-amz-meta-* values; `tags`
 * its tag set (they go with the row: a delete or an overwrite removes them).
 */
@Entity('storage_objects')
@Index('uq_storage_objects_bucket_key', ['bucketId', 'key'], { unique: true })
export class ObjectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'bucket_id', type: 'integer' })
  bucketId: number;

  @ManyToOne(() => BucketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bucket_id' })
  bucket?: BucketEntity;

  @Column({ type: 'varchar', length: 1024, collation: keyCollation() })
  key: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  /** Hex MD5 of a single PUT, or "<md5 of part md5s>-<parts>" of a multipart object (no quotes). */
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

  @Column({ name: 'part_count', type: 'integer', default: 0 })
  partCount: number;

  @Column({ name: 'last_modified', type: dateColumnType() })
  lastModified: Date;

  /** The object's tags, JSON `[{ "key", "value" }]` in the order they were set; null when it has none (domain/tagging.ts). */
  @Column({ type: 'text', nullable: true })
  tags: string | null;

  /** The version id of this, the key's current version: "null" when written while the bucket was unversioned or suspended (domain/versions.ts). */
  @Column({ name: 'version_id', type: 'varchar', length: 32, default: 'null' })
  versionId: string;

  /** Its place on the bucket's version clock (0 when written before versioning was first enabled). */
  @Column({ name: 'version_seq', type: 'bigint', default: 0, transformer: bigintNumber })
  versionSeq: number;

  /** The object's canned ACL: `public-read`, or null for private (domain/public-access.ts). */
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
