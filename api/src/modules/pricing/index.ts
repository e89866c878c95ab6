import type { ModuleDefinition } from '../module';
import { pricingResolvers } from './pricing.resolvers';
import { mountPricingRest } from './pricing.rest';

/** The pricing engine (pure functions) and its quote API. */
export const pricingModule: ModuleDefinition = {
  name: 'pricing',
  resolvers: pricingResolvers,
  rest: mountPricingRest,
};
