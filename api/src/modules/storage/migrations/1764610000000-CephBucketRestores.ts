import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Point-in-time restore jobs on the Ceph plane (entities/ceph-bucket-restore.entity.ts). */
export class CephBucketRestores1764610000000 implements MigrationInterface {
  name = 'CephBucketRestores1764610000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const pg = qr.connection.options.type === 'postgres';
    const key = (name: string) => c.str(name, 1024, pg ? { collation: 'C' } : {});
    await qr.createTable(
      table(
        'ceph_bucket_restores',
        [
          c.id(),
          c.int('user_id'),
          c.int('service_id'),
          c.str('bucket', 63),
          key('prefix'),
          c.date('point_in_time'),
          c.str('status', 10),
          c.bigint('keys_examined', { default: 0 }),
          c.bigint('versions_restored', { default: 0 }),
          c.bigint('markers_written', { default: 0 }),
          c.bigint('bytes_copied', { default: 0 }),
          c.text('error', { isNullable: true }),
          key('cursor'),
          c.date('created_at'),
          c.date('finished_at', { isNullable: true }),
        ],
        [index('idx_ceph_bucket_restores_bucket', ['user_id', 'bucket', 'status'])],
        [fk('user_id', 'users'), fk('service_id', 'cloud_storage_services')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('ceph_bucket_restores');
  }
}
