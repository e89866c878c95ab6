import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';

export type DrawType = 'daily' | 'weekly' | 'monthly';

/** A prize promotion. Every customer with an active service takes part in every active promotion. */
@Entity('promotions')
@Index('idx_promotions_active', ['isActive', 'endDate'])
export class PromotionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'eligibility_criteria', type: 'text' })
  eligibilityCriteria: string;

  @Column({ name: 'prize_description', type: 'varchar', length: 255 })
  prizeDescription: string;

  /** Prize value in KSh. */
  @Column({ name: 'prize_value', type: 'integer' })
  prizeValue: number;

  @Column({ name: 'start_date', type: dateColumnType() })
  startDate: Date;

  @Column({ name: 'end_date', type: dateColumnType() })
  endDate: Date;

  @Column({ name: 'draw_type', type: 'varchar', length: 10 })
  drawType: DrawType;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;

  @Column({ name: 'updated_at', type: dateColumnType() })
  updatedAt: Date;
}
