import { Alert, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PriceListQuery } from '../operations';
import { priceText } from './priceText';

/** The published prices, from the API (Query.priceList). */
export function PriceTable({ caption = 'Published prices in Kenyan shillings (KSh), excluding VAT' }: { caption?: string }) {
  const { data, loading, error } = useQuery(PriceListQuery);
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Prices could not be loaded. Please refresh the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (loading || !data) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading prices">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
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
          {data.priceList.map((p) => (
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
