import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { DashboardBucketObjectsQuery } from '@/gql/graphql';
import { BucketObjectsQuery } from './operations';

type Listing = DashboardBucketObjectsQuery['bucketObjects'];
const PAGE = 100;

/** One folder level of a bucket, 100 entries at a time ("Load more" appends the next page). */
export function useObjectListing(bucket: string, prefix: string) {
  const client = useApolloClient();
  const first = useQuery(BucketObjectsQuery, { variables: { bucket, prefix, first: PAGE }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [more, setMore] = useState<Listing[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  // A new folder, or a refetch after an upload or a delete, starts from the first page again.
  useEffect(() => setMore([]), [bucket, prefix, first.data]);
  const pages = first.data ? [first.data.bucketObjects, ...more] : [];
  const last = pages[pages.length - 1];
  const loadMore = async () => {
    if (!last?.nextCursor) return;
    setLoadingMore(true);
    try {
      const { data } = await client.query({ query: BucketObjectsQuery, variables: { bucket, prefix, first: PAGE, after: last.nextCursor }, fetchPolicy: 'network-only' });
      if (data) setMore((cur) => [...cur, data.bucketObjects]);
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    folders: pages.flatMap((p) => p.folders),
    objects: pages.flatMap((p) => p.objects),
    hasMore: !!last?.nextCursor,
    loadMore,
    loadingMore,
    loading: first.loading && !first.data,
    error: first.error,
    refetch: () => first.refetch(),
  };
}
