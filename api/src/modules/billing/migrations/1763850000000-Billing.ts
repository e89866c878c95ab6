import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Billing accounts, invoices and invoice lines. */
export class Billing1763850000000 implements MigrationInterface {
  name = 'Billing1763850000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('billing_accounts', [c.id(), c.int('user_id', { isUnique: true }), c.str('payment_method', 60), c.int('monthly_budget_cents', { isNullable: true }), c.date('updated_at')], [], [fk('user_id', 'users')]),
    );
    await qr.createTable(
      table(
        'invoices',
        [
          c.id(),
          c.int('user_id'),
          c.str('number', 32, { isUnique: true }),
          c.date('period_start'),
          c.date('period_end'),
          c.date('issued_at'),
          c.date('due_at'),
          c.int('total_cents'),
          c.date('paid_at', { isNullable: true }),
          c.text('service_names'),
          c.date('created_at'),
        ],
        [index('uq_invoices_user_period', ['user_id', 'period_start'], true), index('idx_invoices_period', ['period_start'])],
        [fk('user_id', 'users', 'RESTRICT')],
      ),
    );
    await qr.createTable(
      table(
        'invoice_lines',
        [
          c.id(),
          c.int('invoice_id'),
          c.int('position'),
          c.int('service_id', { isNullable: true }),
          c.str('service_name', 100, { isNullable: true }),
          c.str('kind', 20),
          c.str('region', 20, { isNullable: true }),
          c.str('description', 200),
          c.float('quantity'),
          c.str('unit', 20),
          c.int('unit_price_cents'),
          c.int('amount_cents'),
        ],
        [index('idx_invoice_lines_invoice', ['invoice_id', 'position']), index('idx_invoice_lines_service', ['service_id'])],
        [fk('invoice_id', 'invoices')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('invoice_lines');
    await qr.dropTable('invoices');
    await qr.dropTable('billing_accounts');
  }
}
