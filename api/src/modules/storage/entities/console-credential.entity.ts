import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateColumnType } from '../../../db/columns';
import { UserEntity } from '../../auth/user.entity';

/**
 * The console's signing identity for a customer: the portal presigns the bucket browser's URLs
 * with it, so the browser never holds a secret. Only the access key id is stored; the secret is
 * derived from the server's secrets key (HMAC), so a database leak alone cannot sign.
 * Rotating it (a new id) invalidates every link the console has handed out.
 */
@Entity('storage_console_credentials')
export class ConsoleCredentialEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'access_key_id', type: 'varchar', length: 20, unique: true })
  accessKeyId: string;

  @Column({ name: 'created_at', type: dateColumnType() })
  createdAt: Date;
}
