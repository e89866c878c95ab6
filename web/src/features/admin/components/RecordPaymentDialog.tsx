import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, recordPaymentSchema, type PaymentMethod } from '@contracts/billing';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { formatKsh } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { AdminInvoicesQuery, AdminRevenueQuery, RecordInvoicePaymentMutation } from '../operations';
import { useDashboardT } from '@/i18n';

export interface PayableInvoice {
  id: string;
  number: string;
  balanceCents: number;
  customerName: string;
}

/** "1,234.50" (KSh) → 123450 cents, or NaN when it is not an amount with at most two decimals. */
export function kshToCents(text: string): number {
  const clean = text.replace(/[,\s]/g, '').replace(/^KSh/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return NaN;
  const [whole, frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Today in the browser's calendar, as YYYY-MM-DD (the date input's format). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** The moment recorded for a payment received on `day`: now for today, else midday of that day (never in the future). */
const paidAtOf = (day: string) => (day === today() ? new Date() : new Date(`${day}T12:00:00`)).toISOString();

/**
 * Record money received against an invoice: method, reference (the M-Pesa receipt number or the
 * bank's reference), amount (the balance by default; less is a part payment) and the date it was
 * received. The server checks again (balance, duplicate receipts) and audits it.
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: PayableInvoice | null; onClose: () => void }) {
  // Keyed by the invoice: each opens with a fresh form (its balance as the amount).
  return invoice ? <PaymentForm key={invoice.id} invoice={invoice} onClose={onClose} /> : null;
}

function PaymentForm({ invoice, onClose }: { invoice: PayableInvoice; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [method, setMethod] = useState<PaymentMethod>('mpesa');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState((invoice.balanceCents / 100).toFixed(2));
  const [date, setDate] = useState(today());
  const form = useSchemaForm(recordPaymentSchema);
  const [record, { loading }] = useMutation(RecordInvoicePaymentMutation, { refetchQueries: [AdminInvoicesQuery, AdminRevenueQuery] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountCents = kshToCents(amount);
    const input = { invoiceId: invoice.id, method, reference, amountCents, paidAt: date ? paidAtOf(date) : '' };
    const parsed = form.validate(input, {
      amountCents: Number.isNaN(amountCents) ? t('admin.amountFormat') : amountCents > invoice.balanceCents ? t('admin.atMostBalance', { balance: formatKsh(invoice.balanceCents) }) : undefined,
      paidAt: date ? undefined : t('admin.dateRequired'),
    });
    if (!parsed) return;
    try {
      const { data } = await record({ variables: { input: { ...input, reference: parsed.reference } } });
      const paid = data?.recordInvoicePayment.invoice;
      const facts = { method: t(`admin.method_${method}`), reference: parsed.reference, amount: formatKsh(amountCents), invoice: invoice.number };
      notify({
        title: t('admin.paymentRecorded'),
        description:
          paid && paid.balanceCents === 0
            ? t('admin.paymentRecordedFull', facts)
            : paid
              ? t('admin.paymentRecordedBalance', { ...facts, balance: formatKsh(paid.balanceCents) })
              : t('admin.paymentRecordedText', facts),
      });
      onClose();
    } catch (err) {
      if (!form.showServerError(err)) notify({ title: t('common.error'), description: errorText(err, 'admin.recordFailed'), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('admin.recordPayment')}
      formLabel={t('admin.recordPayment')}
      size={{ base: 'full', sm: 'md' }}
      onSubmit={submit}
      submitLabel={t('admin.recordPayment')}
      submittingLabel={t('admin.recording')}
      submitting={loading}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('admin.invoiceBalance', { invoice: invoice.number, customer: invoice.customerName, balance: formatKsh(invoice.balanceCents) })}
      </Text>
      <FormField label={t('admin.method')} error={form.errors.method}>
        <NativeSelect.Root>
          <NativeSelect.Field name="method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`admin.method_${m}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={method === 'mpesa' ? t('admin.mpesaReceipt') : t('admin.bankReference')} error={form.errors.reference} required>
        <Input name="reference" value={reference} onChange={(e) => setReference(e.target.value)} placeholder={method === 'mpesa' ? 'e.g. QK83HX2ZPL' : 'e.g. FT26/0042'} autoComplete="off" fontFamily="mono" />
      </FormField>
      <FormField label={t('admin.amountKsh')} helper={t('admin.partPaymentHelp')} error={form.errors.amountCents} required>
        <Input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <FormField label={t('admin.dateReceived')} error={form.errors.paidAt} required>
        <Input name="paidAt" type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
