import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** The Ceph plane's record of the service a console-created bucket belongs to (entities/ceph-bucket-placement.entity.ts). */
export class CephBucketPlacements1764600000000 implements MigrationInterface {
  name = 'CephBucketPlacements1764600000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'ceph_bucket_placements',
        [c.id(), c.int('user_id'), c.str('bucket', 63), c.int('service_id'), c.date('created_at')],
        [index('uq_ceph_bucket_placements', ['user_id', 'bucket'], true), index('idx_ceph_bucket_placements_service', ['service_id'])],
        [fk('user_id', 'users'), fk('service_id', 'cloud_storage_services')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('ceph_bucket_placements');
  }
}
