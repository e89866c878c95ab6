import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, table } from '../../../db/migration-helpers';

/**
 * Account-level Block Public Access (domain/block-public-access.ts): the four flags per account,
 * removed with it. No row means every flag on, so every existing account starts fully blocked
 * without a row being written for it.
 */
export class AccountPublicAccess1764540000000 implements MigrationInterface {
  name = 'AccountPublicAccess1764540000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'storage_account_public_access',
        [
          c.int('user_id', { isPrimary: true }),
          c.bool('block_public_acls', true),
          c.bool('ignore_public_acls', true),
          c.bool('block_public_policy', true),
          c.bool('restrict_public_buckets', true),
          c.date('updated_at'),
        ],
        [],
        [fk('user_id', 'users')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_account_public_access');
  }
}
