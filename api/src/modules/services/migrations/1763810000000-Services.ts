import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Cloud storage services and their activity log. */
export class Services1763810000000 implements MigrationInterface {
  name = 'Services1763810000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('cloud_storage_services', [
        c.id(),
        c.int('user_id'),
        c.str('name', 100),
        c.str('service_type', 50),
        c.int('storage_amount'),
        c.str('cost', 50),
        c.str('status', 10, { default: "'active'" }),
        c.str('region', 20, { default: "'kenya'" }),
        c.str('plan_type', 10, { isNullable: true }),
        c.str('bucket', 63, { isUnique: true }),
        c.date('start_date'),
        c.date('updated_at'),
      ], [index('idx_services_user', ['user_id']), index('idx_services_status_id', ['status', 'id'])], [fk('user_id', 'users')]),
    );
    await qr.createTable(
      table('service_activity', [
        c.id(),
        c.int('service_id'),
        c.int('user_id', { isNullable: true }),
        c.str('action', 40),
        c.str('detail', 255, { isNullable: true }),
        c.date('created_at'),
      ], [index('idx_service_activity_service', ['service_id', 'created_at'])], [fk('service_id', 'cloud_storage_services')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('service_activity');
    await qr.dropTable('cloud_storage_services');
  }
}
