import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** E-mail verification state on users, and the single-use link tokens (verification, password reset). */
export class AccountRecovery1763800000001 implements MigrationInterface {
  name = 'AccountRecovery1763800000001';

  async up(qr: QueryRunner): Promise<void> {
    const pg = qr.connection.options.type === 'postgres';
    // A plain ADD COLUMN (nullable): SQLite would otherwise rebuild the users table that others reference.
    await qr.query(`ALTER TABLE "users" ADD COLUMN "email_verified_at" ${pg ? 'timestamptz' : 'datetime'} NULL`);
    const c = columns(qr);
    await qr.createTable(
      table('account_tokens', [
        c.id(),
        c.int('user_id'),
        c.str('purpose', 20),
        c.str('token_hash', 64),
        c.str('email', 254),
        c.date('expires_at'),
        c.date('used_at', { isNullable: true }),
        c.date('created_at'),
      ], [index('uq_account_tokens_hash', ['token_hash'], true), index('idx_account_tokens_user', ['user_id'])], [fk('user_id', 'users')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('account_tokens');
    await qr.query('ALTER TABLE "users" DROP COLUMN "email_verified_at"');
  }
}
