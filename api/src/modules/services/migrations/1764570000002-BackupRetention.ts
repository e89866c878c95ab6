import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A Backup Storage service's retention (the spec's "immutable backups kept 7, 30 or 365 days"):
 * the object lock default retention its buckets are created with. Existing Backup Storage
 * services keep 30 days GOVERNANCE, the default; other services have none.
 */
export class BackupRetention1764570000002 implements MigrationInterface {
  name = 'BackupRetention1764570000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('cloud_storage_services', new TableColumn({ name: 'retention_mode', type: 'varchar', length: '10', isNullable: true }));
    await qr.addColumn('cloud_storage_services', new TableColumn({ name: 'retention_days', type: 'integer', isNullable: true }));
    await qr.query(`UPDATE cloud_storage_services SET retention_mode = 'GOVERNANCE', retention_days = 30 WHERE service_type = 'Backup Storage'`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('cloud_storage_services', 'retention_days');
    await qr.dropColumn('cloud_storage_services', 'retention_mode');
  }
}
