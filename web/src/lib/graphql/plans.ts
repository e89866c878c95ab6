import { graphql } from '@/gql';

/** The plans on sale, as the pricing cards (public and competition pages) and the new-service dialog list them. */
export const PlansQuery = graphql(`
  query Plans {
    plans {
      type
      storageGB
      priceKsh
      duration
    }
  }
`);
