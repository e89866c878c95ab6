import type { Region } from '@contracts/prices';
import type { PricingRegion } from '@/gql/graphql';

/** The contract spells east-africa; the GraphQL enum east_africa. */
export const toGraphqlRegion = (r: Region): PricingRegion => (r === 'east-africa' ? 'east_africa' : r);
