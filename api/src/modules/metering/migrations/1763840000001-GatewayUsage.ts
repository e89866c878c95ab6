import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

/**
 * What the S3 gateway meters beyond the original report: requests by class, bytes received and
 * latency percentiles. Defaults keep every existing row (and the ingestion API) valid.
 */
export class GatewayUsage1763840000001 implements MigrationInterface {
  name = 'GatewayUsage1763840000001';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumns('usage_records', [
      new TableColumn(c.int('requests_class_a', { default: 0 })),
      new TableColumn(c.int('requests_class_b', { default: 0 })),
      new TableColumn(c.float('ingress_gb', { default: 0 })),
      new TableColumn(c.float('latency_p50_ms', { isNullable: true })),
      new TableColumn(c.float('latency_p95_ms', { isNullable: true })),
      new TableColumn(c.float('latency_p99_ms', { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const name of ['latency_p99_ms', 'latency_p95_ms', 'latency_p50_ms', 'ingress_gb', 'requests_class_b', 'requests_class_a']) await qr.dropColumn('usage_records', name);
  }
}
