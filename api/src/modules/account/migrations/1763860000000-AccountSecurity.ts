import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** API keys, per-user settings and two-factor recovery codes. */
export class AccountSecurity1763860000000 implements MigrationInterface {
  name = 'AccountSecurity1763860000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('api_keys', [
        c.id(),
        c.int('user_id'),
        c.str('name', 64),
        c.str('access_key_id', 32, { isUnique: true }),
        c.text('secret_enc'),
        c.str('secret_last4', 4),
        c.str('permissions', 32),
        c.str('status', 10, { default: "'active'" }),
        c.date('created_at'),
        c.date('last_used_at', { isNullable: true }),
        c.date('expires_at', { isNullable: true }),
      ], [index('idx_api_keys_user', ['user_id'])], [fk('user_id', 'users')]),
    );
    await qr.createTable(
      table('user_settings', [
        { ...c.int('user_id'), isPrimary: true },
        c.bool('notify_email', true),
        c.bool('notify_sms', false),
        c.bool('notify_maintenance', true),
        c.bool('notify_security_alerts', true),
        c.str('email_frequency', 10, { default: "'daily'" }),
        c.str('language', 5, { default: "'en'" }),
        c.str('timezone', 5, { default: "'eat'" }),
        c.str('currency', 5, { default: "'kes'" }),
        c.str('date_format', 12, { default: "'dd/mm/yyyy'" }),
        c.int('session_timeout_minutes', { default: 60 }),
        c.bool('ip_allowlist_enabled', false),
        c.text('ip_allowlist', { default: "'[]'" }),
        c.date('updated_at'),
      ], [], [fk('user_id', 'users')]),
    );
    await qr.createTable(
      table('recovery_codes', [
        c.id(),
        c.int('user_id'),
        c.str('code_hash', 64),
        c.date('used_at', { isNullable: true }),
        c.date('created_at'),
      ], [index('idx_recovery_codes_user', ['user_id'])], [fk('user_id', 'users')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('recovery_codes');
    await qr.dropTable('user_settings');
    await qr.dropTable('api_keys');
  }
}
