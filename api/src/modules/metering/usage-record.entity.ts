import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { config } from '../../config/config';
import { dateColumnType } from '../../db/columns';
import { CloudStorageServiceEntity } from '../services/service.entity';

/** Floating-point column type matching the migration helper (double precision / real). */
const float = () => (config().database.kind === 'postgres' ? 'double precision' : 'real');

/**
 * One hour of one service's usage, as reported by the storage platform (or the demo generator).
 * Unique per (service, hour): a repeated report replaces the row. `hourIndex` is the hour number
 * since the Unix epoch (periodStart / 3,600,000), stored so that range bucketing is integer
 * arithmetic that SQLite and PostgreSQL evaluate the same way.
 */
@Entity('usage_records')
@Index('uq_usage_service_hour', ['serviceId', 'hourIndex'], { unique: true })
@Index('idx_usage_hour', ['hourIndex'])
export class UsageRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId: number;

  @ManyToOne(() => CloudStorageServiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: CloudStorageServiceEntity;

  @Column({ name: 'hour_index', type: 'integer' })
  hourIndex: number;

  @Column({ name: 'period_start', type: dateColumnType() })
  periodStart: Date;

  /** GB stored at the end of the hour. */
  @Column({ name: 'stored_gb', type: float() })
  storedGb: number;

  @Column({ name: 'egress_kenya_gb', type: float() })
  egressKenyaGb: number;

  @Column({ name: 'egress_east_africa_gb', type: float() })
  egressEastAfricaGb: number;

  @Column({ name: 'egress_africa_gb', type: float() })
  egressAfricaGb: number;

  @Column({ type: 'integer' })
  requests: number;

  @Column({ type: 'integer' })
  errors: number;

  @Column({ name: 'avg_latency_ms', type: float() })
  avgLatencyMs: number;

  @Column({ name: 'uptime_percent', type: float() })
  uptimePercent: number;

  @Column({ name: 'received_at', type: dateColumnType() })
  receivedAt: Date;

  /** Gateway figures (optional in reports): class A requests (PUT, COPY, POST, LIST), class B (GET, HEAD). */
  @Column({ name: 'requests_class_a', type: 'integer', default: 0 })
  requestsClassA?: number;

  @Column({ name: 'requests_class_b', type: 'integer', default: 0 })
  requestsClassB?: number;

  /** GB received (uploads). */
  @Column({ name: 'ingress_gb', type: float(), default: 0 })
  ingressGb?: number;

  /** Latency percentiles of the hour, from the gateway's histogram; null when not measured. */
  @Column({ name: 'latency_p50_ms', type: float(), nullable: true })
  latencyP50Ms?: number | null;

  @Column({ name: 'latency_p95_ms', type: float(), nullable: true })
  latencyP95Ms?: number | null;

  @Column({ name: 'latency_p99_ms', type: float(), nullable: true })
  latencyP99Ms?: number | null;

  /**
   * Of `storedGb`, the GB held by noncurrent versions and delete markers (S3 versioning), billed at
   * the snapshots price instead of the object storage price. Written by the storage roll-up; 0 in
   * reports that do not carry it.
   */
  @Column({ name: 'noncurrent_gb', type: float(), default: 0 })
  noncurrentGb?: number;
}
