import { parseInput } from '../../common/validation';
import { estimateInputSchema, quoteInputSchema } from '../../contracts/pricing';
import { config } from '../../config/config';
import { estimate, priceList, quote, withVat, type Estimate, type PriceListItem, type Quote, type Taxed } from '../../contracts/pricing-engine';

/**
 * The pricing API's one entry point: validate at the edge (400 with the contract's message),
 * then compute with the pure engine. Nothing here touches the database.
 */
export function quoteFor(raw: unknown): Quote {
  return quote(parseInput(quoteInputSchema, raw));
}

/** The full estimate, with VAT at the configured rate (VAT_RATE_PERCENT) on its total. */
export function estimateFor(raw: unknown): Estimate & Taxed {
  const e = estimate(parseInput(estimateInputSchema, raw));
  return { ...e, ...withVat(e.totalCents, config().billing.vatRateBasisPoints) };
}

export const publishedPrices = (): PriceListItem[] => priceList();

/** GraphQL spells the region east_africa (enum values cannot hold '-'); the engine says east-africa. */
export function fromGraphqlRegion<T extends { region: string }>(input: T): T {
  return { ...input, region: input.region === 'east_africa' ? 'east-africa' : input.region };
}
