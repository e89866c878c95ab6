import { vatOn } from '../../contracts/pricing-engine';
import { allocate } from './allocate';

/**
 * VAT of an invoice (pure). Rounding rule: the invoice's VAT is its subtotal × the rate, rounded
 * half up to the cent ONCE (pricing engine `vatOn`); it is then shared between the lines in
 * proportion to their amounts with the largest-remainder method, so every line carries its VAT
 * and the line VATs add up to the invoice's VAT exactly.
 */
export function taxInvoice<L extends { amountCents: number }>(lines: L[], rateBasisPoints: number) {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const vatCents = vatOn(subtotalCents, rateBasisPoints);
  const shares = allocate(vatCents, lines.map((l) => l.amountCents));
  return {
    lines: lines.map((l, i) => ({ ...l, vatCents: shares[i]! })),
    subtotalCents,
    vatCents,
    totalCents: subtotalCents + vatCents,
  };
}
