import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Room for a fourth key permission (bypassGovernance, object lock): "read,write,delete,bypassGovernance" is 34 characters. */
export class KeyPermissionsWider1764570000001 implements MigrationInterface {
  name = 'KeyPermissionsWider1764570000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('api_keys', 'permissions', new TableColumn({ name: 'permissions', type: 'varchar', length: '64' }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('api_keys', 'permissions', new TableColumn({ name: 'permissions', type: 'varchar', length: '32' }));
  }
}
