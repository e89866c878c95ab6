import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  /** Unique key of the column. */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Hide this column below the md breakpoint (keeps phones free of sideways scroll). */
  hideOnMobile?: boolean;
  width?: string;
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Accessible caption (visually hidden). */
  caption: string;
  loading?: boolean;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  onRowClick?: (row: T) => void;
}

/** A responsive table: columns marked hideOnMobile disappear on phones; rows may be clickable. */
export function DataTable<T>({ columns, rows, rowKey, caption, loading, empty, onRowClick }: DataTableProps<T>) {
  const hide = (c: DataColumn<T>) => (c.hideOnMobile ? { base: 'none', md: 'table-cell' } : undefined);
  if (!loading && rows.length === 0 && empty) return <Box py="6">{empty}</Box>;
  return (
    // Focusable so keyboard users can scroll a table wider than the screen (WCAG 2.1.1).
    <Box overflowX="auto" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" interactive={!!onRowClick}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align} display={hide(c)} width={c.width} color="fg.muted" fontWeight="medium" fontSize="xs" textTransform="uppercase" letterSpacing="wide">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? [0, 1, 2].map((i) => (
                <Table.Row key={i}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key} display={hide(c)}>
                      <Skeleton h="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={rowKey(row)} onClick={onRowClick ? () => onRowClick(row) : undefined} cursor={onRowClick ? 'pointer' : undefined}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key} textAlign={c.align} display={hide(c)}>
                      {c.render(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
      {!loading && rows.length === 0 && !empty && (
        <Text py="6" textAlign="center" color="fg.muted" fontSize="sm">
          Nothing to show
        </Text>
      )}
    </Box>
  );
}
