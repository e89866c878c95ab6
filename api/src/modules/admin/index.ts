import type { ModuleDefinition } from '../module';

/** The admin panel: stats, users, services and winners lists, security events. */
export const adminModule: ModuleDefinition = {
  name: 'admin',
};
