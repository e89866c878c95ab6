import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Point-in-time restore jobs of versioned buckets (entities/bucket-restore.entity.ts), removed with their bucket. */
export class BucketRestores1764580000000 implements MigrationInterface {
  name = 'BucketRestores1764580000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const pg = qr.connection.options.type === 'postgres';
    const key = (name: string, nullable: boolean) => c.str(name, 1024, { isNullable: nullable, ...(pg ? { collation: 'C' } : {}) });
    await qr.createTable(
      table(
        'storage_bucket_restores',
        [
          c.id(),
          c.int('user_id'),
          c.int('service_id'),
          c.int('bucket_id'),
          key('prefix', false),
          c.date('point_in_time'),
          c.str('status', 10),
          c.bigint('keys_examined', { default: 0 }),
          c.bigint('versions_restored', { default: 0 }),
          c.bigint('markers_written', { default: 0 }),
          c.bigint('bytes_copied', { default: 0 }),
          c.text('error', { isNullable: true }),
          key('cursor', false),
          c.date('created_at'),
          c.date('finished_at', { isNullable: true }),
        ],
        [index('idx_storage_bucket_restores_bucket', ['bucket_id', 'status'])],
        [fk('bucket_id', 'storage_buckets')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_bucket_restores');
  }
}
