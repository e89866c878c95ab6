import { Table } from '@chakra-ui/react';
import { formatKsh } from '@/lib/format';
import en from '../i18n/en/calculator';
import { useContentText } from '../i18n/content';
import { useMessages } from '@/i18n/public/messages';
import { localUsageText } from './localUsageText';
import { priceText } from './priceText';

export interface EstimateLineView {
  item: string;
  label: string;
  usage: number;
  unit: string;
  free: number;
  billable: number;
  unitPriceCents: number;
  costCents: number;
}

/** VAT on the total, as the server computed it at the configured rate. */
export interface EstimateVat {
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
}

/** Usage / free / billable / price / cost, one row per product, the monthly total excluding VAT and, when given, the VAT and the total including it. */
export function EstimateTable({ lines, totalCents, currency, caption, vat }: { lines: EstimateLineView[]; totalCents: number; currency: string; caption: string; vat?: EstimateVat }) {
  const t = useMessages('calculator', en);
  // On a Kiswahili or French page: the engine's English product names and units translated (as in PriceTable).
  const c = useContentText()?.priceTable;
  const usage = (amount: number, unit: string) => localUsageText(amount, unit, t, !c);
  const price = (cents: number, unit: string) => (c && cents === 0 ? c.freePrice : priceText(cents, c?.units[unit] ?? unit));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" tabIndex={0} role="region" aria-label={t.tableLabel}>
      <Table.Root size="sm" data-testid="estimate-table">
        <Table.Caption captionSide="bottom" py="3" color="fg.muted">
          {caption} {t.tableCurrency(currency)}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {t.columns.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i === 0 ? undefined : 'end'}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.item}>
              <Table.Cell fontWeight="medium">{c?.labels[l.label] ?? l.label}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usage(l.usage, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usage(l.free, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usage(l.billable, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{price(l.unitPriceCents, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">{formatKsh(l.costCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={5} fontWeight="bold">
              {t.totalExclVat}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap" data-testid="estimate-total">
              {formatKsh(totalCents)}
            </Table.Cell>
          </Table.Row>
          {vat && (
            <>
              <Table.Row>
                <Table.Cell colSpan={5}>{t.vat(vat.vatRatePercent)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="estimate-vat">
                  {formatKsh(vat.vatCents)}
                </Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell colSpan={5} fontWeight="bold">
                  {t.totalInclVat}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap" data-testid="estimate-total-incl-vat">
                  {formatKsh(vat.totalInclVatCents)}
                </Table.Cell>
              </Table.Row>
            </>
          )}
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
