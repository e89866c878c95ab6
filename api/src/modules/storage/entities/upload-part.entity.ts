import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { bigintNumber } from './columns';
import { UploadEntity } from './upload.entity';

/** An uploaded part of a multipart upload; a repeated part number replaces the earlier part. */
@Entity('storage_upload_parts')
@Index('uq_storage_upload_parts_number', ['uploadId', 'partNumber'], { unique: true })
export class UploadPartEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'upload_id', type: 'varchar', length: 64 })
  uploadId: string;

  @ManyToOne(() => UploadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id' })
  upload?: UploadEntity;

  @Column({ name: 'part_number', type: 'integer' })
  partNumber: number;

  @Column({ name: 'blob_key', type: 'varchar', length: 100 })
  blobKey: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  /** Hex MD5 of the part (no quotes). */
  @Column({ type: 'varchar', length: 48 })
  etag: string;

  @Column({ name: 'checksum_value', type: 'varchar', length: 100, nullable: true })
  checksumValue: string | null;

  @Column({ name: 'uploaded_at', type: dateColumnType() })
  uploadedAt: Date;
}
