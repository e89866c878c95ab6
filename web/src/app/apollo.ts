import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { onSessionEnd } from '@/lib/auth/session';

/**
 * One Apollo Client. Same-origin cookies carry the session. Queries are cache-first: no polling,
 * no refetch on focus, no retries (spec section 7); pages refetch after their own mutations.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/**
 * The app's client, created when the first route that uses Apollo loads (never on pages that do
 * not, such as the home page). Its cache is cleared whenever the session ends, so the next
 * person on this browser sees nothing of the last one's.
 */
export function apolloClient(): ApolloClient {
  if (!client) {
    const created = createApolloClient();
    onSessionEnd(() => void created.clearStore());
    client = created;
  }
  return client;
}
