import { Button, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CursorPager } from './useCursorPager';
import { useDashboardT } from '@/i18n';
import { pageInfoOf, type PageInfoRef } from '@/lib/graphql/paging';

/** A search field that reports its text 300 ms after the admin stops typing. */
export function SearchField({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const t = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(t);
    // onSearch is a fresh closure each render; the text alone drives the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <InputGroup maxW={{ base: 'full', md: 'sm' }} startElement={<SearchIcon />}>
      <Input type="search" aria-label={label} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} bg="bg" />
    </InputGroup>
  );
}

/** Previous / Next buttons for a keyset-paginated list. */
export function Pager({ pager, pageInfo, loading }: { pager: CursorPager; pageInfo: PageInfoRef | null | undefined; loading?: boolean }) {
  const { t } = useDashboardT();
  const { hasNextPage, endCursor } = pageInfoOf(pageInfo);
  if (!pager.hasPrevious && !hasNextPage) return null;
  return (
    <HStack justify="space-between" pt="4" px={{ base: '0', md: '2' }}>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.page', { page: pager.page })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={pager.previous} disabled={!pager.hasPrevious || loading}>
          {t('admin.previous')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => pager.next(endCursor)} disabled={!hasNextPage || loading}>
          {t('admin.next')}
        </Button>
      </HStack>
    </HStack>
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
