import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';
import { DrawEntity } from './draw.entity';
import { PromotionEntity } from './promotion.entity';

/** The winner of one draw. user_id becomes null if the account is removed (shown as 'Anonymous Winner'). */
@Entity('competition_winners')
@Index('idx_winners_win_date', ['winDate', 'id'])
@Index('idx_winners_promotion', ['promotionId', 'winDate'])
export class WinnerEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'draw_id', type: 'integer', unique: true })
  drawId: number;

  @ManyToOne(() => DrawEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'draw_id' })
  draw?: DrawEntity;

  @Column({ name: 'promotion_id', type: 'integer' })
  promotionId: number;

  @ManyToOne(() => PromotionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: PromotionEntity;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;

  @Column({ name: 'period_key', type: 'varchar', length: 16 })
  periodKey: string;

  @Column({ name: 'prize_description', type: 'varchar', length: 255 })
  prizeDescription: string;

  @Column({ name: 'prize_value', type: 'integer' })
  prizeValue: number;

  @Column({ name: 'claim_status', type: 'varchar', length: 20, default: 'pending' })
  claimStatus: string;

  @Column({ name: 'win_date', type: dateColumnType() })
  winDate: Date;
}
