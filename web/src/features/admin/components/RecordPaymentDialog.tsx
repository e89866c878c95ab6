import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, recordPaymentSchema, type PaymentMethod } from '@contracts/billing';
import { notify } from '@/components/ui/toaster';
import { formatKsh } from '@/lib/format';
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
  return (
    <Dialog.Root open={!!invoice} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{invoice && <PaymentForm key={invoice.id} invoice={invoice} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: PayableInvoice; onClose: () => void }) {
  const { t, apiText, errorText } = useDashboardT();
  const [method, setMethod] = useState<PaymentMethod>('mpesa');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState((invoice.balanceCents / 100).toFixed(2));
  const [date, setDate] = useState(today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [record, { loading }] = useMutation(RecordInvoicePaymentMutation, { refetchQueries: [AdminInvoicesQuery, AdminRevenueQuery] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountCents = kshToCents(amount);
    const input = { invoiceId: invoice.id, method, reference, amountCents, paidAt: date ? paidAtOf(date) : '' };
    const parsed = recordPaymentSchema.safeParse(input);
    const errs: Record<string, string> = {};
    if (Number.isNaN(amountCents)) errs.amountCents = t('admin.amountFormat');
    else if (amountCents > invoice.balanceCents) errs.amountCents = t('admin.atMostBalance', { balance: formatKsh(invoice.balanceCents) });
    if (!date) errs.paidAt = t('admin.dateRequired');
    if (!parsed.success) for (const i of parsed.error.issues) errs[String(i.path[0])] ??= apiText(i.message);
    setErrors(errs);
    if (Object.keys(errs).length || !parsed.success) return;
    try {
      const { data } = await record({ variables: { input: { ...input, reference: parsed.data.reference } } });
      const paid = data?.recordInvoicePayment.invoice;
      const facts = { method: t(`admin.method_${method}`), reference: parsed.data.reference, amount: formatKsh(amountCents), invoice: invoice.number };
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
      const field = (err as { errors?: { extensions?: { field?: string } }[] }).errors?.[0]?.extensions?.field;
      if (field) setErrors({ [field]: errorText(err, 'admin.notRecorded') });
      else notify({ title: t('common.error'), description: errorText(err, 'admin.recordFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.recordPayment')}>
      <Dialog.Header>
        <Dialog.Title>{t('admin.recordPayment')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('admin.invoiceBalance', { invoice: invoice.number, customer: invoice.customerName, balance: formatKsh(invoice.balanceCents) })}
          </Text>
          <Field.Root>
            <Field.Label>{t('admin.method')}</Field.Label>
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
          </Field.Root>
          <Field.Root invalid={!!errors.reference} required>
            <Field.Label>{method === 'mpesa' ? t('admin.mpesaReceipt') : t('admin.bankReference')}</Field.Label>
            <Input name="reference" value={reference} onChange={(e) => setReference(e.target.value)} placeholder={method === 'mpesa' ? 'e.g. QK83HX2ZPL' : 'e.g. FT26/0042'} autoComplete="off" fontFamily="mono" />
            <Field.ErrorText>{errors.reference}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.amountCents} required>
            <Field.Label>{t('admin.amountKsh')}</Field.Label>
            <Input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            <Field.HelperText>{t('admin.partPaymentHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.amountCents}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.paidAt} required>
            <Field.Label>{t('admin.dateReceived')}</Field.Label>
            <Input name="paidAt" type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
            <Field.ErrorText>{errors.paidAt}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" colorPalette="teal" disabled={loading}>
          {loading ? t('admin.recording') : t('admin.recordPayment')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </form>
  );
}
