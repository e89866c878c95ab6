import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/**
 * Tax invoices and recorded payments:
 * - invoices get subtotal, VAT rate and VAT, and the amount paid; invoice lines their VAT share.
 *   Invoices issued before this migration carried no VAT: their subtotal is their total, VAT 0;
 *   a paid one counts as paid in full;
 * - invoice numbers come from one gap-free counter (billing_sequences). Existing invoices (numbered
 *   per customer and month) are renumbered INV-000001… in the order they were issued;
 * - invoice_payments records money received (admin now, a payment provider later);
 * - billing_accounts loses the made-up payment method (it was derived from the phone number).
 */
export class TaxInvoicesPayments1764200000000 implements MigrationInterface {
  name = 'TaxInvoicesPayments1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const p = qr.connection.options.type === 'postgres' ? (n: number) => `$${n}` : () => '?';
    const int0 = (name: string) => new TableColumn({ name, type: 'integer', default: 0 });
    await qr.addColumns('invoices', [int0('subtotal_cents'), int0('vat_rate_bp'), int0('vat_cents'), int0('amount_paid_cents')]);
    await qr.addColumn('invoice_lines', int0('vat_cents'));
    await qr.query('UPDATE invoices SET subtotal_cents = total_cents');
    await qr.query('UPDATE invoices SET amount_paid_cents = total_cents WHERE paid_at IS NOT NULL');

    await qr.createTable(table('billing_sequences', [{ name: 'name', type: 'varchar', length: '40', isPrimary: true }, c.int('last_value')]));
    const existing = (await qr.query('SELECT id FROM invoices ORDER BY issued_at ASC, id ASC')) as { id: number }[];
    // Two passes so a new number never collides with an old one still in the unique column.
    for (const row of existing) await qr.query(`UPDATE invoices SET number = ${p(1)} WHERE id = ${p(2)}`, [`RENUMBER-${row.id}`, row.id]);
    for (const [i, row] of existing.entries()) await qr.query(`UPDATE invoices SET number = ${p(1)} WHERE id = ${p(2)}`, [`INV-${String(i + 1).padStart(6, '0')}`, row.id]);
    await qr.query(`INSERT INTO billing_sequences (name, last_value) VALUES (${p(1)}, ${p(2)})`, ['invoice', existing.length]);

    await qr.createTable(
      table(
        'invoice_payments',
        [
          c.id(),
          c.int('invoice_id'),
          c.int('user_id'),
          c.str('method', 20),
          c.str('reference', 40),
          c.int('amount_cents'),
          c.date('paid_at'),
          c.date('recorded_at'),
          c.str('source', 20),
          c.int('recorded_by', { isNullable: true }),
        ],
        [index('uq_invoice_payments_reference', ['method', 'reference'], true), index('idx_invoice_payments_invoice', ['invoice_id']), index('idx_invoice_payments_paid', ['paid_at'])],
        [fk('invoice_id', 'invoices', 'RESTRICT'), fk('user_id', 'users', 'RESTRICT')],
      ),
    );
    await qr.dropColumn('billing_accounts', 'payment_method');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.addColumn('billing_accounts', new TableColumn({ name: 'payment_method', type: 'varchar', length: '60', default: "''" }));
    await qr.dropTable('invoice_payments');
    await qr.dropTable('billing_sequences');
    await qr.dropColumn('invoice_lines', 'vat_cents');
    for (const col of ['amount_paid_cents', 'vat_cents', 'vat_rate_bp', 'subtotal_cents']) await qr.dropColumn('invoices', col);
  }
}
