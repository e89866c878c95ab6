import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';

/**
 * A lease on a background job (the scheduled draws, invoice generation), so only one API process
 * runs it at a time. The table keeps the name competition's first migration gave it
 * (1763830000000-Competition), so applied databases need no migration for the move to platform.
 */
@Entity('competition_job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  holder: string;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;
}
