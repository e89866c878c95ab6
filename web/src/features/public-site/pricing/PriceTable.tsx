import { Table, Text } from '@chakra-ui/react';
import { priceList } from '@contracts/pricing-engine';
import { useContentText } from '../i18n/content';
import { priceText } from './priceText';

/**
 * The published prices. They come from the same pure pricing engine the API serves as
 * Query.priceList and bills with, so the table needs no request and cannot disagree with a quote.
 */
export function PriceTable({ caption }: { caption?: string }) {
  const prices = priceList();
  // On a Kiswahili or French page: the engine's English names, units and allowances translated.
  const t = useContentText()?.priceTable;
  const tr = (s: string) => t?.labels[s] ?? s;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" tabIndex={0} role="region" aria-label={t?.label ?? 'Published prices'}>
      <Table.Root size="md" data-testid="price-table">
        <Table.Caption captionSide="bottom" py="3" color="fg.muted">
          {caption ?? t?.caption ?? 'Published prices in Kenyan shillings (KSh), excluding VAT'}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t?.product ?? 'Product'}</Table.ColumnHeader>
            <Table.ColumnHeader>{t?.price ?? 'Price'}</Table.ColumnHeader>
            <Table.ColumnHeader>{t?.free ?? 'Free allowance'}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prices.map((p) => (
            <Table.Row key={p.label}>
              <Table.Cell fontWeight="medium">{tr(p.label)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{t && p.unitPriceCents === 0 ? t.freePrice : priceText(p.unitPriceCents, t?.units[p.unit] ?? p.unit)}</Table.Cell>
              <Table.Cell>
                <Text color={p.freeAllowance ? 'teal.700' : 'fg.muted'}>{p.freeAllowance ? tr(p.freeAllowance) : '—'}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
