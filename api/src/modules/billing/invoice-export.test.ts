import { csvCell } from '../../common/csv';
import { csvAmount, invoicesCsv } from './invoice-export';
import type { InvoiceEntity } from './invoice.entity';

describe('invoice CSV', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
    [100000000, '1000000.00'],
  ])('writes %i cents as the number %s', (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
    expect(Number(text) * 100).toBeCloseTo(cents, 6);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => csvAmount(-1)).toThrow(RangeError);
    expect(() => csvAmount(1.5)).toThrow(RangeError);
  });

  it('quotes text cells and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+254')).toBe(`"'+254"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
  });

  it('puts the amounts in numeric columns a spreadsheet can add up', () => {
    const invoice = {
      number: 'INV-000007',
      periodStart: new Date('2026-10-01T00:00:00Z'),
      periodEnd: new Date('2026-11-01T00:00:00Z'),
      issuedAt: new Date('2026-11-01T00:00:00Z'),
      dueAt: new Date('2026-11-15T00:00:00Z'),
      subtotalCents: 30_795,
      vatCents: 4_927,
      totalCents: 35_722,
      amountPaidCents: 10_000,
    } as InvoiceEntity;
    const [header, row] = invoicesCsv([{ invoice, status: 'overdue', services: ['=cmd', 'Files'] }]).trimEnd().split('\r\n');
    expect(header).toBe('"Invoice","Period start","Period end","Issued","Due","Status","Services","Currency","Subtotal excl. VAT","VAT","Total","Paid","Balance"');
    expect(row).toBe(`"INV-000007","2026-10-01","2026-10-31","2026-11-01","2026-11-15","Overdue","'=cmd; Files","KES",307.95,49.27,357.22,100.00,257.22`);
  });
});
