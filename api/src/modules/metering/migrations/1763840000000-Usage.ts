import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Hourly usage records per service (metering). */
export class Usage1763840000000 implements MigrationInterface {
  name = 'Usage1763840000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'usage_records',
        [
          c.id(),
          c.int('service_id'),
          c.int('hour_index'),
          c.date('period_start'),
          c.float('stored_gb'),
          c.float('egress_kenya_gb'),
          c.float('egress_east_africa_gb'),
          c.float('egress_africa_gb'),
          c.int('requests'),
          c.int('errors'),
          c.float('avg_latency_ms'),
          c.float('uptime_percent'),
          c.date('received_at'),
        ],
        [index('uq_usage_service_hour', ['service_id', 'hour_index'], true), index('idx_usage_hour', ['hour_index'])],
        [fk('service_id', 'cloud_storage_services')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('usage_records');
  }
}
