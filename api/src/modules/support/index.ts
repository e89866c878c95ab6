import type { ModuleDefinition } from '../module';

/** Support tickets from the public site, listed for admins. */
export const supportModule: ModuleDefinition = {
  name: 'support',
};
