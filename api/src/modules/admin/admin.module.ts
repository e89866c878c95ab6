import type { ModuleDefinition } from '../module';
import { adminResolvers } from './admin.resolvers';
import { mountAdminRest } from './admin.rest';

/**
 * The admin panel: stats, users, services and security events lists (every call requires an admin).
 * No tables of its own; the keyset orders use existing indexes (idx_users_created, primary keys).
 */
export const adminModule: ModuleDefinition = {
  name: 'admin',
  resolvers: adminResolvers,
  rest: mountAdminRest,
};
