import type { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/**
 * One outbox for every message the product sends (it was the competition's own table). Existing
 * winner notifications move over with their status, keyed `winner:<id>:<channel>`.
 */
export class Outbox1763910000000 implements MigrationInterface {
  name = 'Outbox1763910000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'outbox_messages',
        [
          c.id(),
          c.str('kind', 40),
          c.str('dedupe_key', 160),
          c.int('user_id', { isNullable: true }),
          c.str('channel', 10),
          c.str('recipient', 254),
          c.str('subject', 200),
          c.text('body'),
          c.str('status', 10, { default: "'pending'" }),
          c.int('attempts', { default: 0 }),
          c.str('last_error', 255, { isNullable: true }),
          c.date('locked_until', { isNullable: true }),
          c.date('next_attempt_at'),
          c.date('created_at'),
          c.date('sent_at', { isNullable: true }),
          c.str('message_id', 255, { isNullable: true }),
        ],
        [index('uq_outbox_dedupe', ['dedupe_key'], true), index('idx_outbox_status', ['status', 'id']), index('idx_outbox_user', ['user_id'])],
        [fk('user_id', 'users', 'SET NULL')],
      ),
    );
    await qr.query(
      `INSERT INTO outbox_messages (kind, dedupe_key, user_id, channel, recipient, subject, body, status, attempts, last_error, next_attempt_at, created_at, sent_at)
       SELECT 'winner', 'winner:' || n.winner_id || ':' || n.channel, w.user_id, n.channel, n.recipient, 'You won the Store & Score draw!', n.body, n.status, n.attempts, n.last_error, n.created_at, n.created_at, n.sent_at
       FROM competition_notifications n JOIN competition_winners w ON w.id = n.winner_id ORDER BY n.id`,
    );
    await qr.dropTable('competition_notifications');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('outbox_messages');
  }
}
