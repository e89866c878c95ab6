import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Personal access tokens (hashes only) for integrators' scripts. */
export class PersonalAccessTokens1764300000000 implements MigrationInterface {
  name = 'PersonalAccessTokens1764300000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('personal_access_tokens', [
        c.id(),
        c.int('user_id'),
        c.str('name', 64),
        c.str('scope', 10),
        c.str('token_hash', 64, { isUnique: true }),
        c.str('token_start', 16),
        c.date('created_at'),
        c.date('expires_at'),
        c.date('revoked_at', { isNullable: true }),
        c.date('last_used_at', { isNullable: true }),
        c.str('last_used_ip', 64, { isNullable: true }),
      ], [index('idx_personal_access_tokens_user', ['user_id'])], [fk('user_id', 'users')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('personal_access_tokens');
  }
}
