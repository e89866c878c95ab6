import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';

/**
 * Blobs to delete once `dueAt` passes. A write journals its new blob here (due in a day) before
 * a byte is written and removes the row in the transaction that commits the object, so a process
 * killed mid-write leaves a row that later cleans the orphan; a replaced or deleted object's
 * blobs are journalled (due now) in the transaction that drops their metadata.
 */
@Entity('storage_blob_gc')
@Index('idx_storage_blob_gc_due', ['dueAt'])
export class BlobGcEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'blob_key', type: 'varchar', length: 100, unique: true })
  blobKey: string;

  @Column({ name: 'due_at', type: dateColumnType() })
  dueAt: Date;
}
