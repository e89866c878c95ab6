import { useQuery } from '@apollo/client/react';
import { MeQuery } from './operations';

/** Auth state for the whole app: loading, authenticated (user) or unauthenticated (null). */
export function useCurrentUser() {
  const { data, loading, error } = useQuery(MeQuery);
  const user = data?.me ?? null;
  return {
    user,
    loading: loading && !data,
    status: loading && !data ? ('loading' as const) : user ? ('authenticated' as const) : ('unauthenticated' as const),
    error,
  };
}
