import fc from 'fast-check';
import { vatOn, withVat } from '../../contracts/pricing-engine';
import { taxInvoice } from './vat';

describe('VAT in integer cents', () => {
  it.each([
    // [subtotal cents, rate in basis points, VAT cents]
    [0, 1600, 0],
    [1, 1600, 0], // 0.16 cents
    [3, 1600, 0], // 0.48
    [4, 1600, 1], // 0.64
    [7650, 1600, 1224], // KSh 76.50 → KSh 12.24
    [35_722, 1600, 5716], // 5,715.52
    [100, 1650, 17], // 16.5 cents: half up
    [300, 1650, 50], // 49.5: half up
    [99, 1650, 16], // 16.335
    [123_456, 0, 0],
  ])('%i cents at %i bp is %i cents of VAT', (subtotal, bp, vat) => {
    expect(vatOn(subtotal, bp)).toBe(vat);
  });

  it('refuses fractional or negative money and impossible rates', () => {
    expect(() => vatOn(-1, 1600)).toThrow(RangeError);
    expect(() => vatOn(1.5, 1600)).toThrow(RangeError);
    expect(() => vatOn(100, 10_001)).toThrow(RangeError);
    expect(() => vatOn(100, 16.5)).toThrow(RangeError);
  });

  it('gives the total including VAT', () => {
    expect(withVat(169_150, 1600)).toEqual({ vatRatePercent: 16, vatCents: 27_064, totalInclVatCents: 196_214 });
  });

  it('shares the invoice VAT over the lines so they add up exactly (largest remainder)', () => {
    // 3 lines of 1 cent: VAT 0; 100 + 100 + 100 at 16 % = 48 exactly, 16 each.
    expect(taxInvoice([{ amountCents: 1 }, { amountCents: 1 }, { amountCents: 1 }], 1600).lines.map((l) => l.vatCents)).toEqual([0, 0, 0]);
    expect(taxInvoice([{ amountCents: 100 }, { amountCents: 100 }, { amountCents: 100 }], 1600).lines.map((l) => l.vatCents)).toEqual([16, 16, 16]);
    // 1,000 + 333 + 0: VAT 213.28 → 213, split 160.2 / 53.3 / 0 → 160 + 53 = 213.
    const t = taxInvoice([{ amountCents: 1000 }, { amountCents: 333 }, { amountCents: 0 }], 1600);
    expect(t).toMatchObject({ subtotalCents: 1333, vatCents: 213, totalCents: 1546 });
    expect(t.lines.map((l) => l.vatCents)).toEqual([160, 53, 0]);
  });

  it('always adds up, for any lines and rate (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 40 }), fc.integer({ min: 0, max: 10_000 }), (amounts, bp) => {
        const t = taxInvoice(amounts.map((amountCents) => ({ amountCents })), bp);
        const subtotal = amounts.reduce((s, a) => s + a, 0);
        expect(t.subtotalCents).toBe(subtotal);
        expect(t.vatCents).toBe(Math.round((subtotal * bp) / 10_000 + 1e-9));
        expect(t.lines.reduce((s, l) => s + l.vatCents, 0)).toBe(t.vatCents);
        expect(t.totalCents).toBe(subtotal + t.vatCents);
        for (const l of t.lines) expect(Math.abs(l.vatCents - (subtotal ? (l.amountCents * t.vatCents) / subtotal : 0))).toBeLessThan(1);
      }),
      { numRuns: 2000 },
    );
  });
});
