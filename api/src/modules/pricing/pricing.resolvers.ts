import type { Resolvers } from '../../generated/graphql';
import { estimateFor, fromGraphqlRegion, publishedPrices, quoteFor } from './pricing.service';

/** Public, read-only pricing queries. Optional GraphQL inputs arrive as null: drop them so defaults apply. */
const withoutNulls = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

export const pricingResolvers: Resolvers = {
  Query: {
    pricingQuote: (_p, { input }) => quoteFor(fromGraphqlRegion(input)),
    pricingEstimate: (_p, { input }) => {
      const e = estimateFor(fromGraphqlRegion(withoutNulls(input) as typeof input));
      return { ...e, lines: e.lines.map((l) => ({ ...l, usage: l.amount })) };
    },
    priceList: () => publishedPrices(),
  },
};
