import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Support tickets from the public form. */
export class SupportTickets1763820000000 implements MigrationInterface {
  name = 'SupportTickets1763820000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('support_tickets', [
        c.id(),
        c.str('reference', 40, { isUnique: true }),
        c.int('user_id', { isNullable: true }),
        c.str('name', 100),
        c.str('email', 254),
        c.str('priority', 10),
        c.str('category', 20),
        c.str('subject', 150),
        c.text('description'),
        c.bool('urgent', false),
        c.str('status', 20, { default: "'open'" }),
        c.date('created_at'),
        c.date('updated_at'),
      ], [index('idx_support_tickets_status_id', ['status', 'id'])], [fk('user_id', 'users', 'SET NULL')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('support_tickets');
  }
}
