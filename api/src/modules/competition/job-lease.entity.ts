import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumnType } from '../../db/columns';

/** A lease on a background job, so only one API process runs the scheduled draws at a time. */
@Entity('competition_job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  holder: string;

  @Column({ name: 'expires_at', type: dateColumnType() })
  expiresAt: Date;
}
