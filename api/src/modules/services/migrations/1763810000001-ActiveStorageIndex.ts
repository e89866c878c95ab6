import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '../../../db/migration-helpers';

/** Covering index for active storage per customer (entries, stats): no table lookups, no sort. */
export class ActiveStorageIndex1763810000001 implements MigrationInterface {
  name = 'ActiveStorageIndex1763810000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('cloud_storage_services', index('idx_services_status_user_storage', ['status', 'user_id', 'storage_amount']));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('cloud_storage_services', 'idx_services_status_user_storage');
  }
}
