import { Span, type SpanProps } from '@chakra-ui/react';
import { Money } from '@/components/ui/Money';
import { useDashboardT } from '@/i18n';
import { useApproxCurrency } from '@/lib/useApproxCurrency';
import { useDateFormatter } from '@/lib/useDateFormatter';

/**
 * A KSh amount, and beside it, when the customer chose USD or EUR and an administrator set a rate,
 * the approximate converted amount with the rate's day: "KSh 1,200.00 (≈ USD 9.30, approx. at the
 * rate of 2026-11-20)". Invoices themselves (the dialog, the PDF) stay in KSh only.
 */
export function KshAmount({ cents, ...rest }: { cents: number } & SpanProps) {
  const { t } = useDashboardT();
  const approx = useApproxCurrency()(cents);
  const df = useDateFormatter();
  return (
    <>
      <Money cents={cents} {...rest} />
      {approx && (
        <Span display="block" fontSize="xs" fontWeight="normal" color="fg.muted" whiteSpace="nowrap" data-testid="approx-amount">
          ({t('prefs.approxAmount', { currency: approx.currency, amount: approx.amount, date: df.day(approx.rateDate) })})
        </Span>
      )}
    </>
  );
}
