import type { ModuleDefinition } from '../module';

/** Store & Score: promotions, automatic entries, joins, the verifiable draw, winners and notifications. */
export const competitionModule: ModuleDefinition = {
  name: 'competition',
};
