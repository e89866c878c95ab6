import type { ModuleDefinition } from '../module';

/** The pricing engine (pure functions) and its quote API. */
export const pricingModule: ModuleDefinition = {
  name: 'pricing',
};
