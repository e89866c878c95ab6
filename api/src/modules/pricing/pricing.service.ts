import { parseInput } from '../../common/validation';
import { estimateInputSchema, quoteInputSchema } from '../../contracts/pricing';
import { estimate, priceList, quote, type Estimate, type PriceListItem, type Quote } from './pricing';

/**
 * The pricing API's one entry point: validate at the edge (400 with the contract's message),
 * then compute with the pure engine. Nothing here touches the database.
 */
export function quoteFor(raw: unknown): Quote {
  return quote(parseInput(quoteInputSchema, raw));
}

export function estimateFor(raw: unknown): Estimate {
  return estimate(parseInput(estimateInputSchema, raw));
}

export const publishedPrices = (): PriceListItem[] => priceList();

/** GraphQL spells the region east_africa (enum values cannot hold '-'); the engine says east-africa. */
export function fromGraphqlRegion<T extends { region: string }>(input: T): T {
  return { ...input, region: input.region === 'east_africa' ? 'east-africa' : input.region };
}
