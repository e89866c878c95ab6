import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';
import { PromotionEntity } from './promotion.entity';

/**
 * An explicit join: one row per customer per promotion period, however often the customer joins.
 * Customers with an active service take part without one (automatic entry); this records the join.
 */
@Entity('competition_participations')
@Index('uq_participation', ['promotionId', 'periodKey', 'userId'], { unique: true })
export class ParticipationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'promotion_id', type: 'integer' })
  promotionId: number;

  @ManyToOne(() => PromotionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: PromotionEntity;

  @Column({ name: 'period_key', type: 'varchar', length: 16 })
  periodKey: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'joined_at', type: dateColumnType() })
  joinedAt: Date;
}
