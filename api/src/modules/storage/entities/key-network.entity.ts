import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { ApiKeyEntity } from '../../account/api-key.entity';
import { UserEntity } from '../../auth/user.entity';

/**
 * The networks an access key has signed requests from (IPv4 /24, IPv6 /64: common/client-ip.ts
 * networkOf): a verified request from a network not listed here is the key's first use from a new
 * network, a security event for its owner. One row per key and network, gone with the key (or
 * the account: the user id is kept for account deletion and the data export, account/data-map.ts).
 */
@Entity('storage_key_networks')
@Index('uq_storage_key_networks', ['apiKeyId', 'network'], { unique: true })
@Index('idx_storage_key_networks_user', ['userId'])
export class KeyNetworkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'api_key_id', type: 'integer' })
  apiKeyId: number;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: ApiKeyEntity;

  @Column({ type: 'varchar', length: 64 })
  network: string;

  @Column({ name: 'first_seen_at', type: dateColumnType() })
  firstSeenAt: Date;
}
