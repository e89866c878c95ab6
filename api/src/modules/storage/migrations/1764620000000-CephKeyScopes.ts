import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Bucket-scoped keys on the Ceph plane (entities/ceph-key-bucket.entity.ts, ceph-key-user.entity.ts). */
export class CephKeyScopes1764620000000 implements MigrationInterface {
  name = 'CephKeyScopes1764620000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'ceph_key_buckets',
        [c.id(), c.int('api_key_id'), c.int('user_id'), c.str('bucket', 63), c.str('rgw_bucket_id', 128)],
        [index('uq_ceph_key_buckets', ['api_key_id', 'bucket'], true), index('idx_ceph_key_buckets_user', ['user_id'])],
        [fk('api_key_id', 'api_keys'), fk('user_id', 'users')],
      ),
    );
    await qr.createTable(table('ceph_key_users', [{ ...c.int('key_id'), isPrimary: true }, c.int('user_id'), c.date('removed_at', { isNullable: true })], [index('idx_ceph_key_users_user', ['user_id'])]));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('ceph_key_users');
    await qr.dropTable('ceph_key_buckets');
  }
}
