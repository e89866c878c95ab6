import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, table } from '../../../db/migration-helpers';

/** Per-bucket lifecycle rules and the lifecycle job's cursor (entities/bucket-lifecycle.entity.ts), removed with their bucket. */
export class Lifecycle1764560000000 implements MigrationInterface {
  name = 'Lifecycle1764560000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(table('storage_bucket_lifecycle', [c.int('bucket_id', { isPrimary: true }), c.text('rules'), c.text('run_state', { isNullable: true }), c.date('updated_at')], [], [fk('bucket_id', 'storage_buckets')]));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_bucket_lifecycle');
  }
}
