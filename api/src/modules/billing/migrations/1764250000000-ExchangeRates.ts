import type { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Exchange rates set by administrators (approximate USD/EUR beside KSh; invoices stay in KSh). */
export class ExchangeRates1764250000000 implements MigrationInterface {
  name = 'ExchangeRates1764250000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table(
        'exchange_rates',
        [c.id(), c.str('currency', 3), c.int('ksh_cents_per_unit'), c.str('rate_date', 10), c.int('set_by', { isNullable: true }), c.date('created_at')],
        [index('idx_exchange_rates_currency', ['currency', 'id'])],
        [fk('set_by', 'users', 'SET NULL')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('exchange_rates');
  }
}
