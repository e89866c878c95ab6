import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

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
