import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns, fk, table } from '../../../db/migration-helpers';

/**
 * Public access (domain/public-access.ts): a bucket's policy, canned ACL and Block Public Access
 * flags in one row per bucket (removed with it), and an object's canned ACL on its row (null:
 * private), which a multipart upload keeps until Complete.
 */
export class PublicAccess1764530000000 implements MigrationInterface {
  name = 'PublicAccess1764530000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'storage_bucket_public_access',
        [c.int('bucket_id', { isPrimary: true }), c.text('policy', { isNullable: true }), c.str('acl', 16, { default: "'private'" }), c.text('block', { isNullable: true }), c.date('updated_at')],
        [],
        [fk('bucket_id', 'storage_buckets')],
      ),
    );
    await qr.addColumn('storage_objects', new TableColumn(c.str('acl', 16, { isNullable: true })));
    await qr.addColumn('storage_uploads', new TableColumn(c.str('acl', 16, { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('storage_uploads', 'acl');
    await qr.dropColumn('storage_objects', 'acl');
    await qr.dropTable('storage_bucket_public_access');
  }
}
