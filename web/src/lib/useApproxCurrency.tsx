import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { convertKshCents, foreignOf, formatForeign, type ForeignCurrency } from '@contracts/exchange-rates';

export interface RateLike {
  currency: string;
  kshCentsPerUnit: number;
  rateDate: string;
}
export interface Approx {
  currency: ForeignCurrency;
  /** The converted amount without the currency code, e.g. "9.30". */
  amount: string;
  /** The rate's day, yyyy-mm-dd. */
  rateDate: string;
}

const RateContext = createContext<{ currency: ForeignCurrency; rate: RateLike } | null>(null);

/**
 * The customer's display currency (settings → Preferences) and the administrator's current rates:
 * when USD or EUR is chosen and a rate exists, `useApproxCurrency()` converts KSh amounts for the
 * approximate figure shown beside them. KSh stays the amount (invoices are in KSh); with KES or no
 * rate nothing is added.
 */
export function ApproxCurrencyProvider({ currency, rates, children }: { currency: string | null | undefined; rates: readonly RateLike[] | null | undefined; children: ReactNode }) {
  const foreign = foreignOf(currency);
  const rate = foreign ? (rates ?? []).find((r) => r.currency === foreign) : undefined;
  const value = useMemo(() => (foreign && rate ? { currency: foreign, rate } : null), [foreign, rate]);
  return <RateContext.Provider value={value}>{children}</RateContext.Provider>;
}

/** `(cents) => Approx | null`: the approximate foreign amount of KSh cents, or null (KES chosen, or no rate set). */
export function useApproxCurrency(): (kshCents: number) => Approx | null {
  const ctx = useContext(RateContext);
  return useMemo(
    () => (kshCents: number) =>
      ctx ? { currency: ctx.currency, amount: formatForeign(convertKshCents(kshCents, ctx.rate.kshCentsPerUnit), ctx.currency).slice(ctx.currency.length + 1), rateDate: ctx.rate.rateDate } : null,
    [ctx],
  );
}
