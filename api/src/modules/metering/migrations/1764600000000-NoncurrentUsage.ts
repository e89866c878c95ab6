import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

/**
 * The GB of each hour's stored figure held by noncurrent versions and delete markers, which the
 * invoice bills at the snapshots price. 0 for the hours before: they were billed as object storage.
 */
export class NoncurrentUsage1764600000000 implements MigrationInterface {
  name = 'NoncurrentUsage1764600000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('usage_records', new TableColumn(columns(qr).float('noncurrent_gb', { default: 0 })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('usage_records', 'noncurrent_gb');
  }
}
