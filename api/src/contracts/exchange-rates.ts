import { z } from 'zod';

/**
 * Approximate conversions shown beside KSh amounts for customers who chose USD or EUR as their
 * display currency. Rates are set by an administrator (dated); invoices and payments always stay in
 * KSh. Pure zod and arithmetic, shared by the server and the web app.
 */
export const FOREIGN_CURRENCIES = ['USD', 'EUR'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];
/** Highest accepted rate: KSh 100,000 for one unit (in KSh cents). */
export const MAX_KSH_CENTS_PER_UNIT = 10_000_000;

export const setExchangeRateSchema = z.object({
  currency: z.enum(FOREIGN_CURRENCIES, { error: 'Currency must be USD or EUR' }),
  kshCentsPerUnit: z
    .number({ error: 'The rate is required' })
    .int('The rate is a whole number of KSh cents')
    .min(1, 'The rate must be more than KSh 0')
    .max(MAX_KSH_CENTS_PER_UNIT, 'The rate must be at most KSh 100,000 per unit'),
  rateDate: z
    .string({ error: 'The rate date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The rate date must be a day, yyyy-mm-dd')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'The rate date must be a real day'),
});

/** The settings' display currency code (`usd`, `eur`) as a rate's currency, or null for KSh. */
export function foreignOf(displayCurrency: string | null | undefined): ForeignCurrency | null {
  const c = (displayCurrency ?? '').toUpperCase();
  return (FOREIGN_CURRENCIES as readonly string[]).includes(c) ? (c as ForeignCurrency) : null;
}

/** KSh cents in the other currency's cents at a rate (KSh cents per unit), rounded half up. */
export function convertKshCents(kshCents: number, kshCentsPerUnit: number): number {
  const sign = kshCents < 0 ? -1 : 1;
  const n = BigInt(Math.abs(Math.round(kshCents))) * 100n;
  const d = BigInt(kshCentsPerUnit);
  return sign * Number((n * 2n + d) / (2n * d));
}

/** "USD 9.30": cents of a foreign currency with thousands separators. */
export function formatForeign(cents: number, currency: ForeignCurrency): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currency} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}
