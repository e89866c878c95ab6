import type calculator from '../i18n/en/calculator';
import { usageText } from './priceText';

/** How a language writes quantities (the calculator part's texts). */
export type UsageTexts = Pick<typeof calculator, 'numberLocale' | 'gb' | 'months'>;

/**
 * usageText in the page's language: "GB 1,990", "1 990 Go", "mwezi 1"; English exactly as
 * usageText writes it. (Not in priceText.ts: the home page's price table imports that module.)
 */
export function localUsageText(amount: number, unit: string, t: UsageTexts, english: boolean): string {
  if (english) return usageText(amount, unit);
  const n = new Intl.NumberFormat(t.numberLocale, { maximumFractionDigits: 3 }).format(amount);
  if (unit === 'month') return amount === 0 ? '—' : t.months(n, amount);
  return t.gb(n);
}
