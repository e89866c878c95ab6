import { PLANS } from '../../contracts/services';
import { forbidden } from '../../common/errors';
import type { Resolvers } from '../../generated/graphql';
import { isAdminSession, requireUser } from '../auth';
import * as services from './services.service';
import { cancelMyService } from './cancellation.service';

export const servicesResolvers: Resolvers = {
  Query: {
    plans: () => PLANS.map((p) => ({ ...p })),
    myServices: (_p, { includeCancelled }, ctx) => services.listMyServices(ctx, { includeCancelled }),
    myService: (_p, { id }, ctx) => services.getMyService(ctx, id),
    serviceActivity: (_p, { serviceId }, ctx) => services.serviceActivity(ctx, serviceId),
  },
  Mutation: {
    createCloudStorageService: async (_p, { input }, ctx) => ({ service: await services.createService(ctx, input) }),
    updateCloudStorageService: async (_p, { input }, ctx) => ({ service: await services.updateMyService(ctx, input) }),
    setCloudStorageServiceActive: async (_p, { input }, ctx) => ({ service: await services.setMyServiceActive(ctx, input.id, input.isActive) }),
    cancelCloudStorageService: (_p, { input }, ctx) => cancelMyService(ctx, input),
    adminSetServiceActive: async (_p, { input }, ctx) => ({ service: await services.adminSetServiceActive(ctx, input.id, input.isActive, input.reason) }),
  },
  CloudStorageService: {
    id: (s) => String(s.id),
    isActive: (s) => s.isActive,
    endpoint: (s) => services.endpointOf(s),
    suspension: (s) => (s.suspendedAt ? { at: s.suspendedAt, reason: s.suspensionReason ?? '' } : null),
    retention: (s) => (s.retentionMode && s.retentionDays ? { mode: s.retentionMode, days: s.retentionDays } : null),
    // The customer's own services name the signed-in user, already read with the session: no second read (REST does the same).
    // Synchronous then, so graphql-js need not wait on a promise per service of the list.
    user: (s, _a, ctx) => (ctx.user && s.userId === ctx.user.id ? ctx.user : ctx.loaders.userById.load(s.userId).then((u) => u!)),
  },
  ServiceActivity: {
    id: (a) => String(a.id),
  },
  User: {
    /** Only the owner or an admin may list a user's services. */
    services: (u, _a, ctx) => {
      const viewer = requireUser(ctx);
      if (viewer.id !== u.id && !isAdminSession(ctx)) throw forbidden();
      return ctx.loaders.servicesByUserId.load(u.id);
    },
    activeServiceCount: async (u, _a, ctx) => (await ctx.loaders.servicesByUserId.load(u.id)).filter((s) => s.isActive).length,
  },
};
