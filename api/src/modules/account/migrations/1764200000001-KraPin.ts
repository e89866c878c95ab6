import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The customer's optional KRA PIN on their profile, printed on their tax invoices. */
export class KraPin1764200000001 implements MigrationInterface {
  name = 'KraPin1764200000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('users', new TableColumn({ name: 'kra_pin', type: 'varchar', length: '11', isNullable: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('users', 'kra_pin');
  }
}
