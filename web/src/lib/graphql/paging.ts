import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * Where a keyset-paginated connection stops: every list query spreads this instead of spelling
 * `pageInfo { endCursor hasNextPage }` again, and the pager reads it through `pageInfoOf`.
 */
export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo {
    endCursor
    hasNextPage
  }
`);

export type PageInfoRef = FragmentType<typeof PageInfoFields>;

/** The cursor to pass as `after` and whether a next page exists; "no next page" while loading. */
export function pageInfoOf(ref: PageInfoRef | null | undefined): { endCursor: string | null; hasNextPage: boolean } {
  const info = getFragmentData(PageInfoFields, ref);
  return { endCursor: info?.endCursor ?? null, hasNextPage: info?.hasNextPage ?? false };
}
