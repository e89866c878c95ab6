import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** An administrator's suspension of a service: when, by whom, why (a customer cannot lift it). */
export class ServiceSuspension1763810000002 implements MigrationInterface {
  name = 'ServiceSuspension1763810000002';

  async up(qr: QueryRunner): Promise<void> {
    const pg = qr.connection.options.type === 'postgres';
    await qr.addColumns('cloud_storage_services', [
      new TableColumn({ name: 'suspended_at', type: pg ? 'timestamptz' : 'datetime', isNullable: true }),
      new TableColumn({ name: 'suspended_by', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'suspension_reason', type: 'varchar', length: '255', isNullable: true }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const c of ['suspension_reason', 'suspended_by', 'suspended_at']) await qr.dropColumn('cloud_storage_services', c);
  }
}
