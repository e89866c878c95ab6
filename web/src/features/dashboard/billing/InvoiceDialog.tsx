import { Box, Button, HStack, Separator, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { DashboardInvoiceDetailQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { InvoiceDetailQuery } from '../operations';
import { withFragmentData } from '@/lib/graphql/fragments';
import { DashboardInvoiceSummaryFields } from './InvoicesTable.fragments';
import { HowToPay } from './HowToPay';
import { invoiceDownloadUrl, invoiceStatusBadge } from './invoiceStatus';

const detailOf = (invoice: DashboardInvoiceDetailQuery['invoice']) => withFragmentData(DashboardInvoiceSummaryFields, invoice);
type Invoice = ReturnType<typeof detailOf>;
const qty = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 });
const DAY = 86_400_000;

/** One invoice: its lines with VAT, the totals, the receipts (payments recorded) and how to pay the balance. */
export function InvoiceDialog({ invoiceId, onClose }: { invoiceId: string | null; onClose: () => void }) {
  const { t } = useDashboardT();
  const { data, loading, error } = useQuery(InvoiceDetailQuery, { variables: { id: invoiceId ?? '' }, skip: !invoiceId, fetchPolicy: 'cache-and-network' });
  const detail = data?.invoice && detailOf(data.invoice);
  const inv = detail && detail.id === invoiceId ? detail : null;
  return (
    <AppDialog
      open={!!invoiceId}
      onClose={onClose}
      title={inv ? t('billing.invoiceTitle', { number: inv.number }) : t('billing.invoices')}
      titleEnd={inv && <Status status={inv.status} />}
      size={{ base: 'full', md: 'xl' }}
      contentProps={{ 'data-testid': 'invoice-dialog' }}
      bodyProps={{ pb: '6' }}
      footer={
        <>
          {inv && (
            <Button asChild colorPalette="teal" size="sm">
              <a href={invoiceDownloadUrl(inv.id)} download aria-label={t('billing.downloadInvoice', { number: inv.number })}>
                {t('billing.downloadPdf')}
              </a>
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {error && <ErrorState error={error} />}
      {loading && !inv && <Skeleton h="60" />}
      {inv && <Body inv={inv} />}
    </AppDialog>
  );
}

function Status({ status }: { status: string }) {
  const { t } = useDashboardT();
  const b = invoiceStatusBadge(status);
  return <StatusBadge tone={b.tone}>{t(b.key)}</StatusBadge>;
}

function Body({ inv }: { inv: Invoice }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const lastDay = new Date(new Date(inv.periodEnd).getTime() - DAY);
  const totals: [string, number, boolean][] = [
    [t('billing.subtotal'), inv.subtotalCents, false],
    [t('billing.vatAt', { rate: inv.vatRatePercent }), inv.vatCents, false],
    [t('billing.totalInclVat'), inv.totalCents, true],
    [t('billing.paid'), inv.amountPaidCents, false],
    [t('billing.balanceDue'), inv.balanceCents, true],
  ];
  return (
    <Stack gap="5">
      <HStack gap="6" wrap="wrap" fontSize="sm">
        <Fact label={t('billing.invoicePeriod')} value={t('billing.periodRange', { from: df.date(inv.periodStart), to: df.date(lastDay) })} />
        <Fact label={t('billing.colIssued')} value={df.date(inv.issuedAt)} />
        <Fact label={t('billing.colDue')} value={df.date(inv.dueAt)} />
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={t('billing.invoiceTitle', { number: inv.number })}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{t('billing.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('billing.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('billing.exclVat')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('billing.vat')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {inv.lines.map((l, i) => (
              <Table.Row key={i}>
                <Table.Cell>
                  <Text fontWeight="medium">{l.serviceName ?? '—'}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {l.description}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {qty.format(l.quantity)} {l.unit}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money cents={l.amountCents} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money cents={l.vatCents} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack gap="1" alignSelf={{ md: 'flex-end' }} minW={{ md: 'xs' }} data-testid="invoice-totals">
        {totals.map(([label, cents, bold]) => (
          <HStack key={label} justify="space-between" gap="6" fontWeight={bold ? 'bold' : undefined} color={bold ? undefined : 'fg.muted'}>
            <Text>{label}</Text>
            <Money cents={cents} />
          </HStack>
        ))}
      </Stack>
      <Separator />
      <Stack gap="2" as="section" aria-labelledby="receipts" data-testid="invoice-receipts">
        <Text as="h3" fontWeight="semibold" id="receipts">
          {t('billing.receipts')}
        </Text>
        {inv.payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('billing.noReceipts')}
          </Text>
        ) : (
          inv.payments.map((p) => (
            <HStack key={p.id} justify="space-between" fontSize="sm" borderWidth="1px" borderRadius="md" px="3" py="2" gap="3" wrap="wrap">
              <Text>
                {df.date(p.paidAt)} · {t('billing.receipt', { method: t(`billing.method_${p.method}`), reference: p.reference })}
              </Text>
              <Money cents={p.amountCents} fontWeight="medium" />
            </HStack>
          ))
        )}
        {inv.paidAt && (
          <Text fontSize="sm" color="green.700">
            {t('billing.paidInFull', { date: df.date(inv.paidAt) })}
          </Text>
        )}
      </Stack>
      {inv.balanceCents > 0 && (
        <>
          <Separator />
          <HowToPay instructions={inv.paymentInstructions} number={inv.number} balanceCents={inv.balanceCents} dueAt={inv.dueAt} />
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}
