import type { Resolvers } from '../../generated/graphql';
import * as admin from './admin.service';

/** Thin adapters over the admin service (which checks the role). */
export const adminResolvers: Resolvers = {
  Query: {
    adminStats: (_p, _a, ctx) => admin.adminStats(ctx),
    adminUsers: (_p, args, ctx) => admin.listUsers(ctx, args),
    adminUser: (_p, { id }, ctx) => admin.getUser(ctx, id),
    adminServices: (_p, args, ctx) => admin.listServices(ctx, args),
    adminSecurityEvents: (_p, args, ctx) => admin.listSecurityEvents(ctx, args),
  },
};
