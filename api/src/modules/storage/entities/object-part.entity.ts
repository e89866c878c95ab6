import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from './columns';
import { ObjectEntity } from './object.entity';

/** One part of a multipart object, in object order (`position` 1…n) with its byte offset. */
@Entity('storage_object_parts')
@Index('uq_storage_object_parts_position', ['objectId', 'position'], { unique: true })
export class ObjectPartEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'object_id', type: 'integer' })
  objectId: number;

  @ManyToOne(() => ObjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'object_id' })
  object?: ObjectEntity;

  @Column({ type: 'integer' })
  position: number;

  /** The part number the client uploaded it as. */
  @Column({ name: 'part_number', type: 'integer' })
  partNumber: number;

  @Column({ name: 'blob_key', type: 'varchar', length: 100 })
  blobKey: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  @Column({ name: 'start_offset', type: 'bigint', transformer: bigintNumber })
  startOffset: number;

  @Column({ type: 'varchar', length: 48 })
  etag: string;
}
