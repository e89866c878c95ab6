import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, recordPaymentSchema, type PaymentMethod } from '@contracts/billing';
import { notify } from '@/components/ui/toaster';
import { errorMessage, formatKsh } from '@/lib/format';
import { AdminInvoicesQuery, AdminRevenueQuery, RecordInvoicePaymentMutation } from '../operations';

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
    if (Number.isNaN(amountCents)) errs.amountCents = 'Enter an amount in KSh, e.g. 1234.50';
    else if (amountCents > invoice.balanceCents) errs.amountCents = `At most the balance, ${formatKsh(invoice.balanceCents)}`;
    if (!date) errs.paidAt = 'Payment date is required';
    if (!parsed.success) for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
    setErrors(errs);
    if (Object.keys(errs).length || !parsed.success) return;
    try {
      const { data } = await record({ variables: { input: { ...input, reference: parsed.data.reference } } });
      const paid = data?.recordInvoicePayment.invoice;
      notify({
        title: 'Payment recorded',
        description: `${PAYMENT_METHOD_LABELS[method]} ${parsed.data.reference}: ${formatKsh(amountCents)} on ${invoice.number}${paid && paid.balanceCents === 0 ? ' (paid in full)' : paid ? ` (balance ${formatKsh(paid.balanceCents)})` : ''}.`,
      });
      onClose();
    } catch (err) {
      const field = (err as { errors?: { extensions?: { field?: string } }[] }).errors?.[0]?.extensions?.field;
      if (field) setErrors({ [field]: errorMessage(err, 'Not recorded') });
      else notify({ title: 'Error', description: errorMessage(err, 'Failed to record the payment'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Record payment">
      <Dialog.Header>
        <Dialog.Title>Record payment</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {invoice.number} · {invoice.customerName} · balance {formatKsh(invoice.balanceCents)}
          </Text>
          <Field.Root>
            <Field.Label>Method</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.reference} required>
            <Field.Label>{method === 'mpesa' ? 'M-Pesa receipt number' : 'Bank reference'}</Field.Label>
            <Input name="reference" value={reference} onChange={(e) => setReference(e.target.value)} placeholder={method === 'mpesa' ? 'e.g. QK83HX2ZPL' : 'e.g. FT26/0042'} autoComplete="off" fontFamily="mono" />
            <Field.ErrorText>{errors.reference}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.amountCents} required>
            <Field.Label>Amount (KSh)</Field.Label>
            <Input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            <Field.HelperText>Less than the balance records a part payment.</Field.HelperText>
            <Field.ErrorText>{errors.amountCents}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.paidAt} required>
            <Field.Label>Date received</Field.Label>
            <Input name="paidAt" type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
            <Field.ErrorText>{errors.paidAt}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="teal" disabled={loading}>
          {loading ? 'Recording...' : 'Record payment'}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </form>
  );
}
