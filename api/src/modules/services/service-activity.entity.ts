import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { CloudStorageServiceEntity } from './service.entity';

/** What happened to a service (created, renamed, resized, disabled…): the Logs tab. */
@Entity('service_activity')
@Index('idx_service_activity_service', ['serviceId', 'createdAt'])
export class ServiceActivityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service: CloudStorageServiceEntity;

  /** Who acted (the owner or an admin). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  detail: string | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
