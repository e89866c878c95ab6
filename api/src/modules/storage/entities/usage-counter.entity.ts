import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { bigintNumber, floatType } from './columns';

/** Upper bounds (ms) of the latency histogram columns lat_0 … lat_7; lat_8 counts the rest. */
export const LATENCY_BOUNDS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500] as const;

/**
 * What the gateway served for a service in one hour, added to by every request (an upsert that
 * increments), so any number of gateway processes count into the same row and none keeps
 * counters in memory. The roll-up turns these rows into usage_records.
 */
@Entity('storage_usage_counters')
@Index('uq_storage_usage_counters_hour', ['serviceId', 'hourIndex'], { unique: true })
export class UsageCounterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ name: 'hour_index', type: 'integer' })
  hourIndex: number;

  /** Class A (PUT, COPY, POST, LIST), class B (GET, HEAD and other reads), and the rest (DELETE). */
  @Column({ name: 'requests_a', type: 'integer', default: 0 })
  requestsA: number;

  @Column({ name: 'requests_b', type: 'integer', default: 0 })
  requestsB: number;

  @Column({ name: 'requests_other', type: 'integer', default: 0 })
  requestsOther: number;

  @Column({ name: 'errors_4xx', type: 'integer', default: 0 })
  errors4xx: number;

  @Column({ name: 'errors_5xx', type: 'integer', default: 0 })
  errors5xx: number;

  @Column({ name: 'bytes_in', type: 'bigint', default: 0, transformer: bigintNumber })
  bytesIn: number;

  @Column({ name: 'bytes_out_local', type: 'bigint', default: 0, transformer: bigintNumber })
  bytesOutLocal: number;

  @Column({ name: 'bytes_out_regional', type: 'bigint', default: 0, transformer: bigintNumber })
  bytesOutRegional: number;

  @Column({ name: 'latency_ms_sum', type: floatType(), default: 0 })
  latencyMsSum: number;

  @Column({ name: 'lat_0', type: 'integer', default: 0 }) lat0: number;
  @Column({ name: 'lat_1', type: 'integer', default: 0 }) lat1: number;
  @Column({ name: 'lat_2', type: 'integer', default: 0 }) lat2: number;
  @Column({ name: 'lat_3', type: 'integer', default: 0 }) lat3: number;
  @Column({ name: 'lat_4', type: 'integer', default: 0 }) lat4: number;
  @Column({ name: 'lat_5', type: 'integer', default: 0 }) lat5: number;
  @Column({ name: 'lat_6', type: 'integer', default: 0 }) lat6: number;
  @Column({ name: 'lat_7', type: 'integer', default: 0 }) lat7: number;
  @Column({ name: 'lat_8', type: 'integer', default: 0 }) lat8: number;

  /** When the hour's latest request was served (epoch ms): the service's exact "last activity". */
  @Column({ name: 'last_request_ms', type: 'bigint', nullable: true, transformer: bigintNumber })
  lastRequestMs: number | null;
}
