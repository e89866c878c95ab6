import type { ModuleDefinition } from '../module';

/** Cloud storage services and the plan catalogue. */
export const servicesModule: ModuleDefinition = {
  name: 'services',
};
