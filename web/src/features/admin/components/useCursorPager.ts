import { useState } from 'react';

/**
 * Keyset pagination state for an admin list: a stack of cursors (one per page visited), so
 * Previous returns to the exact page seen before and Next follows the server's endCursor.
 * A new search starts again from the first page.
 */
export function useCursorPager(pageSize: number) {
  const [search, setSearchText] = useState('');
  const [stack, setStack] = useState<(string | null)[]>([null]);
  const after = stack[stack.length - 1] ?? null;
  return {
    variables: { first: pageSize, after, search: search || null },
    search,
    page: stack.length,
    hasPrevious: stack.length > 1,
    setSearch: (text: string) => {
      setSearchText(text.trim());
      setStack([null]);
    },
    next: (endCursor: string | null | undefined) => {
      if (endCursor) setStack((s) => [...s, endCursor]);
    },
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
  };
}

export type CursorPager = ReturnType<typeof useCursorPager>;
