import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Users, sessions and the security-event audit log. */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('users', [
        c.id(),
        c.str('username', 32),
        c.str('username_key', 32, { isUnique: true }),
        c.str('email', 254, { isUnique: true }),
        c.str('first_name', 100),
        c.str('last_name', 100),
        c.str('phone', 20),
        c.str('user_type', 10, { default: "'user'" }),
        c.str('password_hash', 255),
        c.str('company', 120, { isNullable: true }),
        c.text('bio', { isNullable: true }),
        c.str('avatar_file', 80, { isNullable: true }),
        c.text('totp_secret_enc', { isNullable: true }),
        c.bool('two_factor_enabled', false),
        c.int('totp_last_step', { isNullable: true }),
        c.date('created_at'),
        c.date('deleted_at', { isNullable: true }),
      ], [index('idx_users_created', ['created_at', 'id'])]),
    );
    await qr.createTable(
      table('sessions', [
        c.uuid(),
        c.int('user_id'),
        c.date('created_at'),
        c.date('last_seen_at'),
        c.date('expires_at'),
        c.date('revoked_at', { isNullable: true }),
        c.str('ip', 64, { isNullable: true }),
        c.str('user_agent', 255, { isNullable: true }),
        c.int('idle_timeout_minutes', { default: 60 }),
      ], [index('idx_sessions_user', ['user_id'])], [fk('user_id', 'users')]),
    );
    await qr.createTable(
      table('security_events', [
        c.id(),
        c.int('user_id', { isNullable: true }),
        c.int('actor_id', { isNullable: true }),
        c.str('type', 32),
        c.str('action', 255),
        c.str('ip', 64, { isNullable: true }),
        c.str('location', 100, { isNullable: true }),
        c.str('user_agent', 255, { isNullable: true }),
        c.str('severity', 10),
        c.str('request_id', 40, { isNullable: true }),
        c.date('created_at'),
      ], [
        index('idx_security_events_user_time', ['user_id', 'created_at']),
        index('idx_security_events_type_time', ['type', 'created_at']),
      ], [fk('user_id', 'users', 'SET NULL')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('security_events');
    await qr.dropTable('sessions');
    await qr.dropTable('users');
  }
}
