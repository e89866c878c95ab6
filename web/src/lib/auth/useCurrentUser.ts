import { useSession } from './session';

/** Auth state for the whole app: loading, authenticated (user) or unauthenticated (null). */
export function useCurrentUser() {
  const { user, status, error } = useSession();
  return { user, status, loading: status === 'loading', error };
}
