import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Daily snapshots of Object Storage services: the schedule and the restore points (entities/snapshot*.entity.ts), removed with their service. */
export class Snapshots1764590000000 implements MigrationInterface {
  name = 'Snapshots1764590000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('storage_snapshot_schedules', [c.int('service_id', { isPrimary: true }), c.int('retention_days'), c.date('enabled_at'), c.date('stopped_at', { isNullable: true }), c.int('swept_day', { isNullable: true }), c.date('updated_at')], [], [fk('service_id', 'cloud_storage_services')]),
    );
    await qr.createTable(
      table(
        'storage_snapshots',
        [c.id(), c.int('service_id'), c.int('day', { isNullable: true }), c.date('taken_at'), c.date('expires_at'), c.bigint('objects'), c.bigint('bytes')],
        [index('idx_storage_snapshots_service', ['service_id', 'taken_at']), index('uq_storage_snapshots_day', ['service_id', 'day'], true)],
        [fk('service_id', 'cloud_storage_services')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_snapshots');
    await qr.dropTable('storage_snapshot_schedules');
  }
}
