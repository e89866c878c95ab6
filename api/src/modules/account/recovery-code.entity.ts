import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';
import { UserEntity } from '../auth/user.entity';

/** A single-use two-factor recovery code (80 random bits), stored as an HMAC-SHA256 with a server key (recovery-codes.ts). */
@Entity('recovery_codes')
@Index('idx_recovery_codes_user', ['userId'])
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: dateColumnType(), nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
