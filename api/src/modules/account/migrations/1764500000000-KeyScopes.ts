import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/**
 * Bucket-scoped access keys: `api_keys.scoped` (the key reaches only the buckets listed in
 * api_key_buckets, by id) and `scope_prefix` (then only object keys under that prefix).
 * Existing keys stay unscoped.
 */
export class KeyScopes1764500000000 implements MigrationInterface {
  name = 'KeyScopes1764500000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('api_keys', new TableColumn(c.bool('scoped', false)));
    await qr.addColumn('api_keys', new TableColumn(c.str('scope_prefix', 256, { isNullable: true })));
    await qr.createTable(
      table(
        'api_key_buckets',
        [c.id(), c.int('api_key_id'), c.int('bucket_id')],
        [index('uq_api_key_buckets', ['api_key_id', 'bucket_id'], true), index('idx_api_key_buckets_bucket', ['bucket_id'])],
        [fk('api_key_id', 'api_keys'), fk('bucket_id', 'storage_buckets')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('api_key_buckets');
    await qr.dropColumn('api_keys', 'scope_prefix');
    await qr.dropColumn('api_keys', 'scoped');
  }
}
