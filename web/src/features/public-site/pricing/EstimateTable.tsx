import { Table } from '@chakra-ui/react';
import { formatKsh } from '@/lib/format';
import { priceText, usageText } from './priceText';

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
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" tabIndex={0} role="region" aria-label="Estimate by product">
      <Table.Root size="sm" data-testid="estimate-table">
        <Table.Caption captionSide="bottom" py="3" color="fg.muted">
          {caption} Currency: {currency}.
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Usage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Free</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Billable</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.item}>
              <Table.Cell fontWeight="medium">{l.label}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usageText(l.usage, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usageText(l.free, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{usageText(l.billable, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{priceText(l.unitPriceCents, l.unit)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">{formatKsh(l.costCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={5} fontWeight="bold">
              Monthly total (excl. VAT)
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap" data-testid="estimate-total">
              {formatKsh(totalCents)}
            </Table.Cell>
          </Table.Row>
          {vat && (
            <>
              <Table.Row>
                <Table.Cell colSpan={5}>VAT ({vat.vatRatePercent}%)</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="estimate-vat">
                  {formatKsh(vat.vatCents)}
                </Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell colSpan={5} fontWeight="bold">
                  Monthly total (incl. VAT)
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
