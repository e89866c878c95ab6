import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, table } from '../../../db/migration-helpers';

/** Per-bucket CORS rules (entities/bucket-cors.entity.ts), removed with their bucket. */
export class BucketCors1764520000000 implements MigrationInterface {
  name = 'BucketCors1764520000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(table('storage_bucket_cors', [c.int('bucket_id', { isPrimary: true }), c.text('rules'), c.date('updated_at')], [], [fk('bucket_id', 'storage_buckets')]));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_bucket_cors');
  }
}
