import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** When the customer cancelled a service (status `cancelled`): billing stops then, and the list hides it. */
export class ServiceCancellation1764440000000 implements MigrationInterface {
  name = 'ServiceCancellation1764440000000';

  async up(qr: QueryRunner): Promise<void> {
    const pg = qr.connection.options.type === 'postgres';
    await qr.addColumn('cloud_storage_services', new TableColumn({ name: 'cancelled_at', type: pg ? 'timestamptz' : 'datetime', isNullable: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('cloud_storage_services', 'cancelled_at');
  }
}
