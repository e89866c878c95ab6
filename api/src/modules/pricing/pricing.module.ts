import type { ModuleDefinition } from '../module';
import { pricingResolvers } from './pricing.resolvers';
import { mountPricingRest } from './pricing.rest';

/** The quote and price-list API over the shared pricing engine (contracts/pricing-engine.ts). */
export const pricingModule: ModuleDefinition = {
  name: 'pricing',
  resolvers: pricingResolvers,
  rest: mountPricingRest,
};
