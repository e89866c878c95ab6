import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** The networks each access key was used from (entities/key-network.entity.ts), for "first use from a new network". */
export class KeyNetworks1764420000000 implements MigrationInterface {
  name = 'KeyNetworks1764420000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'storage_key_networks',
        [c.id(), c.int('user_id'), c.int('api_key_id'), c.str('network', 64), c.date('first_seen_at')],
        [index('uq_storage_key_networks', ['api_key_id', 'network'], true), index('idx_storage_key_networks_user', ['user_id'])],
        [fk('user_id', 'users'), fk('api_key_id', 'api_keys')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_key_networks');
  }
}
