import { Table, Text } from '@chakra-ui/react';
import { priceList } from '@contracts/pricing-engine';
import { priceText } from './priceText';

/**
 * The published prices. They come from the same pure pricing engine the API serves as
 * Query.priceList and bills with, so the table needs no request and cannot disagree with a quote.
 */
export function PriceTable({ caption = 'Published prices in Kenyan shillings (KSh), excluding VAT' }: { caption?: string }) {
  const prices = priceList();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" tabIndex={0} role="region" aria-label="Published prices">
      <Table.Root size="md" data-testid="price-table">
        <Table.Caption captionSide="bottom" py="3" color="fg.muted">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader>Free allowance</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prices.map((p) => (
            <Table.Row key={p.label}>
              <Table.Cell fontWeight="medium">{p.label}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{priceText(p.unitPriceCents, p.unit)}</Table.Cell>
              <Table.Cell>
                <Text color={p.freeAllowance ? 'teal.700' : 'fg.muted'}>{p.freeAllowance ?? '—'}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
