import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Reservations: bytes of writes in flight held against the quota before they are stored. */
export class StorageReservations1764430000000 implements MigrationInterface {
  name = 'StorageReservations1764430000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const pg = qr.connection.options.type === 'postgres';
    await qr.addColumn('storage_service_usage', new TableColumn(c.bigint('reserved_bytes', { default: 0 })));
    await qr.createTable(
      table(
        'storage_reservations',
        [
          c.str('id', 32, { isPrimary: true }),
          c.int('service_id'),
          c.str('target', 1100, pg ? { collation: 'C' } : {}),
          c.str('upload_id', 64, { isNullable: true }),
          c.bigint('bytes'),
          c.bigint('credit_bytes', { default: 0 }),
          c.date('expires_at'),
        ],
        [index('idx_storage_reservations_service', ['service_id', 'target']), index('idx_storage_reservations_expiry', ['expires_at'])],
        [fk('service_id', 'cloud_storage_services')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_reservations');
    await qr.dropColumn('storage_service_usage', 'reserved_bytes');
  }
}
