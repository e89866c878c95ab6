import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

/** A service's exact last activity: the time of each hour's latest request on its counter row. */
export class LastRequest1764525000000 implements MigrationInterface {
  name = 'LastRequest1764525000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('storage_usage_counters', new TableColumn(columns(qr).bigint('last_request_ms', { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('storage_usage_counters', 'last_request_ms');
  }
}
